import { bandLines, bands } from './context';
import type { ScenarioContentBuilder } from './scenario-content';

export const brokenArm: ScenarioContentBuilder = ({ emergencyNumber }) => ({
  situation: 'My friend fell off the climbing frame and hurt her arm.',
  address: {
    modelAnswer: 'We are at the park on 5 Green Lane, next to the school.',
    nearby: "I don't know the number, but we are at the park on Green Lane, next to the school.",
  },
  description: {
    text: bands({
      youngest: 'What happened to your friend? Where does it hurt?',
      young: 'Tell me what happened. Where does it hurt, and is it swollen?',
      older: 'Tell me what happened. Where is the injury, and how swollen or painful is it?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'What happened to your friend?', answeredBy: 'question' },
      { text: 'Where does it hurt?', answeredBy: 'body' },
    ],
    modelAnswer: 'My friend fell off the climbing frame and her arm is a little swollen and sore.',
    choices: [
      {
        emoji: '💪',
        label: 'Swollen arm',
        sentence: "My friend's arm is a little swollen and sore near her wrist.",
      },
      {
        emoji: '😣',
        label: 'Very sore',
        sentence: 'My friend fell and her arm hurts really badly when she moves it.',
      },
      {
        emoji: '🖐️',
        label: 'Can move fingers',
        sentence: 'Her arm is very sore, but she can still wiggle her fingers.',
      },
    ],
  },
  people: {
    text: bands({
      youngest: 'Is a grown-up with you? How old is your friend?',
      young: 'Is a grown-up there with you? And how old is your friend?',
      older: 'Is there a grown-up with you, and how old is your friend?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'Is a grown-up with you?', answeredBy: 'grownUp' },
      { text: 'How old is your friend?', answeredBy: 'patientAge' },
    ],
    modelAnswer: "Yes, my friend's mum is here with us, and my friend is nine years old.",
    choices: [
      {
        emoji: '👩',
        label: 'A grown-up is here',
        sentence: "Yes, my friend's mum is here with us, and my friend is nine years old.",
      },
      {
        emoji: '🧒',
        label: 'No grown-up',
        sentence: 'No, there is no grown-up here because we are at the park on our own.',
      },
    ],
  },
  closing: bandLines({
    youngest: [
      'Thank you, you did really well.',
      'Tell your friend to keep her arm still.',
      'A grown-up needs to take her to see a doctor or nurse today.',
      `If her fingers go cold or blue, or it hurts much more, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
    young: [
      'Thank you, you did really well.',
      'Keep her arm still, and you can put something cold, wrapped in a towel, on it.',
      'A grown-up needs to take her to see a doctor or nurse today.',
      `If her fingers go cold or blue, or the pain gets much worse, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
    older: [
      "Thank you, you've done really well.",
      'Keep her arm still and supported, and put something cold, wrapped in a cloth, on the swelling.',
      'She needs to see a doctor or nurse today, so a grown-up should take her to get it checked.',
      `If her fingers go cold, pale or blue, or the pain gets much worse, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
  }),
});
