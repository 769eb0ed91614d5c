import { describe, expect, it } from 'vitest';
import { buildVoiceExercises } from './exercises';
import { exercisesForAge, voicePracticeIntro } from './young-exercise-words';

const longestSentence = (text: string) =>
  Math.max(...text.split(/[.!?:]\s*/).map((sentence) => sentence.split(/\s+/).filter(Boolean).length));

describe('voice practice for the youngest readers', () => {
  const exercises = buildVoiceExercises('999');

  it('gives every exercise a short why and what-to-do for ages 5–7, without "crackly line"', () => {
    const young = exercisesForAge(exercises, 6, '999');
    expect(young.map((exercise) => exercise.id)).toEqual(exercises.map((exercise) => exercise.id));
    young.forEach((exercise, index) => {
      const original = exercises[index]!;
      expect(exercise.description).not.toBe(original.description);
      expect(exercise.instruction).not.toBe(original.instruction);
      // The example is what the child says, and stays.
      expect(exercise.example).toBe(original.example);
      for (const text of [exercise.description, exercise.instruction]) {
        expect(text).not.toMatch(/crackly|noisy room|paint the picture|steady pace/);
        expect(longestSentence(text)).toBeLessThanOrEqual(16);
      }
    });
    expect(young.at(-1)!.instruction).toContain('999');
  });

  it('keeps the full words from 8 and for a parent', () => {
    expect(exercisesForAge(exercises, 8, '999')).toBe(exercises);
    expect(exercisesForAge(exercises, null, '999')).toBe(exercises);
    expect(voicePracticeIntro(null)).toMatch(/one exercise at a time/);
    expect(voicePracticeIntro(6)).toBe('Practise talking like a good caller. Say each one out loud!');
  });
});
