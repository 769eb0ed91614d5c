import { useEffect, useRef } from 'react';
import { ArrowRight, CircleCheck, Sparkles } from 'lucide-react';
import { UNRATED_ANSWER_NOTE, readingBandOf, type ResponseRating } from '@callready/core';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';

const HEADLINES: Readonly<Record<ResponseRating['stars'], string>> = {
  3: 'Brilliant answer!',
  2: 'Good answer!',
  1: 'Keep trying!',
};

const CATEGORIES: readonly { key: keyof ResponseRating['categories']; label: string }[] = [
  { key: 'clarity', label: 'Clear' },
  { key: 'completeness', label: 'Helpful details' },
  { key: 'calmness', label: 'Calm' },
];

/**
 * How the last answer went (ADR 023): 1–3 stars, first what was good, then the star line, then the
 * one tip for this question, then Continue.
 */
export function AnswerFeedback({
  rating,
  onContinue,
  childAge = null,
}: {
  rating: ResponseRating;
  onContinue: () => void;
  /** Words for the child's reading band (ADR 058); null: the older children's. */
  childAge?: number | null;
}) {
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    continueRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby="answer-feedback-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="answer-feedback-title" className="text-2xl font-extrabold">
          {HEADLINES[rating.stars]}
        </h2>
        <StarRating value={rating.stars} max={3} starClassName="size-8" />
      </div>
      {rating.praise !== '' && (
        <p className="flex items-start gap-2 text-lg font-bold text-emerald-800">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden="true" />
          {rating.praise}
        </p>
      )}
      <p className="text-lg">{rating.feedback}</p>

      <ul className="grid gap-2 sm:grid-cols-3" aria-label="How your answer did">
        {CATEGORIES.map(({ key, label }) => {
          const stars = rating.categories[key];
          return (
            <li key={key} className="flex items-center justify-between gap-2 rounded-xl bg-muted px-3 py-2">
              <span className="font-bold">{label}</span>
              {stars === null ? (
                <span className="text-sm font-semibold text-muted-foreground">Not rated</span>
              ) : (
                <StarRating value={stars} max={3} starClassName="size-4" />
              )}
            </li>
          );
        })}
      </ul>
      {rating.answeredBy !== undefined && rating.answeredBy !== 'voice' && (
        // Clear and Calm are heard, not read (ADR 036): a typed or tapped answer says why they have
        // no stars, and so does one whose words the child checked with us (ADR 054).
        <p className="text-base text-muted-foreground">
          {UNRATED_ANSWER_NOTE[rating.answeredBy][readingBandOf(childAge)]}
        </p>
      )}

      {rating.tips[0] !== undefined && (
        <div className="rounded-xl bg-accent px-4 py-3 text-accent-foreground">
          <p className="flex items-center gap-2 font-extrabold">
            <Sparkles className="size-5" aria-hidden="true" />
            Try this next time
          </p>
          <p className="mt-1 text-base">{rating.tips[0]}</p>
        </div>
      )}

      <Button ref={continueRef} size="lg" onClick={onContinue} className="min-h-14 self-end text-xl">
        Continue
        <ArrowRight aria-hidden="true" />
      </Button>
    </section>
  );
}
