// Every answer the child gave in the call, in order, for the results page (docs/product.md §2.21): the
// line the operator had just said, the child's words, and the rating where the answer was rated.
import type { HistoryEntry, PromptPurpose, ResponseRating } from '@callready/core';

export interface ReviewedAnswer {
  /** The operator's line the child was answering; null when the call has none before it. */
  question: string | null;
  /** The child's words; null for a rating whose answer is not in the history. */
  answer: string | null;
  /** What kind of prompt it answered: only the script's questions are rated. */
  purpose: PromptPurpose | null;
  rating: ResponseRating | null;
}

interface Exchange {
  question: string | null;
  answer: string;
  purpose: PromptPurpose | null;
}

function exchangesOf(history: readonly HistoryEntry[]): Exchange[] {
  const exchanges: Exchange[] = [];
  history.forEach((entry, index) => {
    if (entry.speaker !== 'user') return;
    const asked = history[index - 1];
    const fromOperator = asked?.speaker === 'operator' ? asked : undefined;
    exchanges.push({
      question: fromOperator?.message ?? null,
      answer: entry.message,
      purpose: fromOperator?.purpose ?? null,
    });
  });
  return exchanges;
}

/**
 * Lists every answer. Ratings go, in order, to the answers to the script's questions; read-backs and
 * location follow-ups are listed without stars. When the ratings cannot be matched that way (one per
 * answer, say), they go to the answers in order; a rating left over is still listed on its own.
 */
export function reviewAnswers(
  history: readonly HistoryEntry[],
  ratings: readonly ResponseRating[],
): ReviewedAnswer[] {
  const exchanges = exchangesOf(history);
  const questionAnswers = exchanges.filter((exchange) => exchange.purpose === 'question');
  const rated: readonly Exchange[] =
    questionAnswers.length === ratings.length || exchanges.length !== ratings.length
      ? questionAnswers
      : exchanges;
  const ratingOf = new Map<Exchange, ResponseRating>();
  rated.forEach((exchange, index) => {
    const rating = ratings[index];
    if (rating) ratingOf.set(exchange, rating);
  });
  const reviewed: ReviewedAnswer[] = exchanges.map((exchange) => ({
    ...exchange,
    rating: ratingOf.get(exchange) ?? null,
  }));
  for (const rating of ratings.slice(rated.length)) {
    reviewed.push({ question: null, answer: null, purpose: null, rating });
  }
  return reviewed;
}
