import { describe, expect, it } from 'vitest';
import {
  SCORE_FIGURES,
  averageStars,
  callStarTotals,
  scoreFigure,
  type ScoreFigureId,
} from './score-figures';

describe('averageStars', () => {
  it('is the mean of the calls’ stars to one decimal', () => {
    expect(averageStars(9, 3)).toBe(3);
    expect(averageStars(13, 3)).toBe(4.3); // 4.333…
    expect(averageStars(14, 3)).toBe(4.7); // 4.666…
    expect(averageStars(7, 2)).toBe(3.5);
  });

  it('is 0 with no calls', () => {
    expect(averageStars(0, 0)).toBe(0);
    expect(averageStars(Number.NaN, 2)).toBe(0);
  });
});

describe('callStarTotals', () => {
  it('counts the calls, averages their stars and counts great (4+) and perfect (5) calls', () => {
    expect(callStarTotals([3, 3, 3])).toEqual({ calls: 3, averageStars: 3, greatCalls: 0, perfectCalls: 0 });
    expect(callStarTotals([5, 4, 2])).toEqual({
      calls: 3,
      averageStars: 3.7,
      greatCalls: 2,
      perfectCalls: 1,
    });
    expect(callStarTotals([])).toEqual({ calls: 0, averageStars: 0, greatCalls: 0, perfectCalls: 0 });
  });
});

describe('scoreFigure', () => {
  it('shows average stars on the 5-star scale, never as a percentage', () => {
    expect(scoreFigure('averageStars', 3)).toMatchObject({
      name: 'Average stars',
      text: '3.0 of 5',
      value: 3,
    });
    expect(scoreFigure('averageStars', 4.26).text).toBe('4.3 of 5');
  });

  it('shows a call’s stars and an answer’s stars on their own scales', () => {
    expect(scoreFigure('callStars', 4).text).toBe('4 of 5');
    expect(scoreFigure('answerStars', 2).text).toBe('2 of 3');
  });

  it('shows the four answer categories as percentages, clamped to 0–100', () => {
    expect(scoreFigure('clarity', 66.66).text).toBe('67%');
    expect(scoreFigure('calmness', 120).text).toBe('100%');
    expect(scoreFigure('accuracy', -3).text).toBe('0%');
    expect(scoreFigure('serviceChoice', 100).text).toBe('100%');
  });

  it('shows counts as whole numbers', () => {
    expect(scoreFigure('callsCompleted', 12).text).toBe('12');
    expect(scoreFigure('greatCalls', 2).name).toBe('Great calls');
  });

  it('gives every figure a distinct name and a sentence saying what it measures', () => {
    const ids = Object.keys(SCORE_FIGURES) as ScoreFigureId[];
    const names = ids.map((id) => SCORE_FIGURES[id].name);
    expect(new Set(names).size).toBe(ids.length);
    for (const id of ids) expect(SCORE_FIGURES[id].measures.length).toBeGreaterThan(10);
  });
});
