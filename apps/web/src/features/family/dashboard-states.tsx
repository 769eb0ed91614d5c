import { AlertTriangle, Heart, RotateCcw, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SkeletonList } from '@/components/ui/skeleton';

/** The shape of the overview and two child cards while the list loads. */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <span role="status" className="sr-only">
        Loading your children…
      </span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
        <SkeletonList count={4} className="h-28" />
      </div>
      <div className="grid gap-5 lg:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 2 }, (_, index) => (
          <div key={index} className="flex h-80 animate-pulse flex-col gap-4 rounded-2xl border-2 p-6">
            <div className="flex gap-4">
              <div className="size-14 rounded-full bg-muted" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="h-7 w-1/2 rounded bg-muted" />
                <div className="h-4 w-3/4 rounded bg-muted" />
              </div>
            </div>
            <div className="flex-1 rounded-xl bg-muted" />
            <div className="h-11 rounded-lg bg-muted" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function DashboardError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border-2 border-emergency/30 bg-emergency-soft p-8 text-center"
    >
      <AlertTriangle className="size-10 text-emergency" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-extrabold">We couldn&apos;t load your children</h2>
        <p className="text-slate-700">{message}</p>
      </div>
      <Button onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        <RotateCcw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}

/** A parent with no children yet is shown one clear next step. */
export function NoChildrenYet({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-5 rounded-3xl border-2 border-dashed border-primary/40 bg-primary-soft px-6 py-12 text-center sm:px-12">
      <span className="flex size-20 items-center justify-center rounded-full bg-white text-primary shadow-sm">
        <Heart className="size-10" aria-hidden="true" />
      </span>
      <div className="flex max-w-xl flex-col gap-2">
        <h3 className="text-2xl font-extrabold sm:text-3xl">Add your first child</h3>
        <p className="text-lg leading-relaxed text-slate-700">
          Create a profile for your child and we&apos;ll give them their own invite code. They enter it on the
          child login page to start practising pretend emergency calls. No account or e-mail needed for them.
        </p>
      </div>
      <Button size="lg" onClick={onAdd}>
        <UserPlus aria-hidden="true" />
        Add Child
      </Button>
    </div>
  );
}
