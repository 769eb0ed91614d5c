import { describe, expect, it } from 'vitest';
import type { ChildProgressRecord } from '@callready/contract';
import { scoreFigure } from '@callready/core';
import { dashboardStats, recentProgress } from './dashboard-stats';

let next = 0;
function record(overallStars: number, completionDate: string): ChildProgressRecord {
  next += 1;
  return { id: `r${next}`, scenarioType: '111', scenarioId: 'fever-child', overallStars, completionDate };
}

describe('dashboard stats', () => {
  it('are all zero before the first practice call', () => {
    const stats = dashboardStats([]);
    expect([stats.completed.text, stats.averageStars.text, stats.greatCalls.text]).toEqual([
      '0',
      '0.0 of 5',
      '0',
    ]);
  });

  it('count results, average the stars out of 5 and count 4+ star results as great', () => {
    const records = [
      record(5, '2025-03-05'),
      record(4, '2025-03-04'),
      record(3, '2025-03-03'),
      record(1, '2025-03-02'),
    ];
    // mean 3.25 stars, shown to one decimal as on the reports
    const stats = dashboardStats(records);
    expect(stats.completed).toEqual(scoreFigure('callsCompleted', 4));
    expect(stats.averageStars).toEqual(scoreFigure('averageStars', 3.3));
    expect(stats.averageStars.text).toBe('3.3 of 5');
    expect(stats.greatCalls).toEqual(scoreFigure('greatCalls', 2));
  });
});

describe('recent progress', () => {
  it('shows the five newest results, newest first', () => {
    const records = [
      record(1, '2025-01-01T10:00:00Z'),
      record(2, '2025-01-06T10:00:00Z'),
      record(3, '2025-01-03T10:00:00Z'),
      record(4, '2025-01-05T10:00:00Z'),
      record(5, '2025-01-02T10:00:00Z'),
      record(2, '2025-01-04T10:00:00Z'),
    ];
    expect(recentProgress(records).map((entry) => entry.completionDate.slice(0, 10))).toEqual([
      '2025-01-06',
      '2025-01-05',
      '2025-01-04',
      '2025-01-03',
      '2025-01-02',
    ]);
  });
});
