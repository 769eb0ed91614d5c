import { ChevronDown } from 'lucide-react';
import type { HistoryEntry, ResponseRating } from '@callready/core';
import { StarRating } from '@/components/star-rating';
import { reviewAnswers } from './answer-review';

/** Each answer's stars, feedback and tips, opened one at a time. */
export function AnswerReviewList({
  history,
  ratings,
}: {
  history: readonly HistoryEntry[];
  ratings: readonly ResponseRating[];
}) {
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
                      <span className="font-bold">The operator asked: </span>
                      {question}
                    </p>
                  )}
                  {answer && (
                    <p>
                      <span className="font-bold">You said: </span>“{answer}”
                    </p>
                  )}
                  <p className="font-semibold">{rating.feedback}</p>
                  {rating.tips.length > 0 && (
                    <ul className="list-disc space-y-1 pl-6 text-muted-foreground">
                      {rating.tips.map((tip) => (
                        <li key={tip}>{tip}</li>
                      ))}
                    </ul>
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
