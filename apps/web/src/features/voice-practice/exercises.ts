// docs/product.md §3 "Voice practice exercises": six speaking exercises, easiest first, and two breathing
// exercises for staying calm. Only the last exercise depends on the child's country (its number).

export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export interface VoiceExercise {
  id: string;
  title: string;
  difficulty: Difficulty;
  /** Why this skill matters on a real call. */
  description: string;
  /** What to do now, out loud. */
  instruction: string;
  /** Something the child could say. */
  example: string;
  /** Words of the example a recording should contain; empty where the child uses their own words. */
  keyWords: readonly string[];
}

/** One part of a breath, counted in seconds; `step` is the written step (0–3) it follows. */
export interface BreathPhase {
  cue: 'Breathe in' | 'Hold' | 'Breathe out';
  seconds: number;
  step: number;
}

export interface BreathingExercise {
  id: string;
  title: string;
  description: string;
  steps: readonly [string, string, string, string];
  /** The live count after Start: these phases, `rounds` times. */
  phases: readonly BreathPhase[];
  rounds: number;
}

export function buildVoiceExercises(emergencyNumber: string): readonly VoiceExercise[] {
  return [
    {
      id: 'speaking-clearly',
      title: 'Speaking Clearly',
      difficulty: 'Easy',
      description: 'The operator needs to hear every word, even on a crackly line or in a noisy room.',
      instruction:
        'Say the sentence below out loud at your normal volume. Go a little slower than usual and finish each word before you start the next one.',
      // About no one's name: a child told to say "My name is Sam" is not Sam.
      example: 'Hello, I need some help, please. Can you hear me?',
      keyWords: ['help', 'please'],
    },
    {
      id: 'emergency-location',
      title: 'Emergency Location',
      difficulty: 'Easy',
      description:
        'Where you are is the most important thing you can tell the operator, so help can find you fast.',
      instruction:
        'Say your full address: the house number, the street and the town. Then practise describing a place you know without an address, using something you can see nearby.',
      example: "I'm at 12 Oak Street in Riverside. It's the blue house next to the park.",
      keyWords: [],
    },
    {
      id: 'staying-calm',
      title: 'Staying Calm',
      difficulty: 'Medium',
      description: 'A calm voice is easier to understand, and staying calm helps you think clearly.',
      instruction:
        'Take one slow breath in and out, then say the sentence below at a steady pace. If your voice speeds up or wobbles, stop, breathe, and try again.',
      example: "There is smoke coming from the kitchen. I'm outside and I'm safe.",
      keyWords: ['smoke', 'kitchen', 'outside', 'safe'],
    },
    {
      id: 'describing-what-you-see',
      title: 'Describing What You See',
      difficulty: 'Medium',
      description: "The operator can't see what you see, so your words have to paint the picture.",
      instruction:
        'Look around the room and describe three things out loud: what is happening, who is there, and anything that could be dangerous.',
      example: "A man fell off his bike. He's holding his leg, and there is a car stopped next to him.",
      keyWords: [],
    },
    {
      id: 'answering-questions',
      title: 'Answering Questions',
      difficulty: 'Medium',
      description: 'Operators ask short questions one at a time. Short, clear answers help them most.',
      instruction:
        'Ask a grown-up to read you these questions, or read them yourself, and answer each one in one short sentence: Is the person awake? Are they breathing? Is anyone else hurt?',
      example: "Yes, she's awake. Yes, she's breathing. No, nobody else is hurt.",
      keyWords: ['awake', 'breathing', 'hurt'],
    },
    {
      id: 'full-emergency-call',
      title: 'Full Emergency Call',
      difficulty: 'Hard',
      description: 'Put everything together in one pretend call, from the first words to the very end.',
      instruction: `Pretend you are calling ${emergencyNumber}. Ask for the right service, say where you are, explain what happened and answer every question. Stay on the line until the operator says you can hang up.`,
      example: `Operator: "${emergencyNumber}, what's your emergency?" You: "I need an ambulance, please. My grandad fell over and can't get up. We're at 12 Oak Street in Riverside."`,
      keyWords: [],
    },
  ];
}

export const BREATHING_EXERCISES: readonly [BreathingExercise, BreathingExercise] = [
  {
    id: 'square-breathing',
    title: 'Square Breathing',
    description: 'Follow the dot around the square. Each side takes four slow counts.',
    steps: [
      'Breathe in slowly through your nose for 4 counts',
      'Hold your breath gently for 4 counts',
      'Breathe out slowly through your mouth for 4 counts',
      'Hold again for 4 counts, then start the next square',
    ],
    phases: [
      { cue: 'Breathe in', seconds: 4, step: 0 },
      { cue: 'Hold', seconds: 4, step: 1 },
      { cue: 'Breathe out', seconds: 4, step: 2 },
      { cue: 'Hold', seconds: 4, step: 3 },
    ],
    rounds: 4,
  },
  {
    id: 'belly-breathing',
    title: 'Belly Breathing',
    description: 'Breathe deep into your tummy, like filling up a balloon, and let it go slowly.',
    steps: [
      'Sit or stand comfortably and put one hand on your tummy',
      'Breathe in through your nose and feel your tummy rise like a balloon',
      'Breathe out slowly through your mouth, like blowing bubbles',
      'Do it 5 times, a little slower each time',
    ],
    // Out for longer than in: a slow breath out is what calms.
    phases: [
      { cue: 'Breathe in', seconds: 4, step: 1 },
      { cue: 'Breathe out', seconds: 6, step: 2 },
    ],
    rounds: 5,
  },
];

/** The example as it is read aloud: the "Operator:" and "You:" labels and quote marks are for reading, not saying. */
export function spokenExample(example: string): string {
  return example
    .replace(/\b(?:Operator|You):\s*/g, '')
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
