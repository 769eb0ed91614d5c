import { describe, expect, it } from 'vitest';
import { averageScorePercent } from './family-stats';

describe('averageScorePercent', () => {
  it('is the mean of overall stars × 20, rounded (docs/product.md §9)', () => {
    expect(averageScorePercent(11, 3)).toBe(73);
    expect(averageScorePercent(10, 2)).toBe(100);
    expect(averageScorePercent(7, 2)).toBe(70);
  });

  it('rounds an exact half up, without floating-point drift', () => {
    // 41 / 40 = 1.025 stars, × 20 = 20.5
    expect(averageScorePercent(41, 40)).toBe(21);
  });

  it('is 0 when nothing has been completed', () => {
    expect(averageScorePercent(0, 0)).toBe(0);
  });
});
