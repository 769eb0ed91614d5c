import fc from 'fast-check';
import Stripe from 'stripe';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberStateFrom, type ProviderStatus } from '@callready/core';
import {
  SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE,
  cancelThroughPortalResponseSchema,
  checkSubscriptionResponseSchema,
} from '@callready/contract';
import { schema } from '../../db';
import {
  apiRequest,
  readJson,
  signUpAndVerify,
  signUpVerifiedDirectly,
  type SignedInParent,
} from '../../test/auth-helpers';
import { createTestContext, PRODUCTION_TEST_ENV, type TestContext } from '../../test/test-context';
import { startStripeStandIn, type StandInSubscription, type StripeStandIn } from '../../test/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_secret_for_callready';
const PRICES = { premium: 'price_family', enterprise: 'price_large_family' };
const stripeEnv = (standIn: StripeStandIn) => ({
  STRIPE_SECRET_KEY: 'sk_test_callready',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_FAMILY: PRICES.premium,
  STRIPE_PRICE_LARGE_FAMILY: PRICES.enterprise,
  STRIPE_API_BASE_URL: standIn.baseUrl,
});

// Only the SDK's signing helper is used here; nothing is sent anywhere.
const signer = new Stripe('sk_test_signing_only');

let standIn: StripeStandIn;
let context: TestContext;
let parent: SignedInParent;
let customerId: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  context = await createTestContext({ env: stripeEnv(standIn) });
  parent = await signUpAndVerify(context, { email: 'stripe-parent@example.com' });
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

function eventPayload(id: string, subscription: StandInSubscription, type = 'customer.subscription.updated') {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: standIn.subscriptionObject(subscription) },
  });
}

function deliver(payload: string, signature?: string) {
  return context.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
}

const sign = (payload: string, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });

async function eventCount() {
  const [row] = await context.db.select({ total: count() }).from(schema.subscriptionEvents);
  return row?.total ?? 0;
}

async function subscription() {
  const response = await apiRequest(context, '/api/billing/check-subscription', { cookie: parent.cookie });
  return checkSubscriptionResponseSchema.parse(await response.json());
}

function standInSubscription(overrides: Partial<StandInSubscription> = {}): StandInSubscription {
  const value: StandInSubscription = {
    id: 'sub_1',
    customer: customerId,
    status: 'active',
    price: PRICES.premium,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
    cancelAtPeriodEnd: false,
    created: 1_700_000_000,
    ...overrides,
  };
  standIn.subscriptions.set(value.id, value);
  return value;
}

describe('Stripe checkout and portal', () => {
  it('opens a subscription-mode checkout with an idempotency key, creating the customer once and reusing it', async () => {
    const again = await apiRequest(context, '/api/billing/create-checkout', {
      body: { tier: 'enterprise' },
      cookie: parent.cookie,
    });
    expect(await readJson(again)).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.stand-in\//),
    });
    expect(standIn.requestsTo('POST /v1/customers')).toHaveLength(1);
    const sessions = standIn.requestsTo('POST /v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    const form = new URLSearchParams(sessions[1]!.body.toString());
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('customer')).toBe(customerId);
    expect(form.get('line_items[0][price]')).toBe(PRICES.enterprise);
    expect(form.get('client_reference_id')).toBe(parent.userId);
    expect(form.has('subscription_data[trial_period_days]')).toBe(false);
    expect(sessions[0]!.headers['idempotency-key']).toMatch(
      new RegExp(`^checkout-${parent.userId}-premium-`),
    );
    expect(sessions[1]!.headers['idempotency-key']).toMatch(
      new RegExp(`^checkout-${parent.userId}-enterprise-`),
    );
  });

  it('opens the billing portal for the customer', async () => {
    const response = await apiRequest(context, '/api/billing/customer-portal', {
      method: 'POST',
      cookie: parent.cookie,
    });
    expect(await readJson(response)).toEqual({ url: 'https://billing.stripe.stand-in/session' });
    const form = new URLSearchParams(
      standIn.requestsTo('POST /v1/billing_portal/sessions')[0]!.body.toString(),
    );
    expect(form.get('customer')).toBe(customerId);
  });
});

