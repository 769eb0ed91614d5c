// What the billing page says about the parent's current plan (docs/product.md §4 "Subscription").
import { getPlan, hasFullAccess, type Plan } from '@callready/core';
import { format } from 'date-fns';

export type SubscriptionFacts = {
  subscriptionTier: string;
  subscribed: boolean;
  /** ISO date the paid period ends or renews, or null. */
  subscriptionEnd: string | null;
  isCanceled: boolean;
  pendingChange: { scheduledTier: string; changeDate: string | null } | null;
};

export type PlanStatus = {
  plan: Plan;
  /** Paid tier with an active subscription, or one still paid up (the spec's access rule). */
  fullAccess: boolean;
  /** 'Subscription ends' when canceled, otherwise 'Next billing date'; null on the free plan or without a date. */
  billingDate: { label: 'Subscription ends' | 'Next billing date'; date: string } | null;
  scheduledChange: { planName: string; date: string | null } | null;
};

export function formatPlanDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(date, 'd MMMM yyyy');
}

export function planStatus(facts: SubscriptionFacts, now: Date): PlanStatus {
  const plan = getPlan(facts.subscriptionTier);
  const endDate =
    plan.tier === 'free' || !facts.subscriptionEnd ? null : formatPlanDate(facts.subscriptionEnd);
  const endsRatherThanRenews = facts.isCanceled || !facts.subscribed;
  const change = facts.pendingChange;
  return {
    plan,
    fullAccess: hasFullAccess(
      { tier: facts.subscriptionTier, subscribed: facts.subscribed, subscriptionEnd: facts.subscriptionEnd },
      now,
    ),
    billingDate: endDate
      ? { label: endsRatherThanRenews ? 'Subscription ends' : 'Next billing date', date: endDate }
      : null,
    scheduledChange: change
      ? {
          planName: getPlan(change.scheduledTier).name,
          date: change.changeDate ? formatPlanDate(change.changeDate) : null,
        }
      : null,
  };
}
