import { bandLines, bands } from './context';
import type { ScenarioContentBuilder } from './scenario-content';

export const feverChild: ScenarioContentBuilder = ({ emergencyNumber }) => ({
  situation: 'My little sister has a high temperature.',
  address: {
    modelAnswer: 'We are at home at 21 Elm Close, next to the library.',
    nearby: "I don't know the number, but we live on Elm Close, next to the library.",
  },
  description: {
    text: bands({
      youngest: 'How is your sister feeling? Is she hot? Does anything hurt?',
      young: 'Tell me how your sister is feeling. Where does it hurt, and how hot is she?',
      older: 'Tell me about her symptoms. How hot does she feel, and does anything hurt?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'How is your sister feeling?', answeredBy: 'question' },
      { text: 'Is she hot?', answeredBy: 'heat' },
      { text: 'Does anything hurt?', answeredBy: 'body' },
    ],
    modelAnswer: 'My sister feels very hot on her forehead and she has a bad headache.',
    choices: [
      {
        emoji: '🤒',
        label: 'Very hot',
        sentence: 'My sister feels very hot on her forehead and she has a headache.',
      },
      {
        emoji: '🤕',
        label: 'Headache',
        sentence: 'My sister has a bad headache and her head feels really hot.',
      },
      { emoji: '😴', label: 'Very sleepy', sentence: 'My sister is very sleepy and her skin feels hot.' },
    ],
  },
  people: {
    text: bands({
      youngest: 'Is a grown-up with you? How old is your sister?',
      young: 'Is a grown-up there with you? And how old is your sister?',
      older: 'Is there a grown-up with you, and how old is your sister?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'Is a grown-up with you?', answeredBy: 'grownUp' },
      { text: 'How old is your sister?', answeredBy: 'patientAge' },
    ],
    modelAnswer: 'Yes, my dad is here with me, and my sister is four years old.',
    choices: [
      {
        emoji: '👨',
        label: 'A grown-up is here',
        sentence: 'Yes, my dad is here with me, and my sister is four years old.',
      },
      {
        emoji: '🧒',
        label: 'No grown-up',
        sentence: "No, there's no grown-up here because Mum went to the shop, and my sister is four.",
      },
    ],
  },
  closing: bandLines({
    youngest: [
      'Thank you, you did really well.',
      'Give your sister little sips of water and let her rest.',
      'A nurse will call back soon to talk to a grown-up.',
      `If she gets much worse, or she is very hard to wake up, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
    young: [
      'Thank you, you did really well.',
      'Give your sister small sips of water and let her rest somewhere cool.',
      'A nurse will call you back soon to talk to a grown-up.',
      `If she gets much worse, or she is very hard to wake up, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
    older: [
      "Thank you, you've done really well.",
      "Give her small sips of water, let her rest somewhere cool, and don't wrap her up in lots of blankets.",
      'A nurse will call back soon to talk to a grown-up about medicine.',
      `If she gets much worse, has a rash that doesn't fade, or is very hard to wake, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
  }),
});
