// The toast shown after a call's progress is saved (docs/product.md §8), chosen by overall stars.
import type { StarCount } from './result-tiers';

export const PROGRESS_SAVED_TITLE = 'Progress Saved! 🎉';

export const PROGRESS_SAVED_MESSAGES: Readonly<Record<StarCount, string>> = {
  1: 'Keep practicing! Every expert started as a beginner.',
  2: "Good effort! You're learning important skills.",
  3: "Well done! You're getting better at this.",
  4: 'Great job! You handled that really well.',
  5: "Amazing work! You're brilliant at emergency calls!",
};

/** Out-of-range or fractional star counts are rounded and clamped onto 1–5. */
export function progressSavedMessage(stars: number): string {
  const rounded = Number.isFinite(stars) ? Math.round(stars) : 1;
  const clamped = Math.min(5, Math.max(1, rounded)) as StarCount;
  return PROGRESS_SAVED_MESSAGES[clamped];
}
