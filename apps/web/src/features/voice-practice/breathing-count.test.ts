import { describe, expect, it } from 'vitest';
import { breathingMoment, countText } from './breathing-count';
import { BREATHING_EXERCISES } from './exercises';

const [square, belly] = BREATHING_EXERCISES;

describe('countText', () => {
  it('builds the count up a second at a time, ending without a trailing ellipsis', () => {
    const breatheIn = square.phases[0]!;
    expect([1, 2, 3, 4].map((count) => countText(breatheIn, count))).toEqual([
      'Breathe in…',
      'Breathe in… 2…',
      'Breathe in… 2… 3…',
      'Breathe in… 2… 3… 4',
    ]);
  });
});

describe('breathingMoment', () => {
  it('goes in, hold, out, hold for square breathing, four seconds each', () => {
    const texts = [3, 7, 11, 15].map((second) => breathingMoment(square, second).text);
    expect(texts).toEqual(['Breathe in… 2… 3… 4', 'Hold… 2… 3… 4', 'Breathe out… 2… 3… 4', 'Hold… 2… 3… 4']);
    expect(breathingMoment(square, 16)).toMatchObject({ round: 2, count: 1, text: 'Breathe in…' });
  });

  it('follows the written step each part of the breath belongs to', () => {
    expect([0, 4, 8, 12].map((second) => breathingMoment(square, second).phase.step)).toEqual([0, 1, 2, 3]);
    expect([0, 4].map((second) => breathingMoment(belly, second).phase.step)).toEqual([1, 2]);
  });

  it('breathes out for longer than in for belly breathing, five times, then stops', () => {
    expect(breathingMoment(belly, 9).text).toBe('Breathe out… 2… 3… 4… 5… 6');
    expect(breathingMoment(belly, 49)).toMatchObject({ done: false, round: 5 });
    expect(breathingMoment(belly, 50)).toMatchObject({ done: true, text: 'All done. Well breathed!' });
  });
});
