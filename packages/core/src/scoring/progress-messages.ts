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

/**
 * After an advice call the five-star message praises advice calls (ADR 057): the spec's wording is
 * kept for emergency calls, and every other message names no kind of call.
 */
export const ADVICE_PROGRESS_SAVED_MESSAGES: Readonly<Record<StarCount, string>> = {
  ...PROGRESS_SAVED_MESSAGES,
  5: "Amazing work! You're brilliant at advice calls!",
};

/** Out-of-range or fractional star counts are rounded and clamped onto 1–5; an emergency call unless told. */
export function progressSavedMessage(stars: number, callType: '999' | '111' = '999'): string {
  const rounded = Number.isFinite(stars) ? Math.round(stars) : 1;
  const clamped = Math.min(5, Math.max(1, rounded)) as StarCount;
  return (callType === '111' ? ADVICE_PROGRESS_SAVED_MESSAGES : PROGRESS_SAVED_MESSAGES)[clamped];
}
