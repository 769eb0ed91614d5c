import { bandLines, bands } from './context';
import type { ScenarioContentBuilder } from './scenario-content';

export const parentFall: ScenarioContentBuilder = ({ request }) => ({
  situation: 'My mum fell down the stairs and she is hurt.',
  address: {
    modelAnswer: 'The address is 3 Park Avenue, flat 2, opposite the shop.',
    nearby: "I don't know the number, but it's on Park Avenue, opposite the shop.",
  },
  description: {
    text: bands({
      youngest: 'What happened to Mum? Where does it hurt?',
      young: 'Tell me what happened. Where does it hurt, and how bad is it?',
      older: 'Tell me exactly what happened. Where is she hurt, and how bad is it?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'What happened to Mum?', answeredBy: 'question' },
      { text: 'Where does it hurt?', answeredBy: 'body' },
    ],
    modelAnswer: 'Mum fell down the stairs and her leg is badly hurt and very swollen.',
    choices: [
      {
        emoji: '🦵',
        label: 'Hurt leg',
        sentence: 'Mum fell down the stairs and her leg hurts really badly.',
      },
      {
        emoji: '🩹',
        label: 'Bleeding',
        sentence: 'Mum fell on the stairs and there is a little blood on her head.',
      },
      {
        emoji: '🪜',
        label: "Can't get up",
        sentence: "Mum fell down the stairs and she can't get up because her leg is very sore.",
      },
    ],
  },
  people: {
    text: bands({
      youngest: 'The ambulance is coming. Are Mum’s eyes open? Can she talk to you?',
      young: 'The ambulance is coming. Is Mum awake? Can she talk to you?',
      older: 'Help is on the way. Is she awake, and is she breathing normally?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'The ambulance is coming. Are Mum’s eyes open?', answeredBy: 'awake' },
      { text: 'Can she talk to you?', answeredBy: 'awake' },
    ],
    modelAnswer: "Yes, she is awake and talking to me, but she can't move her leg.",
    choices: [
      {
        emoji: '🙂',
        label: 'Awake',
        sentence: "Yes, she is awake and talking to me, but she can't move her leg.",
      },
      { emoji: '😴', label: 'Not waking up', sentence: 'No, she is not awake, but she is breathing.' },
      { emoji: '🤷', label: 'Not sure', sentence: "I'm not sure, because she is very quiet and not moving." },
    ],
  },
  closing: bandLines({
    youngest: [
      'Well done! The ambulance is coming.',
      'Stay with Mum. Do not try to move her. You can put a blanket on her.',
      'Keep the phone with you until I tell you to hang up.',
      'The ambulance helpers are at the door now. You were very brave. You can hang up now.',
    ],
    young: [
      `Well done. I'm sending ${request('ambulance')} now.`,
      "Don't try to move Mum. Keep her warm with a blanket and stay with her.",
      'Stay on the line until I tell you to hang up.',
      'The paramedics are at the door now. You did a great job. You can hang up now.',
    ],
    older: [
      `Well done. I'm sending ${request('ambulance')} now.`,
      "Don't try to move her. Keep her warm with a coat or blanket, stay with her, and unlock the front door if you can.",
      'Stay on the line until I tell you to hang up.',
      'The paramedics are at the door now. You did really well. You can hang up now.',
    ],
  }),
});
