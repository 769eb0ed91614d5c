import { describe, expect, it } from 'vitest';
import { BREATHING_EXERCISES, buildVoiceExercises, spokenExample } from './exercises';

describe('voice practice exercises', () => {
  it('are the six speaking exercises of the spec, easiest first', () => {
    expect(
      buildVoiceExercises('999').map((exercise) => `${exercise.title} (${exercise.difficulty})`),
    ).toEqual([
      'Speaking Clearly (Easy)',
      'Emergency Location (Easy)',
      'Staying Calm (Medium)',
      'Describing What You See (Medium)',
      'Answering Questions (Medium)',
      'Full Emergency Call (Hard)',
    ]);
  });

  it('each say why, what to do and what to say', () => {
    for (const exercise of buildVoiceExercises('999')) {
      expect(exercise.description).not.toBe('');
      expect(exercise.instruction).not.toBe('');
      expect(exercise.example).not.toBe('');
    }
    expect(new Set(buildVoiceExercises('999').map((exercise) => exercise.id)).size).toBe(6);
  });

  it("practise the full call with the child's own emergency number", () => {
    const fullCall = buildVoiceExercises('911').at(-1);
    expect(fullCall?.instruction).toContain('calling 911');
    expect(fullCall?.example).toContain('911');
  });

  it('include square and belly breathing, four steps each', () => {
    expect(BREATHING_EXERCISES.map((exercise) => [exercise.title, exercise.steps.length])).toEqual([
      ['Square Breathing', 4],
      ['Belly Breathing', 4],
    ]);
  });

  it('read the examples aloud without the speaker labels and quote marks', () => {
    const fullCall = buildVoiceExercises('999').at(-1)!;
    expect(spokenExample(fullCall.example)).toBe(
      "999, what's your emergency? I need an ambulance, please. My grandad fell over and can't get up. We're at 12 Oak Street in Riverside.",
    );
    const first = buildVoiceExercises('999')[0]!;
    expect(spokenExample(first.example)).toBe(first.example);
  });
});
