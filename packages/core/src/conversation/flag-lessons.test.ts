import { describe, expect, it } from 'vitest';
import { redFlagLessons } from './flag-lessons';
import { RED_FLAGS } from './red-flags';

describe('redFlagLessons', () => {
  it('has a line for every red flag in every reading band, simplest for the youngest', () => {
    for (const age of [5, 9, 14]) {
      const lines = redFlagLessons(RED_FLAGS, age);
      expect(lines).toHaveLength(RED_FLAGS.length);
      for (const line of lines) expect(line.length).toBeGreaterThan(10);
    }
    const [youngest] = redFlagLessons(['not-breathing'], 6);
    expect(youngest).toBe('You told the helper they were not breathing.');
    expect(redFlagLessons([], 9)).toEqual([]);
  });
});
