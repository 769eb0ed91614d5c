import { useEffect, useRef } from 'react';
import { PhoneOff, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The operator has finished; Continue hangs up and shows the results. */
export function CallClosing({ onContinue }: { onContinue: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby="call-closing-title"
      className="flex flex-col items-center gap-4 py-2 text-center"
    >
      <Trophy className="size-14 text-amber-500" aria-hidden="true" />
      <h2 id="call-closing-title" className="text-2xl font-extrabold">
        You finished the call!
      </h2>
      <p className="text-lg">Listen to what the operator told you, then hang up to see how you did.</p>
      {/* Wraps instead of widening the card past a 390 px phone's edge. */}
      <Button
        ref={buttonRef}
        size="lg"
        onClick={onContinue}
        className="h-auto min-h-14 w-full py-3 text-xl whitespace-normal sm:w-auto"
      >
        <PhoneOff aria-hidden="true" />
        Hang Up and See Results
      </Button>
    </section>
  );
}
