import { bandLines, bands } from './context';
import type { ScenarioContentBuilder } from './scenario-content';

export const robbery: ScenarioContentBuilder = ({ request }) => ({
  situation: 'Someone is breaking into the house next door.',
  address: {
    modelAnswer: 'I live at 14 Mill Street, and the house being broken into is number 16.',
    nearby: "I don't know the number, but it's on Mill Street, next to the post office.",
  },
  description: {
    text: bands({
      youngest: 'What can you see? Where is the person?',
      young: 'Tell me what is happening. Where is the person, and how many people can you see?',
      older: 'Tell me exactly what is happening. Where are they, and how many people can you see?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'What can you see?', answeredBy: 'question' },
      { text: 'Where is the person?', answeredBy: 'where' },
    ],
    modelAnswer: 'There is one man breaking the back window of the house next door.',
    choices: [
      {
        emoji: '🪟',
        label: 'Breaking a window',
        sentence: 'There is one man breaking the back window of the house next door.',
      },
      {
        emoji: '🚪',
        label: 'At the door',
        sentence: 'Two people are breaking the front door of the house next door.',
      },
      {
        emoji: '🏃',
        label: 'Running away',
        sentence: 'One man is running away from next door with a big stolen bag.',
      },
    ],
  },
  people: {
    text: bands({
      youngest: 'The police are coming. Are you safe inside? Is anyone hurt?',
      young: 'The police are on their way. Are you safe inside, and is anyone hurt?',
      older: 'Officers are on the way. Are you somewhere safe, and is anyone hurt?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'The police are coming. Is anyone hurt?', answeredBy: 'hurt' },
      { text: 'Are you safe inside?', answeredBy: 'childSafe' },
    ],
    modelAnswer: 'Yes, I am safe inside with the door locked, and nobody is hurt.',
    choices: [
      {
        emoji: '🔒',
        label: 'I am safe',
        sentence: 'Yes, I am safe inside with the door locked, and nobody is hurt.',
      },
      {
        emoji: '🤕',
        label: 'Someone is hurt',
        sentence: 'Yes, I think my neighbour is hurt because she is sitting on the ground.',
      },
      { emoji: '🤷', label: 'Not sure', sentence: "I'm not sure, because I can't see next door very well." },
    ],
  },
  closing: bandLines({
    youngest: [
      'Well done! The police are coming.',
      'Stay inside and keep the doors shut. Stay away from the windows.',
      'Keep the phone with you until I tell you to hang up.',
      'The police are there now. You were very brave. You can hang up now.',
    ],
    young: [
      `Well done. I'm sending ${request('police')} now.`,
      "Stay inside, keep the doors locked, and don't go outside to look.",
      'Stay on the line until I tell you to hang up.',
      'The officers are there now. You did a great job. You can hang up now.',
    ],
    older: [
      `Well done. I'm sending ${request('police')} now.`,
      "Stay inside, keep the doors locked and stay away from the windows. Don't go outside or try to follow anyone.",
      'Stay on the line until I tell you to hang up.',
      'The officers are there now. You did really well. You can hang up now.',
    ],
  }),
});
