import { CalendarClock, Check, Mail, Phone, Sparkles } from 'lucide-react';
import { PLANS, formatPrice, type Plan } from '@callready/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { SUPPORT } from '@/config/site';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { planLabel } from './children-overview';
import { ParentOnly } from './parent-only';
import { planStatus } from './plan-status';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';

/** /billing (docs/product.md §2): the parent's plan, the plans on offer, and how to change plan. */
export function BillingPage() {
  usePageTitle('Subscription Management');
  return (
    <ParentOnly>
      <Billing />
    </ParentOnly>
  );
}

function price(plan: Plan) {
  return plan.pricePence === 0 ? 'Free' : `${formatPrice(plan.pricePence)}/month`;
}

function childPlaces(plan: Plan) {
  return plan.childLimit === 1 ? '1 child' : `Up to ${plan.childLimit} children`;
}

function Billing() {
  const account = useAuth();
  const status = planStatus(account, new Date());
  const current = status.plan;

  return (
    <PageContainer className="flex flex-col gap-10">
      <PageHeader
        back={{ to: paths.parentDashboard, label: 'Back to Dashboard' }}
        title="Subscription Management"
      />

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
        {current.tier === 'free' && (
          <p className="text-slate-700">
            The free plan includes non-emergency practice for one child. Paid plans unlock every emergency
            scenario.
          </p>
        )}
      </section>

      <section
        aria-labelledby="change-plan-heading"
        className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm"
      >
        <h2 id="change-plan-heading" className="text-xl font-extrabold">
          Changing or cancelling your plan
        </h2>
        <p className="leading-relaxed text-slate-700">
          Plan changes are handled by our support team for now. E-mail us from the address on your account and
          tell us which plan you would like; we reply within 24 hours ({SUPPORT.hours}). You can cancel at any
          time with no fee, and you keep access until the end of the billing period you have paid for.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <a href={`mailto:${SUPPORT.email}?subject=${encodeURIComponent('Change my CallReady plan')}`}>
              <Mail aria-hidden="true" />
              {SUPPORT.email}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={SUPPORT.phoneHref}>
              <Phone aria-hidden="true" />
              {SUPPORT.phoneDisplay}
            </a>
          </Button>
        </div>
      </section>

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
                <ul className="flex flex-col gap-2 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted-foreground">Prices are per month in pounds sterling (GBP).</p>
      </section>
    </PageContainer>
  );
}
