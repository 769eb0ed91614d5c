// check-subscription?refresh=1 re-reads the payment provider and records an event each time, so a
// parent's refreshes are limited: beyond the limit the stored state answers, and the page still works.
import { checkSubscriptionResponseSchema } from '@callready/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { SUBSCRIPTION_REFRESHES_PER_PARENT } from '../../modules/rate-limit/service-limits';
import { apiRequest, readJson, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { createTestContext, type TestContext } from '../../test/test-context';

const REFRESHES = 40;

async function eventsOf(context: TestContext, parent: SignedInParent) {
  const [row] = await context.db
    .select({ total: count() })
    .from(schema.subscriptionEvents)
    .where(eq(schema.subscriptionEvents.userId, parent.userId));
  return row?.total ?? 0;
}

async function refresh(context: TestContext, parent: SignedInParent) {
  const response = await apiRequest(context, '/api/billing/check-subscription?refresh=1', {
    cookie: parent.cookie,
  });
  expect(response.status).toBe(200);
  return checkSubscriptionResponseSchema.parse(await response.json());
}

describe('refreshing the subscription with the sandbox provider', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('writes a bounded number of events however often a parent refreshes, and keeps answering', async () => {
    const parent = await signUpAndVerify(context, { email: 'refresh-sandbox@example.com' });
    const first = await refresh(context, parent);
    for (let index = 1; index < REFRESHES; index++) {
      expect(await refresh(context, parent)).toEqual(first);
    }
    expect(await eventsOf(context, parent)).toBe(SUBSCRIPTION_REFRESHES_PER_PARENT);
  });

  it("counts each parent's refreshes apart", async () => {
    const other = await signUpAndVerify(context, { email: 'refresh-other@example.com' });
    await refresh(context, other);
    expect(await eventsOf(context, other)).toBe(1);
  });

  it('still answers the state a checkout paid after the limit was reached', async () => {
    const parent = await signUpAndVerify(context, { email: 'refresh-then-pay@example.com' });
    for (let index = 0; index < SUBSCRIPTION_REFRESHES_PER_PARENT + 2; index++)
      await refresh(context, parent);
    const opened = await apiRequest(context, '/api/billing/create-checkout', {
      body: { tier: 'premium' },
      cookie: parent.cookie,
    });
    const id = (await readJson<{ url: string }>(opened)).url.split('/').pop()!;
    const paid = await apiRequest(context, `/api/billing/sandbox/checkout/${id}/pay`, {
      method: 'POST',
      cookie: parent.cookie,
    });
    expect(paid.status).toBe(200);
    expect(await refresh(context, parent)).toMatchObject({ subscribed: true, subscriptionTier: 'premium' });
  });
});

describe('refreshing the subscription with Stripe', () => {
  let standIn: StripeStandIn;
  let context: TestContext;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    context = await createTestContext({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_callready',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_callready',
        STRIPE_PRICE_FAMILY: 'price_family',
        STRIPE_PRICE_LARGE_FAMILY: 'price_large_family',
        STRIPE_API_BASE_URL: standIn.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await context.close();
    await standIn.close();
  });

  it('calls the provider a bounded number of times however often a parent refreshes', async () => {
    const parent = await signUpAndVerify(context, { email: 'refresh-stripe@example.com' });
    // The customer is made once, so that refreshes have someone to read.
    const opened = await apiRequest(context, '/api/billing/create-checkout', {
      body: { tier: 'premium' },
      cookie: parent.cookie,
    });
    expect(opened.status).toBe(200);
    const before = standIn.requests.length;
    await refresh(context, parent);
    const perRefresh = standIn.requests.length - before;
    expect(perRefresh).toBeGreaterThan(0);
    for (let index = 1; index < REFRESHES; index++) await refresh(context, parent);
    expect(standIn.requests.length - before).toBe(perRefresh * SUBSCRIPTION_REFRESHES_PER_PARENT);
    expect(await eventsOf(context, parent)).toBe(SUBSCRIPTION_REFRESHES_PER_PARENT);
  });
});
