import { CalendarClock, CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { planLabel } from '@/lib/parent-plan/plan-label';
import type { PlanStatus } from './plan-status';
import { childPlaces, price } from './plan-words';
import type { BillingBusy } from './use-billing-actions';

type CurrentPlanSectionProps = {
  status: PlanStatus;
  isCanceled: boolean;
  busy: BillingBusy | null;
  onManage: () => void;
  onResume: () => void;
  onCancel: () => void;
};

/** "Your current plan": its name, price, places and dates, and the ways to manage, cancel or resume it. */
export function CurrentPlanSection({
  status,
  isCanceled,
  busy,
  onManage,
  onResume,
  onCancel,
}: CurrentPlanSectionProps) {
  const current = status.plan;
  return (
    <section
      aria-labelledby="current-plan-heading"
      className="flex flex-col gap-4 rounded-2xl border-2 border-primary/30 bg-primary-soft p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="current-plan-heading" className="text-xl font-extrabold">
          Your current plan
        </h2>
        {status.fullAccess ? (
          <Badge variant="success" className="bg-green-700">
            Full Access
          </Badge>
        ) : (
          <Badge variant="secondary">Basic Access</Badge>
        )}
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm font-bold text-muted-foreground">Plan</dt>
          <dd className="text-2xl font-extrabold">{planLabel(current.name)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm font-bold text-muted-foreground">Price</dt>
          <dd className="text-2xl font-extrabold">{price(current)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-sm font-bold text-muted-foreground">Children</dt>
          <dd className="text-2xl font-extrabold">{childPlaces(current)}</dd>
        </div>
        {status.billingDate && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm font-bold text-muted-foreground">{status.billingDate.label}</dt>
            <dd className="text-lg font-bold">{status.billingDate.date}</dd>
          </div>
        )}
        {status.scheduledChange && (
          <div className="flex flex-col gap-0.5 sm:col-span-2">
            <dt className="text-sm font-bold text-muted-foreground">Scheduled change</dt>
            <dd className="flex items-center gap-2 text-lg font-bold">
              <CalendarClock className="size-5 text-primary" aria-hidden="true" />
              {status.scheduledChange.date
                ? `Moves to the ${status.scheduledChange.planName} plan on ${status.scheduledChange.date}`
                : `Moves to the ${status.scheduledChange.planName} plan at the end of this billing period`}
            </dd>
          </div>
        )}
      </dl>
      {current.tier === 'free' ? (
        <p className="text-slate-700">
          The free plan includes non-emergency practice for one child. Paid plans unlock every emergency
          scenario.
        </p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={onManage} disabled={busy !== null}>
            <CreditCard aria-hidden="true" />
            {busy === 'portal' ? 'Opening…' : 'Manage subscription'}
          </Button>
          {isCanceled ? (
            <Button variant="outline" onClick={onResume} disabled={busy !== null}>
              {busy === 'resume' ? 'Resuming…' : 'Resume subscription'}
            </Button>
          ) : (
            <Button variant="outline" onClick={onCancel} disabled={busy !== null}>
              Cancel subscription
            </Button>
          )}
        </div>
      )}
      {current.tier !== 'free' && (
        <p className="text-sm text-slate-700">
          Change plan, update your card or see invoices in Manage subscription. Upgrades start at once and are
          prorated; downgrades and cancellations take effect at the end of the billing period, and you keep
          full access until then.
        </p>
      )}
    </section>
  );
}
