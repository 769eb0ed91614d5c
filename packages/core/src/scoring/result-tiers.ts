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

/** Highest first, so the first tier whose minimum is reached wins. */
export const RESULT_TIERS: readonly ResultTier[] = [
  { minScore: 4.5, title: 'Emergency Expert', level: 5, certificate: 'Expert Emergency Caller' },
  { minScore: 3.5, title: 'Emergency Star', level: 4, certificate: 'Emergency Star Caller' },
  { minScore: 2.5, title: 'Helpful Buddy', level: 3, certificate: 'Helpful Emergency Buddy' },
  { minScore: 1.5, title: 'Growing Helper', level: 2, certificate: 'Growing Emergency Helper' },
  { minScore: -Infinity, title: 'Brave Beginner', level: 1, certificate: 'Brave Emergency Beginner' },
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

export function resultTierFor(score: number): ResultTier {
  const tier = RESULT_TIERS.find((candidate) => score + THRESHOLD_TOLERANCE >= candidate.minScore);
  // The last tier's minimum is -Infinity, so only NaN reaches this fallback.
  return tier ?? (RESULT_TIERS[RESULT_TIERS.length - 1] as ResultTier);
}

/** A great call: 4 or more stars. */
export function isGreatScore(stars: number): boolean {
  return stars >= 4;
}

/** A perfect call: 5 stars. */
export function isPerfectScore(stars: number): boolean {
  return stars === 5;
}
