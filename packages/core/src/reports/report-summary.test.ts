import { describe, expect, it } from 'vitest';
import { formatAverageStars, formatMinutesSeconds, summarizeReports } from './report-summary';

describe('summarizeReports', () => {
  it('counts calls, averages stars, averages only measured times and counts 5-star calls', () => {
    const summary = summarizeReports([
      { overallStars: 5, timeTakenSeconds: 100 },
      { overallStars: 4, timeTakenSeconds: null },
      { overallStars: 2, timeTakenSeconds: 50 },
      { overallStars: 5, timeTakenSeconds: 61 },
    ]);
    expect(summary).toEqual({
      totalScenarios: 4,
      averageStars: 4,
      averageTimeSeconds: 70.33333333333333,
      perfectScores: 2,
    });
  });

  it('has no average time when no call was timed, and zeros with no calls', () => {
    expect(summarizeReports([{ overallStars: 3, timeTakenSeconds: null }]).averageTimeSeconds).toBeNull();
    expect(summarizeReports([])).toEqual({
      totalScenarios: 0,
      averageStars: 0,
      averageTimeSeconds: null,
      perfectScores: 0,
    });
  });
});

describe('formatAverageStars', () => {
  it.each([
    [4, '4.0'],
    [11 / 3, '3.7'],
    [4.25, '4.3'],
    [0, '0.0'],
  ])('shows %d as %s', (value, text) => {
    expect(formatAverageStars(value)).toBe(text);
  });
});

describe('formatMinutesSeconds', () => {
  it.each([
    [125, '2m 05s'],
    [45, '0m 45s'],
    [70.4, '1m 10s'],
    [3600, '60m 00s'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });

  it("shows 'N/A' without a time", () => {
    expect(formatMinutesSeconds(null)).toBe('N/A');
  });
});
