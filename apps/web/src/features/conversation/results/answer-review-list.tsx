import { ChevronDown } from 'lucide-react';
import { scoreFigure, type HistoryEntry, type PromptPurpose, type ResponseRating } from '@callready/core';
import { StarRating } from '@/components/star-rating';
import { reviewAnswers } from './answer-review';

/** Why an answer has no stars: only answers to the script's questions are rated. */
function unratedReason(purpose: PromptPurpose | null): string {
  if (purpose === 'confirmation') return 'Not rated: the operator was checking what they heard.';
  if (purpose === 'follow-up') return 'Not rated: an extra question about where you are.';
  return 'Not rated.';
}

/**
 * Every answer of the call (docs/product.md §2.21), opened one at a time: what was asked, what the
 * child said, and for a rated answer its stars, what was good, the star line and its one tip (ADR 023).
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
  const ratedCount = answers.filter((item) => item.rating !== null).length;
  return (
    <section
      aria-labelledby="answer-review-title"
      // min-w-0: a long answer is cut short in its row instead of widening the page's grid column.
      className="flex min-w-0 flex-col gap-4 rounded-3xl border-2 bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="answer-review-title" className="text-2xl font-extrabold">
        Your answers
      </h2>
      {answers.length === 0 ? (
        <p className="text-lg text-muted-foreground">No answers were given in this call.</p>
      ) : (
        <>
          <p className="text-base text-muted-foreground">
            All {answers.length} {answers.length === 1 ? 'answer' : 'answers'} you gave.{' '}
            {ratedCount === answers.length
              ? 'Each one got stars, out of 3.'
              : `The ${ratedCount} that answered the main questions got stars, out of 3.`}
          </p>
          <ol className="flex flex-col gap-3" aria-label="Every answer in this call">
            {answers.map(({ rating, question, answer, purpose }, index) => (
              <li key={index}>
                <details className="group rounded-2xl border-2 bg-background open:border-primary/40">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-2 hover:bg-muted [&::-webkit-details-marker]:hidden">
                    <span className="min-w-0 flex-1">
                      <span className="block text-lg font-bold">Answer {index + 1}</span>
                      {answer && (
                        <span className="block truncate text-sm text-muted-foreground">“{answer}”</span>
                      )}
                    </span>
                    {rating ? (
                      <StarRating value={scoreFigure('answerStars', rating.stars).value} max={3} />
                    ) : (
                      <span className="shrink-0 text-sm font-semibold text-muted-foreground">No stars</span>
                    )}
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
                      <p className="break-words">
                        <span className="font-bold">You said: </span>“{answer}”
                      </p>
                    )}
                    {rating ? (
                      <>
                        {rating.praise !== '' && (
                          <p className="font-bold text-emerald-800">{rating.praise}</p>
                        )}
                        <p className="font-semibold">{rating.feedback}</p>
                        {rating.tips[0] !== undefined && (
                          <p className="text-muted-foreground">
                            <span className="font-bold">Try this next time: </span>
                            {rating.tips[0]}
                          </p>
                        )}
                      </>
                    ) : (
                      <p className="text-muted-foreground">{unratedReason(purpose)}</p>
                    )}
                  </div>
                </details>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
