import { Link } from 'react-router';
import { ArrowRight, House, Sparkles } from 'lucide-react';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { paths } from '@/lib/paths';
import { useChildHomeSummary } from './api/child-home';

/**
 * "Learn my address" on the child's dashboard (ADR 037): shown only when a parent stored an address,
 * with "You have a new address to learn" until the first try at it, and the parts learned so far.
 * The summary never holds the address itself. A parent's preview shows it too, first as the child
 * sees it; the server saves none of a preview's tries. Anyone else (no session) sees nothing.
 */
export function LearnAddressCard({ inviteCode }: { inviteCode: string }) {
  const { isChildSession, isPreview, loading } = useChildMode();
  const summary = useChildHomeSummary((isChildSession || isPreview) && !loading ? inviteCode : null);
  if (!summary?.hasAddress) return null;
  const learning = summary.learning.home;
  const total = learning?.parts.length ?? 0;
  const learned = learning?.learnedCount ?? 0;
  // The second home's progress beside the home's (ADR 043), when the parent added one.
  const second = summary.secondHomeLabel ? summary.learning.second : null;

  return (
    <section
      aria-labelledby="learn-address-heading"
      className="flex flex-col gap-4 rounded-3xl border-2 border-amber-300 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <House className="size-8" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          {summary.newAddressToLearn && (
            <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-300 px-3 py-1 text-sm font-extrabold text-amber-950">
              <Sparkles className="size-4" aria-hidden="true" />
              You have a new address to learn
            </p>
          )}
          <h2 id="learn-address-heading" className="text-2xl font-extrabold">
            Learn my address
          </h2>
          <p className="text-lg text-slate-700" data-testid="address-progress">
            {learning?.learned
              ? 'You know your address. Well done!'
              : `${learned} of ${total} parts learned. Get every part right on two different days.`}
          </p>
          {second && (
            <p className="text-lg text-slate-700" data-testid="second-address-progress">
              {summary.secondHomeLabel}:{' '}
              {second.learned
                ? 'you know it!'
                : `${second.learnedCount} of ${second.parts.length} parts learned.`}
            </p>
          )}
        </div>
      </div>
      <Link
        to={paths.child(inviteCode).learnAddress}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 text-lg font-extrabold text-primary-foreground shadow-sm hover:bg-primary-hover"
      >
        {learning && learning.attempts > 0 ? 'Practise again' : 'Start'}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </section>
  );
}
