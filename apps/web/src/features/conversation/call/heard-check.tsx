import { useEffect, useId, useRef } from 'react';
import { didYouSayLine } from '@callready/core';
import { Button } from '@/components/ui/button';

type HeardCheckProps = {
  /** What the recogniser thinks it heard, unsure. */
  words: string;
  /** The child said Yes: the words go to the operator as checked (ADR 054). */
  onYes: () => void;
  /** The child said No: nothing goes, and the child answers again. */
  onNo: () => void;
};

/**
 * "Did you say: …?" with a big ✓ Yes and ✗ No (ADR 054): words the recogniser was unsure of reach the
 * operator only once the child says they are right. The question takes focus, so it is read out.
 */
export function HeardCheck({ words, onYes, onNo }: HeardCheckProps) {
  const questionId = useId();
  const questionRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    questionRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby={questionId} className="flex flex-col gap-4">
      <h3
        id={questionId}
        ref={questionRef}
        tabIndex={-1}
        className="rounded-2xl border-2 border-primary bg-primary-soft px-4 py-3 text-2xl font-extrabold break-words outline-none"
      >
        {didYouSayLine(words)}
      </h3>
      <div className="grid grid-cols-2 gap-3">
        <Button
          type="button"
          size="lg"
          onClick={onYes}
          aria-label="Yes, I said that"
          className="min-h-24 flex-col gap-1 text-2xl font-extrabold"
        >
          <span className="text-5xl leading-none" aria-hidden="true">
            ✓
          </span>
          Yes
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          onClick={onNo}
          aria-label="No, I didn't say that"
          className="min-h-24 flex-col gap-1 text-2xl font-extrabold"
        >
          <span className="text-5xl leading-none" aria-hidden="true">
            ✗
          </span>
          No
        </Button>
      </div>
    </section>
  );
}
