// Which e-mail a family gets for a change at the payment provider (docs/architecture.md §6): a receipt
// when a payment is taken, a confirmation when the plan is cancelled, and a notice before a renewal.
// Each provider event is applied once (its id is recorded), so each notice goes out once per event;
// a cancellation is told on the event that first shows it, never again on later ones.
import type { PaidTier, ProviderStatus, SubscriberState } from './subscription-machine';

/** An invoice the provider's event carries: one paid now, or the next one (before a renewal). */
export interface ProviderInvoice {
  /** In the currency's minor unit (pence). */
  amountMinor: number;
  /** ISO 4217, any case ('gbp'). */
  currency: string;
  /** The plan it pays for, when its price is one of ours. */
  tier: PaidTier | null;
  /** The period it pays for. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** For an upcoming invoice: when the card will be charged. */
  dueAt: Date | null;
}

/** The provider's events that report a payment taken, and the one sent before a renewal. */
export const PAYMENT_TAKEN_EVENTS: ReadonlySet<string> = new Set([
  'invoice.paid',
  // The sandbox's own: a checkout paid, and its clock passing a period end that renews the plan.
  'checkout.session.completed',
  'test_clock.ready',
]);
/** Stripe sends it a few days before a subscription renews (the days are set in its dashboard). */
export const UPCOMING_RENEWAL_EVENT = 'invoice.upcoming';

export type BillingNotice =
  | { kind: 'receipt'; tier: PaidTier; invoice: ProviderInvoice }
  | { kind: 'renewal'; tier: PaidTier; invoice: ProviderInvoice; renewsAt: Date }
  /** `endsAt` is when access ends; `endedNow` when it ended with this event. */
  | { kind: 'cancelled'; tier: PaidTier; endsAt: Date | null; endedNow: boolean };

const LIVE: ReadonlySet<ProviderStatus | 'none'> = new Set(['trialing', 'active']);

export function billingNoticesFor({
  type,
  invoice,
  before,
  after,
  now,
}: {
  type: string;
  invoice: ProviderInvoice | null;
  before: SubscriberState;
  after: SubscriberState;
  now: Date;
}): BillingNotice[] {
  const notices: BillingNotice[] = [];
  const tierOf = (fallback: SubscriberState): PaidTier | null =>
    invoice?.tier ?? (fallback.tier === 'free' ? null : fallback.tier);

  if (invoice && PAYMENT_TAKEN_EVENTS.has(type) && invoice.amountMinor > 0) {
    const tier = tierOf(after);
    if (tier) notices.push({ kind: 'receipt', tier, invoice });
  }

  if (invoice && type === UPCOMING_RENEWAL_EVENT && after.tier !== 'free' && !after.isCanceled) {
    const tier = invoice.tier ?? after.scheduledTier ?? after.tier;
    const renewsAt = invoice.dueAt ?? invoice.periodStart ?? after.subscriptionEnd;
    if (tier !== 'free' && renewsAt && renewsAt > now)
      notices.push({ kind: 'renewal', tier, invoice, renewsAt });
  }

  // A paid plan that was going on is now cancelled: at the period end, or ended at once. A plan that
  // lapses after a failed payment, or ends after an earlier cancellation, is not a new cancellation.
  if (before.tier !== 'free' && LIVE.has(before.status) && !before.isCanceled) {
    if (after.tier !== 'free' && after.isCanceled) {
      notices.push({ kind: 'cancelled', tier: after.tier, endsAt: after.subscriptionEnd, endedNow: false });
    } else if (after.tier === 'free' && after.status === 'canceled') {
      notices.push({ kind: 'cancelled', tier: before.tier, endsAt: now, endedNow: true });
    }
  }
  return notices;
}
