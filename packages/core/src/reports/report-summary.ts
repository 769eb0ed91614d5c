// The reports screen's summary cards (docs/product.md §2, §9 "Reports summary"; stars 1–5 per docs/architecture.md §5.1).
import { averageStars } from '../scoring';
import { PERFECT_SCORE_STARS, type ProgressReportRecord } from './report-record';

export interface ReportSummary {
  totalScenarios: number;
  /** Average stars (scoring/averageStars): mean overall stars to one decimal; 0 with no calls. */
  averageStars: number;
  /** Mean over the calls whose time was measured; null when none was. */
  averageTimeSeconds: number | null;
  /** Calls with PERFECT_SCORE_STARS. */
  perfectScores: number;
}

export function summarizeReports(
  records: readonly Pick<ProgressReportRecord, 'overallStars' | 'timeTakenSeconds'>[],
): ReportSummary {
  let stars = 0;
  let timed = 0;
  let seconds = 0;
  let perfectScores = 0;
  for (const record of records) {
    stars += record.overallStars;
    if (record.overallStars === PERFECT_SCORE_STARS) perfectScores += 1;
    if (record.timeTakenSeconds !== null) {
      timed += 1;
      seconds += record.timeTakenSeconds;
    }
  }
  return {
    totalScenarios: records.length,
    averageStars: averageStars(stars, records.length),
    averageTimeSeconds: timed === 0 ? null : seconds / timed,
    perfectScores,
  };
}

/** 'Average Score' to one decimal: 4.3. */
export function formatAverageStars(averageStars: number): string {
  return (Math.round(averageStars * 10) / 10).toFixed(1);
}

/** A call's length in minutes and seconds, 'N/A' when unknown: 2m 05s, 0m 45s. */
export function formatMinutesSeconds(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'N/A';
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}
