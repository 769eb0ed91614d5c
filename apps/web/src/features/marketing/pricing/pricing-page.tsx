import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FREE_PLAN_SUMMARY, PLANS, formatPrice, type Plan } from '@callready/core';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { rememberPendingPlan } from '@/lib/pending-checkout';
import { useTrialOffer } from '@/lib/trial-offer';
import { CalendarCheck, Check, RefreshCw, Sparkles, XCircle } from 'lucide-react';
import { IconPointList, type IconPoint } from '@/components/icon-point-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { cn } from '@/lib/cn';
import { PageHero } from '@/features/marketing/page-hero';
import { Section, SectionHeading } from '@/features/marketing/section';
import { paths } from '@/lib/paths';
import { useStartCheckout } from '../api/checkout-api';

function planCta(plan: Plan, trialDays: number): string {
  if (plan.pricePence === 0) return 'Start Free';
  return trialDays > 0 ? `Start ${trialDays}-day free trial` : `Choose ${plan.displayName}`;
}

/** Signed in: straight to checkout. A visitor signs up first; the plan waits and checkout follows. */
function PlanButton({ plan, trialDays }: { plan: Plan; trialDays: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  // Busy until the browser has left for the payment page, as the write's answer sends it there.
  const busy = checkout.isPending || checkout.isSuccess;
  const label = planCta(plan, trialDays);
  const className = 'h-auto w-full text-center whitespace-normal';
  const variant = plan.mostPopular ? 'default' : 'outline';
  if (plan.tier === 'free') {
    return (
      <Button asChild size="lg" variant={variant} className={className}>
        <Link to={user ? '/parent-dashboard' : '/auth'} aria-label={`${label}: ${plan.displayName} plan`}>
          {label}
        </Link>
      </Button>
    );
  }
  const tier = plan.tier;
  const choose = () => {
    if (!user) {
      rememberPendingPlan(tier);
      navigate('/auth');
      return;
    }
    checkout.mutate(tier, {
      onError: (error) =>
        toast.error('Failed to process upgrade', {
          description: error instanceof ApiError && error.status < 500 ? error.message : 'Please try again.',
        }),
    });
  };
  return (
    <Button
      size="lg"
      variant={variant}
      className={className}
      onClick={choose}
      disabled={busy}
      aria-label={`${label}: ${plan.displayName} plan`}
    >
      {busy ? 'Opening checkout…' : label}
    </Button>
  );
}

function PlanCard({ plan, trialDays }: { plan: Plan; trialDays: number }) {
  const headingId = `plan-${plan.tier}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-6 rounded-3xl border-2 bg-card p-7 shadow-sm md:p-5 lg:p-7',
        plan.mostPopular ? 'border-primary shadow-xl md:-translate-y-3' : 'border-border',
      )}
    >
      {plan.mostPopular && (
        <Badge className="absolute -top-3.5 left-1/2 -translate-x-1/2 px-4 py-1 text-sm shadow-md">
          <Sparkles aria-hidden="true" />
          Most Popular
        </Badge>
      )}
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-extrabold">
          {plan.displayName}
        </h2>
        <p className="text-muted-foreground">
          {plan.childLimit === 1 ? 'For 1 child' : `For up to ${plan.childLimit} children`}
        </p>
      </div>
      <p className="flex items-baseline gap-1.5">
        {plan.pricePence === 0 ? (
          <span className="text-5xl font-extrabold tracking-tight md:text-[2rem] lg:text-5xl">Free</span>
        ) : (
          <>
            <span className="text-5xl font-extrabold tracking-tight md:text-[2rem] lg:text-5xl">
              {formatPrice(plan.pricePence)}
            </span>
            {/* The currency is named: prices are in pounds wherever the family lives. */}
            <span className="text-lg text-muted-foreground">GBP/month</span>
          </>
        )}
      </p>
      <ul className="flex flex-1 flex-col gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 leading-snug">
            <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <PlanButton plan={plan} trialDays={trialDays} />
    </article>
  );
}

const billingFacts: IconPoint[] = [
  {
    icon: XCircle,
    title: 'Cancel any time',
    text: 'There is no cancellation fee. You keep full access until the end of the billing period you have paid for.',
  },
  {
    icon: RefreshCw,
    title: 'Change plans freely',
    text: 'Upgrade or downgrade whenever your family changes. Changes are prorated, so you only pay for what you use.',
  },
  {
    icon: CalendarCheck,
    title: 'Simple monthly billing',
    text: 'Paid plans are billed monthly by card through a secure payment provider. We never see or store your card details.',
  },
];

export function PricingPage() {
  usePageTitle('Pricing');
  const { trialDays } = useTrialOffer();
  return (
    <>
      <PageHero eyebrow="Plans for every family" title="Simple, Family-Friendly Pricing">
        Start free with one child, then choose a plan when you&apos;re ready to unlock every emergency
        scenario for the whole family.
      </PageHero>

      <Section className="pt-16 sm:pt-20">
        <div className="grid items-stretch gap-8 md:grid-cols-3 md:gap-6 lg:gap-8">
          {PLANS.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} trialDays={trialDays} />
          ))}
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-center text-lg font-semibold">{FREE_PLAN_SUMMARY}</p>
        <p className="mt-4 text-center text-muted-foreground">
          Prices are per month in pounds sterling (GBP) wherever you live; your bank converts them to your
          currency.{' '}
          {trialDays > 0
            ? `Paid plans start with a ${trialDays}-day free trial: nothing is charged until it ends, and you can cancel before then.`
            : 'The Starter plan is free for as long as you like; paid plans are charged from the day you choose them.'}{' '}
          Every practice call is simulated: no real number is ever dialled.
        </p>
      </Section>

      <Section tone="tinted" aria-labelledby="billing-heading">
        <SectionHeading id="billing-heading" eyebrow="No surprises" title="Fair, flexible billing" />
        <IconPointList
          points={billingFacts}
          className="mt-10 grid gap-6 md:grid-cols-3"
          itemClassName="rounded-2xl border bg-card p-6 shadow-sm"
        />
        <p className="mt-10 text-center text-lg text-muted-foreground">
          Questions about plans?{' '}
          <Link to={paths.contact} className="font-semibold text-primary underline underline-offset-4">
            Contact our support team
          </Link>
        </p>
      </Section>
    </>
  );
}
