import { describe, expect, it } from 'vitest';
import type { AnswerStars, ResponseRating } from '../rating';
import type { ExtractedInfo } from './extract';
import { computeResults } from './results';

function rating(stars: AnswerStars, categories: Partial<ResponseRating['categories']> = {}): ResponseRating {
  return {
    stars,
    praise: '',
    feedback: '',
    tips: [],
    skill: 'speak-clearly',
    categories: { clarity: stars, completeness: stars, calmness: stars, ...categories },
  };
}

const requested: ExtractedInfo = { serviceRequested: { value: 'fire', confidence: 0.9, source: 'answer' } };
const time = { startedAt: 1_000_000, finishedAt: 1_090_400 };

describe('computeResults', () => {
  it('turns category averages into percentages: stars × 33.33, rounded', () => {
    const results = computeResults(
      [
        rating(3, { clarity: 3, calmness: 2, completeness: 1 }),
        rating(3, { clarity: 2, calmness: 2, completeness: 1 }),
      ],
      requested,
      time,
    );
    expect(results.scores).toEqual({ clarity: 83, calmness: 67, accuracy: 33, serviceSelection: 100 });
  });

  it('gives a perfect call 100 everywhere, 5 stars and the top tier', () => {
    const results = computeResults([rating(3), rating(3), rating(3), rating(3)], requested, time);
    expect(results.scores).toEqual({ clarity: 100, calmness: 100, accuracy: 100, serviceSelection: 100 });
    expect(results.answerAverage).toBe(3);
    expect(results.overallStars).toBe(5);
    expect(results.tier).toMatchObject({
      title: 'Emergency Expert',
      level: 5,
      certificate: 'Expert Emergency Caller',
    });
  });

  it('scores service selection 100 only when the child asked for a service', () => {
    expect(computeResults([rating(2)], requested, time).scores.serviceSelection).toBe(100);
    expect(
      computeResults(
        [rating(2)],
        { serviceRequested: { value: 'fire', confidence: 0.99, source: 'placeholder' } },
        time,
      ).scores.serviceSelection,
    ).toBe(0);
    expect(computeResults([rating(2)], {}, time).scores.serviceSelection).toBe(0);
  });

  it.each([
    [[3, 3, 3, 2], 5, 'Emergency Expert'],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3, 2], 5, 'Emergency Expert'],
    [[3, 3, 2, 2], 4, 'Emergency Star'],
    [[3, 2, 2, 2], 4, 'Emergency Star'],
    [[2, 2, 2, 2], 3, 'Helpful Buddy'],
    [[2, 2, 2, 1], 3, 'Helpful Buddy'],
    [[2, 2, 1, 1], 2, 'Growing Helper'],
    [[2, 1, 1, 1], 2, 'Growing Helper'],
    [[1, 1, 1, 1], 1, 'Brave Beginner'],
  ] as const)('answers %j earn %i stars and %s', (stars, overall, title) => {
    const results = computeResults(
      stars.map((value) => rating(value)),
      requested,
      time,
    );
    expect(results.overallStars).toBe(overall);
    expect(results.tier.title).toBe(title);
  });

  it('just below a tier boundary stays in the lower tier', () => {
    // 2 × 2.7 − 1 = 4.4 → Emergency Star, 4 stars
    const results = computeResults(
      [3, 3, 3, 3, 3, 3, 3, 2, 2, 2].map((value) => rating(value as AnswerStars)),
      requested,
      time,
    );
    expect(results.tier.title).toBe('Emergency Star');
    expect(results.overallStars).toBe(4);
  });

  it('with no ratings, uses the mean of the four scores ÷ 33.33', () => {
    const results = computeResults([], requested, time);
    expect(results.scores).toEqual({ clarity: 0, calmness: 0, accuracy: 0, serviceSelection: 100 });
    expect(results.answerAverage).toBeCloseTo(25 / 33.33, 10);
    expect(results.overallStars).toBe(1);
    expect(results.tier.title).toBe('Brave Beginner');
  });

  it('measures the time taken in whole seconds, never negative', () => {
    expect(computeResults([rating(2)], requested, time).timeTakenSeconds).toBe(90);
    expect(
      computeResults([rating(2)], requested, { startedAt: 5000, finishedAt: 1000 }).timeTakenSeconds,
    ).toBe(0);
  });
});
