import { bandLines, bands, capitalise } from './context';
import type { ScenarioContentBuilder } from './scenario-content';

export const houseFire: ScenarioContentBuilder = ({ request, fireVehicle }) => ({
  situation: 'My house is on fire!',
  address: {
    modelAnswer: 'The address is 12 Oak Road, next to the park.',
    nearby: "I don't know the number, but we live on Oak Road, next to the park.",
  },
  description: {
    text: bands({
      youngest: 'What can you see? Where is the fire? Is it big or small?',
      young: 'Tell me what happened. Where is the fire, and is it big or small?',
      older: 'Tell me exactly what happened. Where is the fire, and how big is it?',
    }),
    // One thing at a time for ages 5–7; an answer to any part counts (ADR 057).
    parts: [
      { text: 'What can you see?', answeredBy: 'question' },
      { text: 'Where is the fire?', answeredBy: 'where' },
      { text: 'Is it big or small?', answeredBy: 'size' },
    ],
    modelAnswer: 'There is a big fire in the kitchen and lots of black smoke.',
    choices: [
      { emoji: '🔥', label: 'Big fire', sentence: 'There is a big fire in the kitchen and lots of smoke.' },
      {
        emoji: '💨',
        label: 'Lots of smoke',
        sentence: 'There is lots of black smoke coming out of the kitchen.',
      },
      { emoji: '🍳', label: 'Small fire', sentence: 'There is a small fire on the cooker in the kitchen.' },
    ],
  },
  people: {
    text: bands({
      youngest: `The ${fireVehicle} is coming. Is anybody still inside your house?`,
      young: 'The firefighters are coming. Is anyone still inside the house?',
      older: 'Help is on the way. Is anyone still inside the house?',
      teen: 'Help is on the way. Is anyone still inside the building?',
    }),
    modelAnswer: 'No, everyone got out of the house because the smoke alarm went off.',
    choices: [
      {
        emoji: '✅',
        label: 'Everyone is out',
        sentence: 'No, everyone got out of the house because the smoke alarm went off.',
      },
      {
        emoji: '🏠',
        label: 'Someone is inside',
        sentence: 'Yes, my brother is still inside because he was asleep upstairs.',
      },
      { emoji: '🤷', label: 'Not sure', sentence: "I'm not sure, because I can't see my brother outside." },
    ],
  },
  closing: bandLines({
    youngest: [
      `Well done! The ${fireVehicle} is coming.`,
      'Stay outside. Do not go back in, not even for toys or pets.',
      'Keep the phone with you until I tell you to hang up.',
      'The firefighters are here now. You were very brave. You can hang up now.',
    ],
    young: [
      `Well done. I'm sending ${request('fire')} now.`,
      "Get out, stay out. Don't go back inside for anything, not even toys or pets.",
      'Stay on the line until I tell you to hang up.',
      'The firefighters are there now. You did a great job. You can hang up now.',
    ],
    older: [
      `Well done. ${capitalise(request('fire'))} is on the way.`,
      "Get out, stay out, and don't go back inside for anything, not even pets or phones.",
      'Stay on the line until I tell you to hang up.',
      'The firefighters are with you now. You did really well. You can hang up now.',
    ],
  }),
});
