import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  className?: string;
  /** Read out to screen readers; the spinning icon itself is decorative. */
  label?: string;
};

export function Spinner({ className, label = 'Loading…' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 className={cn('size-6 animate-spin text-primary', className)} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole page or panel that is still loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
