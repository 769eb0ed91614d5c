import { Check, Sparkles } from 'lucide-react';
import { PLANS, type Plan } from '@callready/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PaidTier } from './billing-api';
import { childPlaces, price } from './plan-words';
import type { BillingBusy } from './use-billing-actions';

type PlansSectionProps = {
  current: Plan;
  busy: BillingBusy | null;
  onUpgrade: (tier: PaidTier) => void;
  /** A paid plan changes to another in the provider's portal. */
  onManage: () => void;
};

/** "Our plans": every plan with its features; from the free plan an upgrade, from a paid one a switch. */
export function PlansSection({ current, busy, onUpgrade, onManage }: PlansSectionProps) {
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-5">
      <h2 id="plans-heading" className="text-xl font-extrabold">
        Our plans
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {PLANS.map((plan) => {
          const isCurrent = plan.tier === current.tier;
          return (
            <li
              key={plan.tier}
              aria-current={isCurrent ? 'true' : undefined}
              className={cn(
                'relative flex flex-col gap-4 rounded-2xl border-2 bg-card p-6 shadow-sm',
                isCurrent ? 'border-primary' : 'border-border',
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-xl font-extrabold">{plan.displayName}</h3>
                {isCurrent && <Badge>Your plan</Badge>}
                {plan.mostPopular && !isCurrent && (
                  <Badge variant="soft">
                    <Sparkles aria-hidden="true" />
                    Most Popular
                  </Badge>
                )}
              </div>
              <p className="text-3xl font-extrabold tracking-tight">{price(plan)}</p>
              <p className="font-semibold text-slate-700">{childPlaces(plan)}</p>
              <ul className="flex flex-1 flex-col gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              {current.tier === 'free' && plan.tier !== 'free' && (
                <Button
                  onClick={() => onUpgrade(plan.tier as PaidTier)}
                  disabled={busy !== null}
                  variant={plan.mostPopular ? 'default' : 'outline'}
                >
                  {busy === `upgrade-${plan.tier}` ? 'Opening checkout…' : `Upgrade to ${plan.name}`}
                </Button>
              )}
              {current.tier !== 'free' && !isCurrent && plan.tier !== 'free' && (
                <Button variant="outline" onClick={onManage} disabled={busy !== null}>
                  Switch to {plan.name}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">Prices are per month in pounds sterling (GBP).</p>
    </section>
  );
}
