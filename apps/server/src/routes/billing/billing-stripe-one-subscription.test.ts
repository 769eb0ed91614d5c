// One subscription per parent at Stripe: checkouts opened one after the other leave one payable; a
// second plan paid at the same moment is ended and refunded; a deleted account leaves no live
// subscription and no open checkout behind. Run against the local stand-in of Stripe's API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, readJson, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';

const PRICES = { premium: 'price_family', enterprise: 'price_large_family' };

let standIn: StripeStandIn;
let context: TestContext;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  context = await createTestContext({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_one_subscription',
      STRIPE_WEBHOOK_SECRET: 'whsec_one_subscription',
      STRIPE_PRICE_FAMILY: PRICES.premium,
      STRIPE_PRICE_LARGE_FAMILY: PRICES.enterprise,
      STRIPE_API_BASE_URL: standIn.baseUrl,
    },
  });
}, 180_000);
afterAll(async () => {
  await context.close();
  await standIn.close();
});

let parents = 0;
async function newParent(): Promise<SignedInParent> {
  parents += 1;
  return signUpAndVerify(context, { email: `one-subscription-${parents}@example.com` });
}

const openCheckout = (parent: SignedInParent, tier: 'premium' | 'enterprise') =>
  apiRequest(context, '/api/billing/create-checkout', { body: { tier }, cookie: parent.cookie });

async function checkoutId(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await readJson<{ url: string }>(response)).url.split('/').pop() ?? '';
}

const customerOf = (sessionId: string) => standIn.checkoutSessions.get(sessionId)?.customer ?? '';

const liveSubscriptions = (customer: string) =>
  [...standIn.subscriptions.values()].filter(
    (subscription) => subscription.customer === customer && subscription.status !== 'canceled',
  );

function tryToPay(sessionId: string): boolean {
  try {
    standIn.payCheckout(sessionId);
    return true;
  } catch {
    return false;
  }
}

/** Two subscriptions paid at the same moment, as two checkouts completed together leave them. */
function twoPaidSubscriptions(customer: string) {
  const now = Math.floor(Date.now() / 1000);
  for (const [id, price, created] of [
    [`sub_first_${customer}`, PRICES.premium, now - 10],
    [`sub_second_${customer}`, PRICES.enterprise, now - 5],
  ] as const) {
    standIn.subscriptions.set(id, {
      id,
      customer,
      status: 'active',
      price,
      currentPeriodEnd: now + 30 * 86_400,
      cancelAtPeriodEnd: false,
      created,
    });
  }
}

describe('one subscription per parent at Stripe', () => {
  it('leaves only the newest of two checkouts payable, and then opens no third', async () => {
    const parent = await newParent();
    const first = await checkoutId(await openCheckout(parent, 'premium'));
    const second = await checkoutId(await openCheckout(parent, 'enterprise'));
    expect(second).not.toBe(first);
    // The parent pays both tabs: the first checkout was closed when the second opened.
    expect(tryToPay(first)).toBe(false);
    expect(tryToPay(second)).toBe(true);
    const customer = customerOf(second);
    expect(liveSubscriptions(customer)).toHaveLength(1);

    // Paid a moment ago, before any webhook reached the server: Stripe's word refuses a third.
    const third = await openCheckout(parent, 'premium');
    expect(third.status).toBe(409);
    expect(await readJson(third)).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
    expect(liveSubscriptions(customer)).toHaveLength(1);
  });

  it('reuses the open checkout for the same plan instead of opening another', async () => {
    const parent = await newParent();
    const first = await checkoutId(await openCheckout(parent, 'premium'));
    const again = await checkoutId(await openCheckout(parent, 'premium'));
    expect(again).toBe(first);
    const open = [...standIn.checkoutSessions.values()].filter(
      (session) => session.customer === customerOf(first) && session.status === 'open',
    );
    expect(open).toHaveLength(1);
  });

  it('ends and refunds a second plan paid at the same moment, keeping the first', async () => {
    const parent = await newParent();
    const customer = customerOf(await checkoutId(await openCheckout(parent, 'premium')));
    twoPaidSubscriptions(customer);
    const refreshed = await apiRequest(context, '/api/billing/check-subscription?refresh=1', {
      cookie: parent.cookie,
    });
    expect(refreshed.status).toBe(200);
    expect(await readJson(refreshed)).toMatchObject({ subscriptionTier: 'premium', subscribed: true });
    expect(liveSubscriptions(customer).map((subscription) => subscription.id)).toEqual([
      `sub_first_${customer}`,
    ]);
    expect(standIn.subscriptions.get(`sub_second_${customer}`)?.status).toBe('canceled');
    expect(standIn.refunds).toContainEqual({
      paymentIntent: `pi_sub_second_${customer}`,
      reason: 'duplicate',
    });
    expect(standIn.refunds.map((refund) => refund.paymentIntent)).not.toContain(`pi_sub_first_${customer}`);
  });

  it('ends every live subscription and closes open checkouts when the account is deleted', async () => {
    const parent = await newParent();
    const customer = customerOf(await checkoutId(await openCheckout(parent, 'premium')));
    twoPaidSubscriptions(customer);
    const deleted = await apiRequest(context, '/api/account/delete', {
      body: { password: parent.password },
      cookie: parent.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(liveSubscriptions(customer)).toHaveLength(0);
    const open = [...standIn.checkoutSessions.values()].filter(
      (session) => session.customer === customer && session.status === 'open',
    );
    expect(open).toHaveLength(0);
  });
});
