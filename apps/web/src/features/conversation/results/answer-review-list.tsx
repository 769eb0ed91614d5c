import { ChevronDown } from 'lucide-react';
import type { HistoryEntry, ResponseRating } from '@callready/core';
import { StarRating } from '@/components/star-rating';
import { reviewAnswers } from './answer-review';

/**
 * Each answer's stars, what was good, the star line and its one tip (ADR 023), opened one at a time.
 * An advice call is never spoken of as an emergency call.
 */
export function AnswerReviewList({
  history,
  ratings,
  callType,
}: {
  history: readonly HistoryEntry[];
  ratings: readonly ResponseRating[];
  callType: '999' | '111';
}) {
  const asker = callType === '111' ? 'The advice line asked' : 'The operator asked';
  const answers = reviewAnswers(history, ratings);
  return (
    <section
      aria-labelledby="answer-review-title"
      className="flex flex-col gap-4 rounded-3xl border-2 bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="answer-review-title" className="text-2xl font-extrabold">
        Your answers
      </h2>
      {answers.length === 0 ? (
        <p className="text-lg text-muted-foreground">No answers were rated in this call.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {answers.map(({ rating, question, answer }, index) => (
            <li key={index}>
              <details className="group rounded-2xl border-2 bg-background open:border-primary/40">
                <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-2 hover:bg-muted [&::-webkit-details-marker]:hidden">
                  <span className="flex-1 text-lg font-bold">Answer {index + 1}</span>
                  <StarRating value={rating.stars} max={3} />
                  <ChevronDown
                    className="size-5 shrink-0 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="flex flex-col gap-2 border-t-2 px-4 py-3 text-base">
                  {question && (
                    <p>
                      <span className="font-bold">{asker}: </span>
                      {question}
                    </p>
                  )}
                  {answer && (
                    <p>
                      <span className="font-bold">You said: </span>“{answer}”
                    </p>
                  )}
                  {rating.praise !== '' && <p className="font-bold text-emerald-800">{rating.praise}</p>}
                  <p className="font-semibold">{rating.feedback}</p>
                  {rating.tips[0] !== undefined && (
                    <p className="text-muted-foreground">
                      <span className="font-bold">Try this next time: </span>
                      {rating.tips[0]}
                    </p>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
