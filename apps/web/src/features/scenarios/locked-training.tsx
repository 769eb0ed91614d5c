import { Link } from 'react-router';
import { Lock, Stethoscope } from 'lucide-react';
import { ACCESS_REQUIRED_MESSAGE } from '@callready/contract';
import { Button } from '@/components/ui/button';
import type { TrainingPaths } from './scenario-paths';

/** Shown instead of emergency practice to a child whose parent's plan does not include it. */
export function LockedTraining({ paths }: { paths: TrainingPaths }) {
  return (
    <section
      aria-labelledby="locked-heading"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 rounded-3xl border-4 border-dashed border-amber-300 bg-white px-5 py-10 text-center shadow-sm sm:px-10"
    >
      <span className="flex size-20 items-center justify-center rounded-full bg-amber-100">
        <Lock className="size-10 text-amber-700" aria-hidden="true" />
      </span>
      <h1 id="locked-heading" className="text-3xl font-extrabold sm:text-4xl">
        Emergency practice is locked
      </h1>
      <p className="text-xl font-bold text-amber-900">{ACCESS_REQUIRED_MESSAGE}</p>
      <p className="text-lg text-muted-foreground">
        You can still practise calls for help when it isn&apos;t an emergency.
      </p>
      <Button asChild size="lg" className="min-h-14 text-lg">
        <Link to={paths.list('111')}>
          <Stethoscope aria-hidden="true" />
          Non-Emergency Practice
        </Link>
      </Button>
    </section>
  );
}
