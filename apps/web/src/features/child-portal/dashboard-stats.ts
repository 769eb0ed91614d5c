// The child dashboard's numbers (docs/product.md §2, §9): completed scenarios, average score and great scores.
import type { ChildProgressRecord } from '@callready/contract';
import { averageScorePercent, isGreatScore } from '@callready/core';

export const RECENT_PROGRESS_COUNT = 5;

export interface DashboardStats {
  completed: number;
  /** Mean overall stars × 20, rounded; 0 before the first result. */
  averageScorePercent: number;
  /** Results with 4 or more stars. */
  greatScores: number;
}

export function dashboardStats(records: readonly ChildProgressRecord[]): DashboardStats {
  const stars = records.map((record) => record.overall_stars);
  return {
    completed: records.length,
    averageScorePercent: averageScorePercent(stars),
    greatScores: stars.filter(isGreatScore).length,
  };
}

function completedAt(record: ChildProgressRecord): number {
  const time = Date.parse(record.completion_date);
  return Number.isNaN(time) ? -Infinity : time;
}

/** The newest results first, at most five. */
export function recentProgress(
  records: readonly ChildProgressRecord[],
  count = RECENT_PROGRESS_COUNT,
): ChildProgressRecord[] {
  return [...records].sort((a, b) => completedAt(b) - completedAt(a)).slice(0, count);
}
