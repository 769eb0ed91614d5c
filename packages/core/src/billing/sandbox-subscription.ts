// The local sandbox payment provider's own subscriptions (docs/architecture.md §6): a pure model of
// monthly billing — checkout, plan changes with proration, cancellation and resumption at period end,
// failed payments and renewals as its clock moves — so the product can be tried without a card.
import { getPlan } from '../plans';
import { isDowngrade, type PaidTier, type ProviderSubscription } from './subscription-machine';

export interface SandboxSubscription {
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  tier: PaidTier;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  scheduledTier: PaidTier | null;
}

export type SandboxCommand =
  | { type: 'checkout'; tier: PaidTier; trialDays: number }
  | { type: 'change-plan'; tier: PaidTier }
  | { type: 'cancel' }
  | { type: 'resume' }
  | { type: 'payment-failed' }
  | { type: 'clock' };

export type SandboxResult =
  | {
      ok: true;
      subscription: SandboxSubscription;
      /** Charged now for an upgrade, in pence. */ prorationPence: number;
    }
  | { ok: false; problem: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same day next month in UTC, clamped to the month's last day (31 January → 28/29 February). */
export function addOneMonth(date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(date.getTime());
  next.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return next;
}

function isLive(subscription: SandboxSubscription | null): subscription is SandboxSubscription {
  return subscription !== null && subscription.status !== 'canceled';
}

/** The share of the upgrade's price difference for the rest of the period, in whole pence. */
export function prorationFor(subscription: SandboxSubscription, tier: PaidTier, now: Date): number {
  const length = subscription.periodEnd.getTime() - subscription.periodStart.getTime();
  const left = Math.max(0, subscription.periodEnd.getTime() - now.getTime());
  const difference = getPlan(tier).pricePence - getPlan(subscription.tier).pricePence;
  if (length <= 0 || difference <= 0) return 0;
  return Math.round((difference * left) / length);
}

/** Renews, applies booked changes and ends subscriptions whose period is over at `now`. */
function advanceTo(subscription: SandboxSubscription, now: Date): SandboxSubscription {
  let current = subscription;
  while (current.status !== 'canceled' && current.periodEnd.getTime() <= now.getTime()) {
    if (current.cancelAtPeriodEnd || current.status === 'past_due') {
      current = { ...current, status: 'canceled', scheduledTier: null };
    } else {
      current = {
        ...current,
        status: 'active',
        tier: current.scheduledTier ?? current.tier,
        scheduledTier: null,
        periodStart: current.periodEnd,
        periodEnd: addOneMonth(current.periodEnd),
      };
    }
  }
  return current;
}

export function sandboxStep(
  existing: SandboxSubscription | null,
  command: SandboxCommand,
  now: Date,
): SandboxResult {
  const subscription = existing ? advanceTo(existing, now) : null;
  const done = (next: SandboxSubscription, prorationPence = 0): SandboxResult => ({
    ok: true,
    subscription: next,
    prorationPence,
  });
  switch (command.type) {
    case 'clock':
      return subscription ? done(subscription) : { ok: false, problem: 'No subscription' };
    case 'checkout': {
      if (isLive(subscription)) return { ok: false, problem: 'You already have a paid plan' };
      const trial = command.trialDays > 0;
      return done({
        status: trial ? 'trialing' : 'active',
        tier: command.tier,
        periodStart: now,
        periodEnd: trial ? new Date(now.getTime() + command.trialDays * DAY_MS) : addOneMonth(now),
        cancelAtPeriodEnd: false,
        scheduledTier: null,
      });
    }
    case 'change-plan': {
      if (!isLive(subscription) || subscription.status === 'past_due')
        return { ok: false, problem: 'No active subscription to change' };
      if (subscription.cancelAtPeriodEnd)
        return { ok: false, problem: 'Resume your subscription before changing plan' };
      if (command.tier === subscription.tier) return done({ ...subscription, scheduledTier: null });
      if (isDowngrade(subscription.tier, command.tier)) {
        return done({ ...subscription, scheduledTier: command.tier });
      }
      const prorationPence = prorationFor(subscription, command.tier, now);
      return done({ ...subscription, tier: command.tier, scheduledTier: null }, prorationPence);
    }
    case 'cancel':
      if (!isLive(subscription)) return { ok: false, problem: 'No active subscription to cancel' };
      return done({ ...subscription, cancelAtPeriodEnd: true, scheduledTier: null });
    case 'resume':
      if (!isLive(subscription) || !subscription.cancelAtPeriodEnd)
        return { ok: false, problem: 'There is no cancellation to undo' };
      return done({ ...subscription, cancelAtPeriodEnd: false });
    case 'payment-failed':
      if (!isLive(subscription)) return { ok: false, problem: 'No active subscription' };
      return done({ ...subscription, status: 'past_due' });
  }
}

/** The sandbox subscription in the provider-neutral shape. */
export function sandboxSnapshot(subscription: SandboxSubscription | null): ProviderSubscription | null {
  if (!subscription) return null;
  return {
    status: subscription.status,
    tier: subscription.tier,
    currentPeriodEnd: subscription.periodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    scheduledTier: subscription.scheduledTier,
    scheduledChangeDate: subscription.scheduledTier ? subscription.periodEnd : null,
  };
}
