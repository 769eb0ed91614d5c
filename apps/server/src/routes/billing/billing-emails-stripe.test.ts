// The e-mails a family gets from Stripe's events (docs/architecture.md §6): a receipt for a payment, a
// notice before a renewal, a confirmation of a cancellation; each once per event id.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMailboxMessage } from '@callready/contract';
import { apiRequest, readOutbox, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';
import { startStripeStandIn, type StandInSubscription, type StripeStandIn } from '../../test/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_secret_for_callready_mail';
const PRICES = { premium: 'price_family', enterprise: 'price_large_family' };
const signer = new Stripe('sk_test_signing_only');
const EMAIL = 'receipts@example.com';

// Fixed instants far ahead, so the dates the e-mails write are known and a renewal is always to come.
const PERIOD_START = Date.UTC(2035, 10, 28, 12) / 1000; // 28 November 2035
const PERIOD_END = Date.UTC(2035, 11, 28, 12) / 1000; // 28 December 2035
const NEXT_END = Date.UTC(2036, 0, 28, 12) / 1000; // 28 January 2036

let standIn: StripeStandIn;
let context: TestContext;
let parent: SignedInParent;
let customerId: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  context = await createTestContext({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_callready',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_FAMILY: PRICES.premium,
      STRIPE_PRICE_LARGE_FAMILY: PRICES.enterprise,
      STRIPE_API_BASE_URL: standIn.baseUrl,
    },
  });
  parent = await signUpAndVerify(context, { email: EMAIL, name: 'Jo Parent' });
  const opened = await apiRequest(context, '/api/billing/create-checkout', {
    body: { tier: 'premium' },
    cookie: parent.cookie,
  });
  expect(opened.status).toBe(200);
  customerId = [...standIn.customers.keys()][0]!;
}, 180_000);
afterAll(async () => {
  await context.close();
  await standIn.close();
});

function subscription(overrides: Partial<StandInSubscription> = {}): StandInSubscription {
  const value: StandInSubscription = {
    id: 'sub_mail',
    customer: customerId,
    status: 'active',
    price: PRICES.premium,
    // The stand-in's own period end is in the future whatever the date of the test run.
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
    cancelAtPeriodEnd: false,
    created: 1_700_000_000,
    ...overrides,
  };
  standIn.subscriptions.set(value.id, value);
  return value;
}

/** An invoice as Stripe's API writes it (https://docs.stripe.com/api/invoices/object). */
function invoice(fields: {
  amountPaid: number;
  amountDue: number;
  start: number;
  end: number;
  nextAttempt: number | null;
}) {
  return {
    object: 'invoice',
    customer: customerId,
    currency: 'gbp',
    amount_paid: fields.amountPaid,
    amount_due: fields.amountDue,
    period_start: fields.start,
    period_end: fields.start,
    next_payment_attempt: fields.nextAttempt,
    lines: {
      object: 'list',
      data: [
        {
          object: 'line_item',
          period: { start: fields.start, end: fields.end },
          pricing: {
            type: 'price_details',
            price_details: { price: PRICES.premium, product: 'prod_family' },
          },
        },
      ],
    },
  };
}

async function deliver(id: string, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const response = await context.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { outcome: string };
}

async function mailsWith(subject: RegExp): Promise<DevMailboxMessage[]> {
  return (await readOutbox(context)).filter((mail) => mail.to === EMAIL && subject.test(mail.subject));
}

