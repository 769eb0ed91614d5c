import { describe, expect, it } from 'vitest';
import { billingNoticesFor, type ProviderInvoice } from './billing-notices';
import { FREE_SUBSCRIBER_STATE, type SubscriberState } from './subscription-machine';

const NOW = new Date('2026-11-28T10:00:00Z');
const END = new Date('2026-12-28T10:00:00Z');

const family: SubscriberState = {
  status: 'active',
  tier: 'premium',
  subscribed: true,
  subscriptionEnd: END,
  isCanceled: false,
  scheduledTier: null,
  changeDate: null,
};
const cancelling: SubscriberState = { ...family, isCanceled: true };
const ended: SubscriberState = { ...FREE_SUBSCRIBER_STATE, status: 'canceled' };

const paid: ProviderInvoice = {
  amountMinor: 250,
  currency: 'gbp',
  tier: 'premium',
  periodStart: NOW,
  periodEnd: END,
  dueAt: null,
};

const kinds = (
  type: string,
  before: SubscriberState,
  after: SubscriberState,
  invoice: ProviderInvoice | null,
) => billingNoticesFor({ type, invoice, before, after, now: NOW }).map((notice) => notice.kind);

describe('the e-mails a change of plan sends', () => {
  it('sends a receipt for a payment taken, with the invoice’s own amount, plan and period', () => {
    expect(
      billingNoticesFor({
        type: 'invoice.paid',
        invoice: paid,
        before: FREE_SUBSCRIBER_STATE,
        after: family,
        now: NOW,
      }),
    ).toEqual([{ kind: 'receipt', tier: 'premium', invoice: paid }]);
    expect(kinds('test_clock.ready', family, family, paid)).toEqual(['receipt']);
  });

  it('sends no receipt for a free trial’s £0 invoice, nor for an event that took no payment', () => {
    expect(
      kinds(
        'invoice.paid',
        FREE_SUBSCRIBER_STATE,
        { ...family, status: 'trialing' },
        { ...paid, amountMinor: 0 },
      ),
    ).toEqual([]);
    expect(kinds('customer.subscription.updated', family, family, paid)).toEqual([]);
    expect(kinds('invoice.paid', family, family, null)).toEqual([]);
  });

  it('tells the parent before a renewal, with the date the card is charged', () => {
    const upcoming = { ...paid, periodStart: END, periodEnd: new Date('2027-01-28T10:00:00Z'), dueAt: END };
    expect(
      billingNoticesFor({
        type: 'invoice.upcoming',
        invoice: upcoming,
        before: family,
        after: family,
        now: NOW,
      }),
    ).toEqual([{ kind: 'renewal', tier: 'premium', invoice: upcoming, renewsAt: END }]);
  });

  it('sends no renewal notice for a plan that is cancelled and will not renew', () => {
    expect(kinds('invoice.upcoming', cancelling, cancelling, { ...paid, dueAt: END })).toEqual([]);
  });

  it('confirms a cancellation once: on the event that first shows it, not on later ones', () => {
    expect(
      billingNoticesFor({
        type: 'customer.subscription.updated',
        invoice: null,
        before: family,
        after: cancelling,
        now: NOW,
      }),
    ).toEqual([{ kind: 'cancelled', tier: 'premium', endsAt: END, endedNow: false }]);
    expect(kinds('customer.subscription.updated', cancelling, cancelling, null)).toEqual([]);
    // The period then ends: the plan was already cancelled, so nothing new is said.
    expect(kinds('customer.subscription.deleted', cancelling, ended, null)).toEqual([]);
  });

  it('confirms a plan ended at once as ended today', () => {
    expect(
      billingNoticesFor({ type: 'cancel-now', invoice: null, before: family, after: ended, now: NOW }),
    ).toEqual([{ kind: 'cancelled', tier: 'premium', endsAt: NOW, endedNow: true }]);
  });

  it('does not call a plan that lapsed after a failed payment a cancellation', () => {
    expect(
      kinds(
        'customer.subscription.deleted',
        { ...family, status: 'past_due', subscribed: false },
        ended,
        null,
      ),
    ).toEqual([]);
  });
});
