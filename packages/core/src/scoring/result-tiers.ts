// One star scale (docs/architecture.md §5.1): answers earn 1–3 stars; a call earns 1–5 overall stars,
// and the result tiers of docs/product.md §9 are read on that 1–5 scale so every tier is reachable.

export type StarCount = 1 | 2 | 3 | 4 | 5;

export interface ResultTier {
  /** The lowest 1–5 score that reaches this tier. */
  minScore: number;
  title: string;
  level: StarCount;
  certificate: string;
}

/** Highest first, so the first tier whose minimum is reached wins. The spec's table, for emergency calls. */
export const RESULT_TIERS: readonly ResultTier[] = [
  { minScore: 4.5, title: 'Emergency Expert', level: 5, certificate: 'Expert Emergency Caller' },
  { minScore: 3.5, title: 'Emergency Star', level: 4, certificate: 'Emergency Star Caller' },
  { minScore: 2.5, title: 'Helpful Buddy', level: 3, certificate: 'Helpful Emergency Buddy' },
  { minScore: 1.5, title: 'Growing Helper', level: 2, certificate: 'Growing Emergency Helper' },
  { minScore: -Infinity, title: 'Brave Beginner', level: 1, certificate: 'Brave Emergency Beginner' },
];

/**
 * The same levels after an advice call (ADR 057): a child who rang the advice line well is an expert
 * at advice calls, not an "Emergency Expert". The spec's titles without the word emergency keep it
 * (Helpful Buddy, Growing Helper, Brave Beginner); each certificate names the advice call instead.
 */
export const ADVICE_RESULT_TIERS: readonly ResultTier[] = [
  { minScore: 4.5, title: 'Advice Call Expert', level: 5, certificate: 'Expert Advice Caller' },
  { minScore: 3.5, title: 'Advice Call Star', level: 4, certificate: 'Advice Call Star' },
  { minScore: 2.5, title: 'Helpful Buddy', level: 3, certificate: 'Helpful Advice Call Buddy' },
  { minScore: 1.5, title: 'Growing Helper', level: 2, certificate: 'Growing Advice Call Helper' },
  { minScore: -Infinity, title: 'Brave Beginner', level: 1, certificate: 'Brave Advice Call Beginner' },
];

// Averages are sums divided by counts; this absorbs floating-point drift just below a threshold.
const THRESHOLD_TOLERANCE = 1e-9;

/** Maps an answer average on the 1–3 scale onto the 1–5 scale (3 → 5, 2 → 3, 1 → 1). */
export function tierScoreFromAnswerAverage(answerAverage: number): number {
  return 2 * answerAverage - 1;
}

/** The overall stars saved for a call: clamp(round(2 × average − 1), 1, 5). */
export function overallStarsFromAnswerAverage(answerAverage: number): StarCount {
  const rounded = Math.round(tierScoreFromAnswerAverage(answerAverage) + THRESHOLD_TOLERANCE);
  if (!Number.isFinite(rounded)) return 1;
  return Math.min(5, Math.max(1, rounded)) as StarCount;
}

/** The tier a score reaches, in the wording of the call's type (an emergency call unless told). */
export function resultTierFor(score: number, callType: '999' | '111' = '999'): ResultTier {
  const tiers = callType === '111' ? ADVICE_RESULT_TIERS : RESULT_TIERS;
  const tier = tiers.find((candidate) => score + THRESHOLD_TOLERANCE >= candidate.minScore);
  // The last tier's minimum is -Infinity, so only NaN reaches this fallback.
  return tier ?? (tiers[tiers.length - 1] as ResultTier);
}

/** A great call: 4 or more stars. */
export function isGreatScore(stars: number): boolean {
  return stars >= 4;
}

/** A perfect call: 5 stars. */
export function isPerfectScore(stars: number): boolean {
  return stars === 5;
}
