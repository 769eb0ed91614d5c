import { bandLines, bands } from './context';
import type { ScenarioContentBuilder } from './scenario-content';

export const carAccident: ScenarioContentBuilder = ({ request, pavement }) => ({
  situation: 'There has been a car crash and a driver is hurt.',
  address: {
    modelAnswer: "It's on Station Road, outside number 40, near the school.",
    nearby: "I don't know the number, but it's on Station Road, near the school.",
  },
  description: {
    text: bands({
      youngest: 'What happened? How many cars crashed?',
      young: 'Tell me what happened. How many cars crashed, and where are they?',
      older: 'Tell me exactly what happened. How many cars are involved, and is anything on fire or leaking?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'What happened?', answeredBy: 'question' },
      { text: 'How many cars crashed?', answeredBy: 'count' },
    ],
    modelAnswer: 'Two cars crashed at the end of the road and one car is badly smashed.',
    choices: [
      {
        emoji: '🚗',
        label: 'Two cars crashed',
        sentence: 'Two cars crashed at the end of the road and one is badly smashed.',
      },
      {
        emoji: '🤕',
        label: 'Someone is hurt',
        sentence: 'A driver is badly hurt and stuck in his car on the road.',
      },
      {
        emoji: '💨',
        label: 'Smoke',
        sentence: 'There is a little smoke coming from one of the cars on the road.',
      },
    ],
  },
  people: {
    text: bands({
      youngest: 'The ambulance is coming. Is someone hurt? Are their eyes open?',
      young: 'Help is coming. Is anyone hurt? Are they awake and breathing?',
      older: 'Help is on the way. Is anyone hurt or trapped? Are they awake and breathing?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'The ambulance is coming. Is someone hurt?', answeredBy: 'hurt' },
      { text: 'Are their eyes open?', answeredBy: 'awake' },
    ],
    modelAnswer: 'Yes, the driver is trapped in his car, but he is awake and talking.',
    choices: [
      {
        emoji: '🤕',
        label: 'Someone is hurt',
        sentence: 'Yes, the driver is hurt and stuck, but he is awake and talking.',
      },
      {
        emoji: '🙂',
        label: 'Nobody is hurt',
        sentence: 'No, nobody is hurt because everyone got out of the cars.',
      },
      { emoji: '🤷', label: 'Not sure', sentence: "I'm not sure, because I can't get close to the cars." },
    ],
  },
  closing: bandLines({
    youngest: [
      'Well done! The ambulance is coming, and the police are coming too.',
      'Stay with your grown-up, far away from the cars.',
      'Keep the phone with you until I tell you to hang up.',
      'The ambulance is there now. You were very brave. You can hang up now.',
    ],
    young: [
      `Well done. I'm sending ${request('ambulance')} and ${request('police')} now.`,
      `Stay on the ${pavement} with your grown-up, well away from the road and the cars.`,
      'Stay on the line until I tell you to hang up.',
      'The paramedics are there now. You did a great job. You can hang up now.',
    ],
    older: [
      `Well done. I'm sending ${request('ambulance')} and ${request('police')} now.`,
      `Stay on the ${pavement}, well away from the traffic, and don't try to move anyone who is hurt.`,
      'Stay on the line until I tell you to hang up.',
      'The paramedics are with the driver now. You did really well. You can hang up now.',
    ],
  }),
});