describe('the Stripe webhook', () => {
  it('refuses unsigned, tampered and stale deliveries and writes nothing', async () => {
    const live = standInSubscription();
    const before = await eventCount();
    const payload = eventPayload('evt_refused', live);
    expect((await deliver(payload)).status).toBe(400);
    const tampered = payload.replace('"active"', '"canceled"');
    expect((await deliver(tampered, sign(payload))).status).toBe(400);
    const stale = sign(payload, Math.floor(Date.now() / 1000) - 600);
    expect((await deliver(payload, stale)).status).toBe(400);
    expect(
      (await deliver(payload, sign(payload, undefined).replace(/v1=[0-9a-f]+/, 'v1=' + '0'.repeat(64))))
        .status,
    ).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await subscription()).subscriptionTier).toBe('free');
    standIn.subscriptions.clear();
  });

  it('re-reads the subscription from Stripe instead of trusting the payload', async () => {
    const live = standInSubscription();
    const payload = eventPayload(
      'evt_reread',
      { ...live, status: 'canceled' },
      'customer.subscription.deleted',
    );
    const response = await deliver(payload, sign(payload));
    expect(response.status).toBe(200);
    expect(await subscription()).toMatchObject({
      subscriptionTier: 'premium',
      subscribed: true,
      status: 'active',
    });
  });

  it('acts once on the same event delivered five times at once', async () => {
    const live = standInSubscription({ price: PRICES.enterprise });
    const payload = eventPayload('evt_concurrent', live);
    const before = await eventCount();
    const reads = standIn.requestsTo('GET /v1/subscriptions').length;
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, sign(payload))));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(responses.map((response) => readJson<{ outcome: string }>(response)));
    expect(outcomes.filter((body) => body.outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((body) => body.outcome === 'duplicate')).toHaveLength(4);
    expect(await eventCount()).toBe(before + 1);
    // One event applied: its look-up of a second paid subscription (ADR 034), then its re-read.
    expect(standIn.requestsTo('GET /v1/subscriptions').length - reads).toBe(2);
    const [logged] = await context.db
      .select()
      .from(schema.subscriptionEvents)
      .where(eq(schema.subscriptionEvents.eventId, 'evt_concurrent'));
    expect(logged).toMatchObject({
      provider: 'stripe',
      userId: parent.userId,
      after: expect.objectContaining({ tier: 'enterprise' }),
    });
    expect((await subscription()).subscriptionTier).toBe('enterprise');
  });

  it('ends in the provider’s state whatever the order and repetition of a subscription’s events', async () => {
    const statusArb = fc.constantFrom<StandInSubscription['status']>(
      'active',
      'trialing',
      'past_due',
      'unpaid',
      'canceled',
      'incomplete',
    );
    const versionArb = fc.record({
      status: statusArb,
      price: fc.constantFrom(PRICES.premium, PRICES.enterprise),
      cancelAtPeriodEnd: fc.boolean(),
      days: fc.integer({ min: 1, max: 60 }),
    });
    let run = 0;
    standIn.subscriptions.clear();
    await fc.assert(
      fc.asyncProperty(
        fc.array(versionArb, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        async (versions, picks) => {
          run += 1;
          const made = versions
            .map((version, index) =>
              standInSubscription({
                id: 'sub_property',
                status: version.status,
                price: version.price,
                cancelAtPeriodEnd: version.cancelAtPeriodEnd,
                currentPeriodEnd: 1_900_000_000 + version.days * 86_400,
                created: 1_800_000_000 + index,
              }),
            )
            .map((value) => ({ ...value }));
          // Stripe now holds the last version; the events carry every version, in any order, some twice.
          const finalVersion = made[made.length - 1]!;
          standInSubscription(finalVersion);
          const deliveries = picks.map((pick) => {
            const index = pick % made.length;
            return eventPayload(`evt_property_${run}_${index}`, made[index]!);
          });
          for (const payload of deliveries) expect((await deliver(payload, sign(payload))).status).toBe(200);
          const expected = subscriberStateFrom({
            status:
              ({ unpaid: 'past_due' } as Record<string, ProviderStatus>)[finalVersion.status] ??
              (finalVersion.status as ProviderStatus),
            tier: finalVersion.price === PRICES.premium ? 'premium' : 'enterprise',
            currentPeriodEnd: new Date(finalVersion.currentPeriodEnd * 1000),
            cancelAtPeriodEnd: finalVersion.cancelAtPeriodEnd,
            scheduledTier: null,
            scheduledChangeDate: null,
          });
          const stored = await subscription();
          expect(stored).toMatchObject({
            subscriptionTier: expected.tier,
            subscribed: expected.subscribed,
            isCanceled: expected.isCanceled,
            subscriptionEnd: expected.subscriptionEnd?.toISOString() ?? null,
          });
        },
      ),
      { numRuns: 200 },
    );
    standIn.subscriptions.clear();
  }, 600_000);

  it('cancels directly at the period end and resumes, through the Stripe API', async () => {
    standInSubscription({ id: 'sub_cancel' });
    // The stored plan is whatever the property runs above left: read the new subscription first.
    await apiRequest(context, '/api/billing/check-subscription?refresh=1', { cookie: parent.cookie });
    const cancelled = await apiRequest(context, '/api/billing/cancel-subscription', {
      body: {},
      cookie: parent.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(standIn.subscriptions.get('sub_cancel')?.cancelAtPeriodEnd).toBe(true);
    expect(await subscription()).toMatchObject({ isCanceled: true, subscribed: true });
    const resumed = await apiRequest(context, '/api/billing/resume-subscription', {
      method: 'POST',
      cookie: parent.cookie,
    });
    expect(resumed.status).toBe(200);
    expect(await subscription()).toMatchObject({ isCanceled: false });
  });

  it("says 'Failed to cancel subscription.' when Stripe fails, and changes nothing", async () => {
    const failing = await startStripeStandIn();
    const broken = await createTestContext({
      env: { ...stripeEnv(failing), STRIPE_API_BASE_URL: 'http://127.0.0.1:9' },
    });
    try {
      const other = await signUpAndVerify(broken, { email: 'stripe-down@example.com' });
      await broken.db.insert(schema.subscribers).values({
        userId: other.userId,
        email: other.email,
        subscriptionTier: 'premium',
        subscribed: true,
        stripeCustomerId: 'cus_x',
        status: 'active',
      });
      const response = await apiRequest(broken, '/api/billing/cancel-subscription', {
        body: {},
        cookie: other.cookie,
      });
      expect(response.status).toBe(502);
      expect(await readJson(response)).toMatchObject({ error: 'Failed to cancel subscription.' });
      const portal = await apiRequest(broken, '/api/billing/customer-portal', {
        method: 'POST',
        cookie: other.cookie,
      });
      expect(await readJson(portal)).toMatchObject({
        error: 'Failed to open customer portal. Please try again.',
      });

      // Cancel through the portal: the portal fails, then the direct cancellation fails too.
      const [before] = await broken.db
        .select()
        .from(schema.subscribers)
        .where(eq(schema.subscribers.userId, other.userId));
      const bothFailed = await apiRequest(broken, '/api/billing/customer-portal/cancel', {
        body: {},
        cookie: other.cookie,
      });
      expect(bothFailed.status).toBe(502);
      expect(await readJson(bothFailed)).toEqual({
        error: 'Failed to cancel subscription.',
        code: 'CANCEL_FAILED',
        portalError: 'Failed to open customer portal. Please try again.',
      });
      const [after] = await broken.db
        .select()
        .from(schema.subscribers)
        .where(eq(schema.subscribers.userId, other.userId));
      expect(after).toEqual(before);

      // Deleting the account cannot cancel the plan, so nothing is deleted and the parent stays signed in.
      const deletion = await apiRequest(broken, '/api/account/delete', {
        body: { password: other.password },
        cookie: other.cookie,
      });
      expect(deletion.status).toBe(502);
      expect(await readJson(deletion)).toMatchObject({
        code: 'SUBSCRIPTION_NOT_CANCELLED',
        error: SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE,
      });
      expect(await broken.db.select().from(schema.user).where(eq(schema.user.id, other.userId))).toHaveLength(
        1,
      );
      expect((await apiRequest(broken, '/api/me', { cookie: other.cookie })).status).toBe(200);
    } finally {
      await broken.close();
      await failing.close();
    }
  }, 180_000);
});

describe('cancelling through the portal', () => {
  const cancelThroughPortal = (cookie: string, body: unknown = {}) =>
    apiRequest(context, '/api/billing/customer-portal/cancel', { body, cookie });

  async function freshSubscription(id: string) {
    standIn.subscriptions.clear();
    standIn.portal.mode = 'ok';
    const live = standInSubscription({ id });
    await apiRequest(context, '/api/billing/check-subscription?refresh=1', { cookie: parent.cookie });
    return live;
  }

  it("opens the portal's cancellation flow for the parent's own subscription and changes nothing yet", async () => {
    const live = await freshSubscription('sub_portal_flow');
    const response = await cancelThroughPortal(parent.cookie);
    expect(response.status).toBe(200);
    expect(cancelThroughPortalResponseSchema.parse(await response.json())).toEqual({
      outcome: 'portal',
      url: 'https://billing.stripe.stand-in/session',
    });
    const sessions = standIn.requestsTo('POST /v1/billing_portal/sessions');
    const form = new URLSearchParams(sessions[sessions.length - 1]!.body.toString());
    expect(form.get('customer')).toBe(customerId);
    expect(form.get('flow_data[type]')).toBe('subscription_cancel');
    expect(form.get('flow_data[subscription_cancel][subscription]')).toBe(live.id);
    expect(form.get('flow_data[after_completion][type]')).toBe('redirect');
    expect(form.get('flow_data[after_completion][redirect][return_url]')).toBe(
      `${context.env.PUBLIC_URL}/billing?portal=done`,
    );
    expect(form.get('return_url')).toBe(`${context.env.PUBLIC_URL}/billing`);
    expect(live.cancelAtPeriodEnd).toBe(false);
    expect(await subscription()).toMatchObject({ isCanceled: false, subscribed: true });
  });

  it.each([
    ['fails', 'fail', 'Failed to open customer portal. Please try again.'],
    ['returns no URL', 'no-url', 'No portal URL returned'],
  ] as const)('cancels directly at the period end when the portal %s', async (_, mode, portalError) => {
    const live = await freshSubscription(`sub_fallback_${mode}`);
    standIn.portal.mode = mode;
    const response = await cancelThroughPortal(parent.cookie);
    expect(response.status).toBe(200);
    expect(cancelThroughPortalResponseSchema.parse(await response.json())).toEqual({
      outcome: 'cancelled',
      portalError,
      message:
        'Your subscription has been cancelled. You keep full access until the end of the billing period.',
    });
    expect(live.cancelAtPeriodEnd).toBe(true);
    expect(live.status).toBe('active');
    expect(await subscription()).toMatchObject({ isCanceled: true, subscribed: true });
    standIn.portal.mode = 'ok';
  });

  it("never reaches another parent's subscription", async () => {
    const owned = await freshSubscription('sub_owner');
    const other = await signUpAndVerify(context, { email: 'stripe-other@example.com' });
    const free = await cancelThroughPortal(other.cookie);
    expect(free.status).toBe(409);
    expect(await readJson(free)).toMatchObject({ code: 'NOT_SUBSCRIBED' });

    // A paid parent of their own: their cancellation names their subscription only.
    await context.db.insert(schema.subscribers).values({
      userId: other.userId,
      email: other.email,
      subscriptionTier: 'premium',
      subscribed: true,
      stripeCustomerId: 'cus_other',
      status: 'active',
    });
    standInSubscription({ id: 'sub_other', customer: 'cus_other' });
    standIn.portal.mode = 'fail';
    const theirs = await cancelThroughPortal(other.cookie);
    expect(theirs.status).toBe(200);
    expect(standIn.subscriptions.get('sub_other')?.cancelAtPeriodEnd).toBe(true);
    expect(owned.cancelAtPeriodEnd).toBe(false);
    expect(await subscription()).toMatchObject({ isCanceled: false, subscribed: true });
    standIn.portal.mode = 'ok';
  });
});

describe('deleting an account with a Stripe plan', () => {
  it('cancels the subscription at once, then deletes the account', async () => {
    const leaving = await signUpAndVerify(context, { email: 'stripe-leaving@example.com' });
    await apiRequest(context, '/api/billing/create-checkout', {
      body: { tier: 'premium' },
      cookie: leaving.cookie,
    });
    const [row] = await context.db
      .select()
      .from(schema.subscribers)
      .where(eq(schema.subscribers.userId, leaving.userId));
    const live = standInSubscription({ id: 'sub_leaving', customer: row!.stripeCustomerId! });
    await apiRequest(context, '/api/billing/check-subscription?refresh=1', { cookie: leaving.cookie });
    const before = standIn.requestsTo('DELETE /v1/subscriptions/sub_leaving').length;
    const response = await apiRequest(context, '/api/account/delete', {
      body: { password: leaving.password },
      cookie: leaving.cookie,
    });
    expect(response.status).toBe(200);
    expect(standIn.requestsTo('DELETE /v1/subscriptions/sub_leaving').length).toBe(before + 1);
    expect(live.status).toBe('canceled');
    expect(
      await context.db.select().from(schema.user).where(eq(schema.user.id, leaving.userId)),
    ).toHaveLength(0);
  });
});

describe('production with Stripe keys', () => {
  it('reaches the Stripe stand-in for checkout', async () => {
    const production = await createTestContext({ env: { ...PRODUCTION_TEST_ENV, ...stripeEnv(standIn) } });
    try {
      const cookie = await signUpVerifiedDirectly(production, 'stripe-prod@example.com');
      const before = standIn.requestsTo('POST /v1/checkout/sessions').length;
      const response = await apiRequest(production, '/api/billing/create-checkout', {
        body: { tier: 'premium' },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(standIn.requestsTo('POST /v1/checkout/sessions').length).toBe(before + 1);
    } finally {
      await production.close();
    }
  }, 180_000);
});
