import { Lock } from 'lucide-react';
import { YOUNGER_CHILD_LOCK_NOTE } from '@callready/core';
import { cn } from '@/lib/cn';

/** A scenario a child is too young for (ADR 044): locked, with a note for the parent. */
export function AgeLockedNote({ title, className }: { title: string; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50 p-4 text-base font-semibold text-amber-950',
        className,
      )}
    >
      <Lock className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        <span className="sr-only">{title} is locked. </span>
        {YOUNGER_CHILD_LOCK_NOTE}
      </span>
    </p>
  );
}
