// Every score figure a family sees (docs/product.md §9.15, ADR 039): one name, one scale and one sentence
// saying what it measures, the same on the child's dashboard, the parent's dashboard, the reports and
// the results page. Screens build their figures with scoreFigure and average stars with averageStars,
// so a figure cannot read 60 % in one place and 3.0 of 5 in another.
import { isGreatScore, isPerfectScore } from './result-tiers';

export const CALL_STAR_MAX = 5;
export const ANSWER_STAR_MAX = 3;

export type ScoreFigureId =
  | 'callsCompleted'
  | 'averageStars'
  | 'greatCalls'
  | 'perfectCalls'
  | 'callStars'
  | 'answerStars'
  | 'clarity'
  | 'calmness'
  | 'accuracy'
  | 'serviceChoice';

/** An average of stars keeps one decimal; one call's or one answer's stars are whole. */
type Scale = 'count' | 'average-stars-of-5' | 'stars-of-5' | 'stars-of-3' | 'percent';

export interface ScoreFigureDefinition {
  /** The figure's one name on every screen. */
  name: string;
  /** What it measures, in words a parent and an older child both read. */
  measures: string;
  scale: Scale;
}

export const SCORE_FIGURES: Readonly<Record<ScoreFigureId, ScoreFigureDefinition>> = {
  callsCompleted: { name: 'Calls completed', measures: 'Practice calls finished', scale: 'count' },
  averageStars: {
    name: 'Average stars',
    measures: 'The average of the calls’ stars, out of 5',
    scale: 'average-stars-of-5',
  },
  greatCalls: { name: 'Great calls', measures: 'Calls that earned 4 or 5 stars', scale: 'count' },
  perfectCalls: { name: 'Perfect calls', measures: 'Calls that earned all 5 stars', scale: 'count' },
  callStars: { name: 'Stars', measures: 'How the whole call went, out of 5 stars', scale: 'stars-of-5' },
  answerStars: { name: 'Answer stars', measures: 'How one answer went, out of 3 stars', scale: 'stars-of-3' },
  clarity: {
    name: 'Clarity',
    measures: 'How clear the spoken answers were: enough words, not too many “ums”',
    scale: 'percent',
  },
  calmness: { name: 'Calmness', measures: 'How calm the words of the spoken answers were', scale: 'percent' },
  accuracy: {
    name: 'Accuracy',
    measures: 'How much of what the operator asked for the answers gave',
    scale: 'percent',
  },
  serviceChoice: {
    name: 'Service choice',
    measures: 'Whether the right service was asked for',
    scale: 'percent',
  },
};

export interface ScoreFigure extends ScoreFigureDefinition {
  id: ScoreFigureId;
  /** The number on the figure's scale; 0 when not rated. */
  value: number;
  /** The value as every screen shows it: '3.4 of 5', '67%', '12', or 'Not rated'. */
  text: string;
  /** False for clarity or calmness when no answer was spoken and heard clearly (ADR 036, ADR 054). */
  rated: boolean;
}

/** Shown for clarity and calmness when every answer was typed, tapped or checked (ADR 036, ADR 054). */
export const NOT_RATED_TEXT = 'Not rated';
export const NOT_RATED_REASON = 'Only spoken answers heard clearly are rated for this';

/**
 * Which calls get which scores, said the same way wherever the scores are promised or shown: the home
 * page, the how-it-works page and the reports (ADR 057). Clarity and calmness are only rated on
 * spoken answers heard clearly (ADR 036, ADR 054); accuracy on every answer, however it came.
 */
export const SCORE_COVERAGE =
  'Every call gets an accuracy score; clarity and calmness scores come from answers spoken out loud.';

function clamp(value: number, low: number, high: number): number {
  return Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : low;
}

function formatValue(scale: Scale, value: number): { value: number; text: string } {
  switch (scale) {
    case 'count': {
      const count = Math.max(0, Math.round(clamp(value, 0, Number.MAX_SAFE_INTEGER)));
      return { value: count, text: String(count) };
    }
    case 'average-stars-of-5': {
      const stars = Math.round(clamp(value, 0, CALL_STAR_MAX) * 10) / 10;
      return { value: stars, text: `${stars.toFixed(1)} of ${CALL_STAR_MAX}` };
    }
    case 'stars-of-5': {
      const stars = Math.round(clamp(value, 0, CALL_STAR_MAX));
      return { value: stars, text: `${stars} of ${CALL_STAR_MAX}` };
    }
    case 'stars-of-3': {
      const stars = Math.round(clamp(value, 0, ANSWER_STAR_MAX));
      return { value: stars, text: `${stars} of ${ANSWER_STAR_MAX}` };
    }
    case 'percent': {
      const percent = Math.round(clamp(value, 0, 100));
      return { value: percent, text: `${percent}%` };
    }
  }
}

/**
 * A figure ready to show: its name, what it measures, and its value on its one scale. Null is a
 * figure that was not rated (clarity and calmness of a call with no spoken answer, ADR 036).
 */
export function scoreFigure(id: ScoreFigureId, value: number | null): ScoreFigure {
  const definition = SCORE_FIGURES[id];
  if (value === null) return { id, ...definition, value: 0, text: NOT_RATED_TEXT, rated: false };
  return { id, ...definition, ...formatValue(definition.scale, value), rated: true };
}

/**
 * Average stars: the mean of the calls' overall stars (1–5) to one decimal, 0 with no calls.
 * Taken from the total and the count, so the database's sums and a list of calls give the same figure.
 */
export function averageStars(starTotal: number, calls: number): number {
  if (!(calls > 0) || !Number.isFinite(starTotal)) return 0;
  return Math.round((starTotal * 10) / calls) / 10;
}

/** The stars of a list of calls: how many, their average, and the great and perfect ones. */
export function callStarTotals(stars: readonly number[]): {
  calls: number;
  averageStars: number;
  greatCalls: number;
  perfectCalls: number;
} {
  const total = stars.reduce((sum, value) => sum + value, 0);
  return {
    calls: stars.length,
    averageStars: averageStars(total, stars.length),
    greatCalls: stars.filter(isGreatScore).length,
    perfectCalls: stars.filter(isPerfectScore).length,
  };
}
