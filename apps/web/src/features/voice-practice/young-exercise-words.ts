// Voice practice in the youngest reading band's words (ADR 023, ADR 058): the same exercises, with
// a why and a what-to-do a 6-year-old can read or hear read. The examples stay, as they are said.
import { readingBand } from '@callready/core';
import type { VoiceExercise } from './exercises';

type Words = Pick<VoiceExercise, 'description' | 'instruction'>;

const YOUNG: Readonly<Record<string, (emergencyNumber: string) => Words>> = {
  'speaking-clearly': () => ({
    description:
      'The operator must hear every word. The phone may sound bad, or it may be loud where you are.',
    instruction: 'Say the words below out loud. Go slowly. Finish each word before the next one.',
  }),
  'emergency-location': () => ({
    description:
      'Where you are is the most important thing to tell the operator. Then help can find you fast.',
    instruction:
      'Say your address: your number, your street and your town. Then say what you can see near you.',
  }),
  'staying-calm': () => ({
    description: 'A calm voice is easy to understand. Being calm helps you think.',
    instruction:
      'Take a slow breath in and out. Then say the words below, slowly. If your voice goes fast or wobbly, stop, breathe and try again.',
  }),
  'describing-what-you-see': () => ({
    description: "The operator can't see what you see. Your words help them see it.",
    instruction:
      'Look around the room. Say three things: what is going on, who is there, and what could hurt someone.',
  }),
  'answering-questions': () => ({
    description: 'The operator asks short questions, one at a time. Short answers help the most.',
    instruction:
      'Ask a grown-up to read you these questions. Answer each one with a few words: Is the person awake? Are they breathing? Is anyone else hurt?',
  }),
  'full-emergency-call': (emergencyNumber) => ({
    description: 'Put it all together in one pretend call.',
    instruction: `Pretend you call ${emergencyNumber}. Ask for the right helpers. Say where you are and what happened. Answer every question. Stay on the phone until the operator says you can hang up.`,
  }),
};

/** The exercises as a child of `age` reads them (null: a parent browsing reads the full words). */
export function exercisesForAge(
  exercises: readonly VoiceExercise[],
  age: number | null,
  emergencyNumber: string,
): readonly VoiceExercise[] {
  if (age === null || readingBand(age) !== '5-7') return exercises;
  return exercises.map((exercise) => {
    const young = YOUNG[exercise.id];
    return young ? { ...exercise, ...young(emergencyNumber) } : exercise;
  });
}

/** The page's subtitle for each band. */
export function voicePracticeIntro(age: number | null): string {
  return age !== null && readingBand(age) === '5-7'
    ? 'Practise talking like a good caller. Say each one out loud!'
    : 'Practise the skills every good caller needs, one exercise at a time. Say each one out loud!';
}
