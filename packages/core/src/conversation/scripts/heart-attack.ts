import { bandLines, bands } from './context';
import type { ScenarioContentBuilder } from './scenario-content';

export const heartAttack: ScenarioContentBuilder = ({ request }) => ({
  situation: 'My grandad has a really bad pain in his chest.',
  address: {
    modelAnswer: 'The address is 7 Church Lane, the house with the blue door.',
    nearby: "I don't know the number, but it's on Church Lane, opposite the church.",
  },
  description: {
    text: bands({
      youngest: 'What happened to Grandad? Where does it hurt?',
      young: 'Tell me what happened. Where does it hurt, and how bad is it?',
      older: 'Tell me exactly what happened. Where is the pain, and how bad is it?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'What happened to Grandad?', answeredBy: 'question' },
      { text: 'Where does it hurt?', answeredBy: 'body' },
    ],
    modelAnswer: 'My grandad has a really bad pain in his chest and he looks very pale.',
    choices: [
      {
        emoji: '💔',
        label: 'Chest pain',
        sentence: 'Grandad has a really bad pain in his chest and he is sitting in his chair.',
      },
      {
        emoji: '😮‍💨',
        label: 'Hard to breathe',
        sentence: 'Grandad is finding it very hard to breathe, and his chest hurts.',
      },
      {
        emoji: '😰',
        label: 'Looks pale',
        sentence: 'Grandad looks very pale and sweaty, and he says his chest really hurts.',
      },
    ],
  },
  people: {
    text: bands({
      youngest: 'The ambulance is coming. Are Grandad’s eyes open? Is he breathing?',
      young: 'The ambulance is coming. Is Grandad awake? Is he breathing?',
      older: 'Help is on the way. Is he awake, and is he breathing?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'The ambulance is coming. Are Grandad’s eyes open?', answeredBy: 'awake' },
      { text: 'Is he breathing?', answeredBy: 'breathing' },
    ],
    modelAnswer: 'Yes, he is awake and breathing, but he is breathing very fast.',
    choices: [
      { emoji: '🙂', label: 'Awake', sentence: 'Yes, he is awake and breathing, but it is hard for him.' },
      { emoji: '😴', label: 'Not waking up', sentence: 'No, he is not awake, but he is still breathing.' },
      { emoji: '🤷', label: 'Not sure', sentence: "I'm not sure, because he is not talking to me." },
    ],
  },
  closing: bandLines({
    youngest: [
      'Well done! The ambulance is coming.',
      'Help Grandad sit still and rest. Stay next to him.',
      'Keep the phone with you until I tell you to hang up.',
      'The ambulance helpers are at the door now. You were very brave. You can hang up now.',
    ],
    young: [
      `Well done. I'm sending ${request('ambulance')} now.`,
      'Help Grandad sit down and rest, and ask a grown-up to unlock the front door if they can.',
      'Stay on the line until I tell you to hang up.',
      'The paramedics are at the door now. You did a great job. You can hang up now.',
    ],
    older: [
      `Well done. I'm sending ${request('ambulance')} now.`,
      "Keep him sitting down and resting, don't give him anything to eat or drink, and unlock the front door so the paramedics can get in.",
      'Stay on the line until I tell you to hang up.',
      'The paramedics are at the door now. You did really well. You can hang up now.',
    ],
  }),
});
