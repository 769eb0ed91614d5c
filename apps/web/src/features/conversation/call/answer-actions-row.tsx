import type { ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';

type AnswerActionsRowProps = {
  /** The hint toggle on the left; absent where there is no hint to give (a read-back). */
  hint?: { shown: boolean; onToggle: () => void } | undefined;
  /** The answer's own action (Send Answer, Talk instead), on the right; above the hint on a phone. */
  children?: ReactNode;
};

/** The row under an answer: "Need a hint?" on one side, what sends or changes the answer on the other. */
export function AnswerActionsRow({ hint, children }: AnswerActionsRowProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      {hint && (
        <Button type="button" variant="ghost" onClick={hint.onToggle} aria-expanded={hint.shown}>
          <Lightbulb aria-hidden="true" />
          {hint.shown ? 'Hide the hint' : 'Need a hint?'}
        </Button>
      )}
      {children}
    </div>
  );
}