describe('e-mails from Stripe’s events', () => {
  it('sends a receipt with the amount, plan and period of the paid invoice, once however often the event comes', async () => {
    subscription();
    const paid = invoice({
      amountPaid: 250,
      amountDue: 250,
      start: PERIOD_START,
      end: PERIOD_END,
      nextAttempt: null,
    });
    expect(await deliver('evt_paid_1', 'invoice.paid', { id: 'in_1', ...paid })).toEqual({
      received: true,
      outcome: 'applied',
    });
    expect(await deliver('evt_paid_1', 'invoice.paid', { id: 'in_1', ...paid })).toMatchObject({
      outcome: 'duplicate',
    });
    const receipts = await mailsWith(/receipt/);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your CallReady receipt: £2.50 for the Family Plan');
    expect(receipts[0]!.text).toContain('Hello Jo Parent,');
    expect(receipts[0]!.text).toContain('Amount paid: £2.50');
    expect(receipts[0]!.text).toContain('Plan: Family Plan (up to 3 children)');
    expect(receipts[0]!.text).toContain('Period: 28 November 2035 to 28 December 2035');
    expect(receipts[0]!.links).toContain(`${context.env.PUBLIC_URL}/billing`);
  });

  it('names the new plan on the receipt for an upgrade’s prorated invoice, not the credit for the old one', async () => {
    const line = (amount: number, price: string) => ({
      object: 'line_item',
      amount,
      period: { start: PERIOD_START, end: PERIOD_END },
      pricing: { type: 'price_details', price_details: { price, product: 'prod' } },
    });
    const prorated = {
      ...invoice({
        amountPaid: 125,
        amountDue: 125,
        start: PERIOD_START,
        end: PERIOD_END,
        nextAttempt: null,
      }),
      lines: { object: 'list', data: [line(-250, PRICES.premium), line(375, PRICES.enterprise)] },
    };
    await deliver('evt_paid_upgrade', 'invoice.paid', { id: 'in_upgrade', ...prorated });
    const receipts = await mailsWith(/receipt/);
    expect(receipts.map((mail) => mail.subject)).toContain(
      'Your CallReady receipt: £1.25 for the Large Family Plan',
    );
  });

  it('sends no receipt for a free trial’s invoice of £0', async () => {
    const trial = invoice({
      amountPaid: 0,
      amountDue: 0,
      start: PERIOD_START,
      end: PERIOD_END,
      nextAttempt: null,
    });
    await deliver('evt_paid_trial', 'invoice.paid', { id: 'in_trial', ...trial });
    expect(await mailsWith(/receipt/)).toHaveLength(2);
  });

  it('tells the parent before the renewal (invoice.upcoming): the date and the amount, once', async () => {
    const upcoming = invoice({
      amountPaid: 0,
      amountDue: 250,
      start: PERIOD_END,
      end: NEXT_END,
      nextAttempt: PERIOD_END,
    });
    await deliver('evt_upcoming_1', 'invoice.upcoming', upcoming);
    await deliver('evt_upcoming_1', 'invoice.upcoming', upcoming);
    const notices = await mailsWith(/renews/);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Your CallReady plan renews on 28 December 2035');
    expect(notices[0]!.text).toContain(
      'Your Family Plan renews on 28 December 2035, when £2.50 will be taken from your card.',
    );
    expect(notices[0]!.text).toContain('cancel on the Billing page before 28 December 2035');
  });

  it('confirms a cancellation with the end date and which children stop, once', async () => {
    await addChild(context, parent, { name: 'Ada' });
    await addChild(context, parent, { name: 'Ben' });
    const cancelled = subscription({ cancelAtPeriodEnd: true, currentPeriodEnd: PERIOD_END });
    const object = standIn.subscriptionObject(cancelled);
    await deliver('evt_cancel_1', 'customer.subscription.updated', object);
    await deliver('evt_cancel_1', 'customer.subscription.updated', object);
    // A later event about the same cancelled plan says nothing new.
    await deliver('evt_cancel_2', 'customer.subscription.updated', object);
    const confirmations = await mailsWith(/cancelled/);
    expect(confirmations).toHaveLength(1);
    const text = confirmations[0]!.text;
    expect(confirmations[0]!.subject).toBe('Your CallReady plan is cancelled');
    expect(text).toContain('your children keep full access until 28 December 2035');
    expect(text).toContain('free Starter plan, which has room for 1 child');
    // With no choice made, the first child added keeps the free plan's place (docs/product.md §4.8).
    expect(text).toContain('Ben stops practising on 28 December 2035: their invite code stops working.');
    expect(text).toContain('Ada keeps practising.');
  });
});
