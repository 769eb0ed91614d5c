import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { useChildrenList } from '@/lib/parent-plan/children-list';
import { paths } from '@/lib/paths';
import { namesList, planEnding, type PlanEnding } from './plan-ending';
import { useSubscription } from './billing-api';

/**
 * On the parent dashboard after a cancellation or a downgrade (docs/product.md §2.8): when the plan
 * ends, and what happens to each child then. Nothing until both the children and the plan are known.
 */
export function PlanEndingNotice() {
  const children = useChildrenList();
  const subscription = useSubscription(false);
  const ending =
    children.data && subscription.data ? planEnding(subscription.data, children.data.children) : null;
  return ending ? <PlanEndingDetails ending={ending} /> : null;
}

function PlanEndingDetails({ ending }: { ending: PlanEnding }) {
  const when = ending.date ? `on ${ending.date}` : 'at the end of this billing period';
  const fromDate = ending.date ? `from ${ending.date}` : 'after that';
  const title =
    ending.kind === 'cancelled'
      ? `Your ${ending.planName} ends ${when}`
      : `Your plan moves to the ${ending.nextPlanName} ${when}`;
  const stayingNames = namesList(ending.staying.map((child) => child.name));
  const stoppingNames = namesList(ending.stopping.map((child) => child.name));
  return (
    <section
      aria-labelledby="plan-ending-heading"
      className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-5 sm:p-6"
    >
      <h2 id="plan-ending-heading" className="flex items-start gap-2 text-xl font-extrabold">
        <CalendarClock className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        {title}
      </h2>
      <p>Until then every child keeps full access.</p>
      <ul className="flex flex-col gap-1.5 pl-1">
        {ending.staying.length > 0 && (
          <li>
            <span className="font-bold">{stayingNames}</span>{' '}
            {ending.kind === 'cancelled'
              ? `${ending.staying.length === 1 ? 'keeps' : 'keep'} practising non-emergency calls on the free plan ${fromDate}.`
              : `${ending.staying.length === 1 ? 'keeps' : 'keep'} practising on the ${ending.nextPlanName}.`}
          </li>
        )}
        {ending.stopping.length > 0 && (
          <li>
            <span className="font-bold">{stoppingNames}</span>{' '}
            {ending.stopping.length === 1 ? 'stops' : 'stop'} practising {when} and{' '}
            {ending.stopping.length === 1 ? 'comes' : 'come'} back when you upgrade. No progress is deleted.
          </li>
        )}
      </ul>
      <Link to={paths.billing} className="w-fit font-semibold text-primary underline underline-offset-4">
        {ending.kind === 'cancelled' ? 'Resume or change your plan' : 'Change who keeps practising'}
      </Link>
    </section>
  );
}
