// The child dashboard's figures (docs/product.md §2.12, §9.15): calls completed, average stars and great
// calls, each named and scaled by core's scoreFigure as on every other screen.
import type { ChildProgressRecord } from '@callready/contract';
import { averageStars, isGreatScore, scoreFigure, type ScoreFigure } from '@callready/core';

export const RECENT_PROGRESS_COUNT = 5;

export interface DashboardStats {
  completed: ScoreFigure;
  /** The average of the calls' stars, out of 5; 0 before the first result. */
  averageStars: ScoreFigure;
  /** Results with 4 or more stars. */
  greatCalls: ScoreFigure;
}

export function dashboardStats(records: readonly ChildProgressRecord[]): DashboardStats {
  const stars = records.map((record) => record.overallStars);
  const starTotal = stars.reduce((sum, value) => sum + value, 0);
  return {
    completed: scoreFigure('callsCompleted', records.length),
    averageStars: scoreFigure('averageStars', averageStars(starTotal, records.length)),
    greatCalls: scoreFigure('greatCalls', stars.filter(isGreatScore).length),
  };
}

function completedAt(record: ChildProgressRecord): number {
  const time = Date.parse(record.completionDate);
  return Number.isNaN(time) ? -Infinity : time;
}

/** The newest results first, at most five. */
export function recentProgress(
  records: readonly ChildProgressRecord[],
  count = RECENT_PROGRESS_COUNT,
): ChildProgressRecord[] {
  return [...records].sort((a, b) => completedAt(b) - completedAt(a)).slice(0, count);
}
