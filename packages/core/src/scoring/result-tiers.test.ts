import { describe, expect, it } from 'vitest';
import {
  RESULT_TIERS,
  isGreatScore,
  isPerfectScore,
  overallStarsFromAnswerAverage,
  resultTierFor,
  tierScoreFromAnswerAverage,
} from './result-tiers';

describe('RESULT_TIERS', () => {
  it('lists the spec titles, levels and certificates from highest to lowest', () => {
    expect(RESULT_TIERS.map((tier) => [tier.title, tier.level, tier.certificate])).toEqual([
      ['Emergency Expert', 5, 'Expert Emergency Caller'],
      ['Emergency Star', 4, 'Emergency Star Caller'],
      ['Helpful Buddy', 3, 'Helpful Emergency Buddy'],
      ['Growing Helper', 2, 'Growing Emergency Helper'],
      ['Brave Beginner', 1, 'Brave Emergency Beginner'],
    ]);
  });
});

describe('tierScoreFromAnswerAverage', () => {
  it('maps the 1–3 answer scale onto 1–5', () => {
    expect(tierScoreFromAnswerAverage(1)).toBe(1);
    expect(tierScoreFromAnswerAverage(2)).toBe(3);
    expect(tierScoreFromAnswerAverage(3)).toBe(5);
    expect(tierScoreFromAnswerAverage(2.5)).toBe(4);
  });
});

describe('overallStarsFromAnswerAverage', () => {
  it('gives a perfect call five stars and the lowest call one star', () => {
    expect(overallStarsFromAnswerAverage(3)).toBe(5);
    expect(overallStarsFromAnswerAverage(1)).toBe(1);
  });

  it('rounds halves up', () => {
    expect(overallStarsFromAnswerAverage(1.75)).toBe(3); // 2.5
    expect(overallStarsFromAnswerAverage(2.25)).toBe(4); // 3.5
    expect(overallStarsFromAnswerAverage(1.7)).toBe(2); // 2.4
  });

  it('handles averages of three answers', () => {
    expect(overallStarsFromAnswerAverage((3 + 3 + 2) / 3)).toBe(4); // 4.33
    expect(overallStarsFromAnswerAverage((3 + 2 + 2) / 3)).toBe(4); // 3.67
    expect(overallStarsFromAnswerAverage((2 + 1 + 1) / 3)).toBe(2); // 1.67
  });

  it('clamps to 1–5', () => {
    expect(overallStarsFromAnswerAverage(0)).toBe(1);
    expect(overallStarsFromAnswerAverage(4)).toBe(5);
    expect(overallStarsFromAnswerAverage(Number.NaN)).toBe(1);
  });
});

describe('resultTierFor', () => {
  it.each([
    [5, 'Emergency Expert'],
    [4.5, 'Emergency Expert'],
    [4.49, 'Emergency Star'],
    [3.5, 'Emergency Star'],
    [3.49, 'Helpful Buddy'],
    [2.5, 'Helpful Buddy'],
    [2.49, 'Growing Helper'],
    [1.5, 'Growing Helper'],
    [1.49, 'Brave Beginner'],
    [1, 'Brave Beginner'],
    [0, 'Brave Beginner'],
  ])('reads %d as %s', (score, title) => {
    expect(resultTierFor(score).title).toBe(title);
  });

  it('falls back to the lowest tier for a missing score', () => {
    expect(resultTierFor(Number.NaN).level).toBe(1);
  });

  it('makes every tier reachable from answer averages', () => {
    const levels = new Set(
      [1, 1.5, 2, 2.5, 3].map((avg) => resultTierFor(tierScoreFromAnswerAverage(avg)).level),
    );
    expect([...levels].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('tolerates floating-point drift just below a threshold', () => {
    expect(resultTierFor(4.5 - 1e-12).title).toBe('Emergency Expert');
  });
});

describe('great and perfect scores', () => {
  it('counts 4 or more stars as great', () => {
    expect(isGreatScore(3)).toBe(false);
    expect(isGreatScore(4)).toBe(true);
    expect(isGreatScore(5)).toBe(true);
  });

  it('counts only 5 stars as perfect', () => {
    expect(isPerfectScore(4)).toBe(false);
    expect(isPerfectScore(5)).toBe(true);
  });
});
