import { bandLines, bands } from './context';
import type { ScenarioContentBuilder } from './scenario-content';

export const medicineQuestion: ScenarioContentBuilder = ({ emergencyNumber }) => ({
  situation: "My granny can't remember if she has taken her tablets today.",
  address: {
    modelAnswer: "I am at Granny's house, 9 Rose Crescent, near the shops.",
    nearby: "I don't know the number, but Granny lives on Rose Crescent, near the shops.",
  },
  description: {
    text: bands({
      youngest: 'Tell me about Granny’s tablets. How many does she take?',
      young: 'Tell me about Granny’s medicine. Which tablets are they, and how many does she take?',
      older: 'Tell me about the medicine. What is it for, and how many tablets does she usually take?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'Tell me about Granny’s tablets.', answeredBy: 'question' },
      { text: 'How many does she take?', answeredBy: 'count' },
    ],
    modelAnswer: 'Granny takes two small heart tablets every morning from the box in the kitchen.',
    choices: [
      {
        emoji: '💊',
        label: 'Two tablets',
        sentence: 'Granny takes two small tablets every morning from the box in the kitchen.',
      },
      {
        emoji: '📦',
        label: 'The box',
        sentence: 'The tablets are in a little white box in the kitchen, and she takes one a day.',
      },
      {
        emoji: '❓',
        label: 'Not sure',
        sentence: "I don't know the name of the tablets, but the box is in the kitchen.",
      },
    ],
  },
  people: {
    text: bands({
      youngest: 'Is Granny feeling okay? Is a grown-up with you?',
      young: 'Is Granny awake and feeling well? Is a grown-up there with you?',
      older: 'Is your granny awake and feeling well, and is there a grown-up with you?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'Is Granny feeling okay?', answeredBy: 'awake' },
      { text: 'Is a grown-up with you?', answeredBy: 'grownUp' },
    ],
    modelAnswer: 'Yes, Granny is awake and feels fine, and my uncle is here with us.',
    choices: [
      {
        emoji: '🙂',
        label: 'Granny feels fine',
        sentence: 'Yes, Granny is awake and feels fine, and my uncle is here with us.',
      },
      {
        emoji: '😵',
        label: 'Granny feels dizzy',
        sentence: 'No, Granny does not feel well because she is dizzy.',
      },
    ],
  },
  closing: bandLines({
    youngest: [
      'Thank you, you did really well.',
      'Granny should not take any more tablets until a doctor or nurse says so.',
      'Keep the tablet box safe so the nurse can see it.',
      `If Granny feels poorly, dizzy or very sleepy, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
    young: [
      'Thank you, you did really well.',
      'Granny should not take any more tablets until a pharmacist, doctor or nurse has checked.',
      'Keep the tablet box so the nurse can read it when they call back.',
      `If Granny feels unwell, dizzy or very sleepy, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
    older: [
      "Thank you, you've done really well.",
      'Your granny should not take any more tablets until a pharmacist, doctor or nurse has checked.',
      'Keep the tablet box handy so you can read the name to the nurse when they call back.',
      `If she feels unwell, dizzy or very sleepy, call ${emergencyNumber} straight away.`,
      'You can hang up now.',
    ],
  }),
});
