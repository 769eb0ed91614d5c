// Pairs each rated answer with the question it answered, for the results page's answer list.
import type { HistoryEntry, ResponseRating } from '@callready/core';

export interface ReviewedAnswer {
  rating: ResponseRating;
  /** The operator's question and the child's words; null when they cannot be matched up. */
  question: string | null;
  answer: string | null;
}

// Only answers to the script's questions are rated: read-backs ("You're at … Is that right?") and
// location follow-ups are skipped.

export function reviewAnswers(
  history: readonly HistoryEntry[],
  ratings: readonly ResponseRating[],
): ReviewedAnswer[] {
  const exchanges: { question: string; answer: string }[] = [];
  history.forEach((entry, index) => {
    const asked = history[index - 1];
    if (entry.speaker !== 'user' || asked?.speaker !== 'operator' || asked.purpose !== 'question') return;
    exchanges.push({ question: asked.message, answer: entry.message });
  });
  const matched = exchanges.length === ratings.length;
  return ratings.map((rating, index) => ({
    rating,
    question: matched ? (exchanges[index]?.question ?? null) : null,
    answer: matched ? (exchanges[index]?.answer ?? null) : null,
  }));
}
