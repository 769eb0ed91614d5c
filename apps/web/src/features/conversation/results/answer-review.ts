// Pairs each rated answer with the question it answered, for the results page's answer list.
import type { HistoryEntry, ResponseRating } from '@callready/core';

export interface ReviewedAnswer {
  rating: ResponseRating;
  /** The operator's question and the child's words; null when they cannot be matched up. */
  question: string | null;
  answer: string | null;
}

// The engine's read-back ("You said “…” — is that right?") is not rated, so its answer is skipped.
const READ_BACK = /^You said “[\s\S]*” — is that right\?$/;

export function reviewAnswers(
  history: readonly HistoryEntry[],
  ratings: readonly ResponseRating[],
): ReviewedAnswer[] {
  const exchanges: { question: string; answer: string }[] = [];
  history.forEach((entry, index) => {
    const asked = history[index - 1];
    if (entry.speaker !== 'user' || asked?.speaker !== 'operator' || READ_BACK.test(asked.message)) return;
    exchanges.push({ question: asked.message, answer: entry.message });
  });
  const matched = exchanges.length === ratings.length;
  return ratings.map((rating, index) => ({
    rating,
    question: matched ? (exchanges[index]?.question ?? null) : null,
    answer: matched ? (exchanges[index]?.answer ?? null) : null,
  }));
}
