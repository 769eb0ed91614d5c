import { describe, expect, it } from 'vitest';
import {
  cancelThroughPortalResponseSchema,
  checkSubscriptionResponseSchema,
  type CheckSubscriptionResponse,
  type Child,
} from '@callready/contract';
import {
  apiRequest,
  errorCode,
  readJson,
  signUpAndVerify,
  signUpVerifiedDirectly,
  type SignedInParent,
} from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { PRODUCTION_TEST_ENV, useTestContext } from '../../test/test-context';
import { FROM_THIS_MACHINE, fromPeer } from '../../test/this-machine';

const context = useTestContext();

let parents = 0;
async function newParent(): Promise<SignedInParent> {
  parents += 1;
  return signUpAndVerify(context, { email: `billing-${parents}@example.com` });
}

async function status(parent: SignedInParent): Promise<CheckSubscriptionResponse> {
  const response = await apiRequest(context, '/api/billing/check-subscription', { cookie: parent.cookie });
  expect(response.status).toBe(200);
  return checkSubscriptionResponseSchema.parse(await response.json());
}

/** Checkout through the sandbox: open the session, then pay on its page. */
async function subscribe(parent: SignedInParent, tier: 'premium' | 'enterprise') {
  const opened = await apiRequest(context, '/api/billing/create-checkout', {
    body: { tier },
    cookie: parent.cookie,
  });
  expect(opened.status).toBe(200);
  const { url } = await readJson<{ url: string }>(opened);
  const id = url.split('/').pop()!;
  expect(url).toBe(`${context.env.PUBLIC_URL}/billing/checkout/${id}`);
  const paid = await apiRequest(context, `/api/billing/sandbox/checkout/${id}/pay`, {
    method: 'POST',
    cookie: parent.cookie,
  });
  expect(paid.status).toBe(200);
  return id;
}

async function openPortal(parent: SignedInParent) {
  const response = await apiRequest(context, '/api/billing/customer-portal', {
    method: 'POST',
    cookie: parent.cookie,
  });
  expect(response.status).toBe(200);
  return (await readJson<{ url: string }>(response)).url.split('/').pop()!;
}

/** The development clock answers only requests made on this machine (ADR 050). */
const clockRequest = (parent: SignedInParent, peer = FROM_THIS_MACHINE) =>
  context.app.request(
    '/api/dev/billing-clock',
    { method: 'POST', headers: { origin: context.env.PUBLIC_URL, cookie: parent.cookie } },
    peer,
  );

const passPeriodEnd = (parent: SignedInParent) => clockRequest(parent);

async function childAccess(code: string) {
  return apiRequest(context, `/api/child/${code}/access`);
}

describe('the sandbox provider', () => {
  it('starts on the free plan, then checkout gives a paid plan with a next billing date', async () => {
    const parent = await newParent();
    expect(await status(parent)).toMatchObject({
      subscriptionTier: 'free',
      subscribed: false,
      provider: 'sandbox',
    });
    await subscribe(parent, 'premium');
    const after = await status(parent);
    expect(after).toMatchObject({
      subscriptionTier: 'premium',
      subscribed: true,
      isCanceled: false,
      status: 'active',
    });
    expect(new Date(after.subscriptionEnd!).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('pays a checkout session once, and refuses a second checkout while subscribed', async () => {
    const parent = await newParent();
    const id = await subscribe(parent, 'premium');
    const again = await apiRequest(context, `/api/billing/sandbox/checkout/${id}/pay`, {
      method: 'POST',
      cookie: parent.cookie,
    });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('PAYMENT_REFUSED');
    const second = await apiRequest(context, '/api/billing/create-checkout', {
      body: { tier: 'enterprise' },
      cookie: parent.cookie,
    });
    expect(second.status).toBe(409);
    expect(await errorCode(second)).toBe('ALREADY_SUBSCRIBED');
    expect((await status(parent)).subscriptionTier).toBe('premium');
  });

  it('cancels at the period end, keeps access until then, and resuming undoes it', async () => {
    const parent = await newParent();
    await subscribe(parent, 'premium');
    const cancelled = await apiRequest(context, '/api/billing/cancel-subscription', {
      body: {},
      cookie: parent.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(await status(parent)).toMatchObject({ subscriptionTier: 'premium', isCanceled: true });
    const resumed = await apiRequest(context, '/api/billing/resume-subscription', {
      method: 'POST',
      cookie: parent.cookie,
    });
    expect(resumed.status).toBe(200);
    expect(await status(parent)).toMatchObject({ isCanceled: false, subscribed: true });
    await apiRequest(context, '/api/billing/cancel-subscription', { body: {}, cookie: parent.cookie });
    // The development clock answers only on this machine (ADR 050).
    expect((await clockRequest(parent, fromPeer('192.168.1.20'))).status).toBe(404);
    expect(await status(parent)).toMatchObject({ subscriptionTier: 'premium', isCanceled: true });
    expect((await passPeriodEnd(parent)).status).toBe(200);
    expect(await status(parent)).toMatchObject({
      subscriptionTier: 'free',
      subscribed: false,
      subscriptionEnd: null,
    });
  });

  it("opens the portal's cancel flow after saving the children to keep, and cancels only when confirmed there", async () => {
    const parent = await newParent();
    await subscribe(parent, 'premium');
    const kids = [await addChild(context, parent), await addChild(context, parent)];
    const unchosen = await apiRequest(context, '/api/billing/customer-portal/cancel', {
      body: {},
      cookie: parent.cookie,
    });
    expect(unchosen.status).toBe(400);
    const opened = await apiRequest(context, '/api/billing/customer-portal/cancel', {
      body: { keepChildIds: [kids[1]!.id] },
      cookie: parent.cookie,
    });
    expect(opened.status).toBe(200);
    const answer = cancelThroughPortalResponseSchema.parse(await opened.json());
    expect(answer).toEqual({
      outcome: 'portal',
      url: expect.stringMatching(
        new RegExp(`^${context.env.PUBLIC_URL}/billing/portal/[0-9a-f-]+\\?flow=cancel$`),
      ),
    });
    // The choice is kept before the parent leaves /billing; the plan is not cancelled until confirmed.
    expect(await status(parent)).toMatchObject({ isCanceled: false, keptChildIds: [kids[1]!.id] });
    const portalId = new URL(answer.outcome === 'portal' ? answer.url : '').pathname.split('/').pop()!;
    expect(
      (await apiRequest(context, `/api/billing/sandbox/portal/${portalId}`, { cookie: parent.cookie }))
        .status,
    ).toBe(200);
    const confirmed = await apiRequest(context, '/api/billing/cancel-subscription', {
      body: {},
      cookie: parent.cookie,
    });
    expect(confirmed.status).toBe(200);
    expect(await status(parent)).toMatchObject({ isCanceled: true, subscribed: true });

    const again = await apiRequest(context, '/api/billing/customer-portal/cancel', {
      body: { keepChildIds: [kids[1]!.id] },
      cookie: parent.cookie,
    });
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({
      code: 'ALREADY_CANCELED',
      error: 'Your subscription is already cancelled.',
    });
    expect((await passPeriodEnd(parent)).status).toBe(200);
    const listed = await readJson<{ children: { id: string; active: boolean }[] }>(
      await apiRequest(context, '/api/children', { cookie: parent.cookie }),
    );
    expect(listed.children.filter((child) => child.active).map((child) => child.id)).toEqual([kids[1]!.id]);
  });

  it('refuses the cancel flow on the free plan', async () => {
    const parent = await newParent();
    const response = await apiRequest(context, '/api/billing/customer-portal/cancel', {
      body: {},
      cookie: parent.cookie,
    });
    expect(response.status).toBe(409);
    expect(await readJson(response)).toMatchObject({ code: 'NOT_SUBSCRIBED' });
  });

  it('downgrades at the period end, keeping the chosen children; an upgrade brings the others back', async () => {
    const parent = await newParent();
    await subscribe(parent, 'enterprise');
    const kids: Child[] = [];
    for (const name of ['Ann', 'Ben', 'Cal', 'Dot', 'Eve'])
      kids.push(await addChild(context, parent, { name }));
    const portal = await openPortal(parent);
    const change = (body: unknown) =>
      apiRequest(context, `/api/billing/sandbox/portal/${portal}/change-plan`, {
        body,
        cookie: parent.cookie,
      });
    const tooMany = await change({ tier: 'premium', keepChildIds: kids.slice(0, 4).map((kid) => kid.id) });
    expect(tooMany.status).toBe(400);
    expect(await readJson(tooMany)).toMatchObject({ error: 'Selection limit reached' });
    const keep = [kids[0]!.id, kids[2]!.id, kids[4]!.id];
    expect((await change({ tier: 'premium', keepChildIds: keep })).status).toBe(200);
    const booked = await status(parent);
    expect(booked).toMatchObject({
      subscriptionTier: 'enterprise',
      pendingChange: { scheduledTier: 'premium' },
    });
    expect(booked.pendingChange?.changeDate).toBe(booked.subscriptionEnd);

    const benCode = await storedInviteCode(context, kids[1]!.id);
    expect((await childAccess(benCode)).status).toBe(200);
    await passPeriodEnd(parent);
    expect(await status(parent)).toMatchObject({ subscriptionTier: 'premium', pendingChange: null });
    const listed = await readJson<{
      children: { id: string; active: boolean; inviteCode: string | null }[];
    }>(await apiRequest(context, '/api/children', { cookie: parent.cookie }));
    const inactive = listed.children.filter((child) => !child.active).map((child) => child.id);
    expect(inactive.sort()).toEqual([kids[1]!.id, kids[3]!.id].sort());
    expect(listed.children.find((child) => child.id === kids[1]!.id)?.inviteCode).toBeNull();
    expect((await childAccess(benCode)).status).toBe(404);

    const upgrade = await change({ tier: 'enterprise' });
    expect(upgrade.status).toBe(200);
    expect((await readJson<{ prorationPence: number }>(upgrade)).prorationPence).toBeGreaterThan(0);
    const back = await readJson<{ children: { active: boolean }[] }>(
      await apiRequest(context, '/api/children', { cookie: parent.cookie }),
    );
    expect(back.children.every((child) => child.active)).toBe(true);
    expect((await childAccess(benCode)).status).toBe(200);
  });

  it('moves a failed payment to past due, keeping access only to the period end', async () => {
    const parent = await newParent();
    await subscribe(parent, 'premium');
    const portal = await openPortal(parent);
    const failed = await apiRequest(context, `/api/billing/sandbox/portal/${portal}/payment-failure`, {
      method: 'POST',
      cookie: parent.cookie,
    });
    expect(failed.status).toBe(200);
    expect(await status(parent)).toMatchObject({
      status: 'past_due',
      subscribed: false,
      subscriptionTier: 'premium',
    });
    await passPeriodEnd(parent);
    expect((await status(parent)).subscriptionTier).toBe('free');
  });
});

describe('billing authorization', () => {
  it('refuses signed-out callers and child codes on every billing endpoint', async () => {
    const parent = await newParent();
    const child = await addChild(context, parent);
    const code = await storedInviteCode(context, child.id);
    const calls: [string, string][] = [
      ['GET', '/api/billing/check-subscription'],
      ['POST', '/api/billing/create-checkout'],
      ['POST', '/api/billing/customer-portal'],
      ['POST', '/api/billing/customer-portal/cancel'],
      ['POST', '/api/billing/cancel-subscription'],
      ['POST', '/api/billing/resume-subscription'],
      ['PUT', '/api/billing/kept-children'],
      ['POST', '/api/dev/billing-clock'],
    ];
    for (const [method, path] of calls) {
      const response = await context.app.request(
        `${path}?inviteCode=${code}`,
        {
          method,
          headers: {
            origin: context.env.PUBLIC_URL,
            'x-invite-code': code,
            'content-type': 'application/json',
          },
          body: method === 'GET' ? undefined : JSON.stringify({ tier: 'premium', inviteCode: code }),
        },
        FROM_THIS_MACHINE,
      );
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("does not let another parent see or use a parent's checkout or portal", async () => {
    const owner = await newParent();
    const other = await newParent();
    const opened = await apiRequest(context, '/api/billing/create-checkout', {
      body: { tier: 'premium' },
      cookie: owner.cookie,
    });
    const checkoutId = (await readJson<{ url: string }>(opened)).url.split('/').pop()!;
    const seen = await apiRequest(context, `/api/billing/sandbox/checkout/${checkoutId}`, {
      cookie: other.cookie,
    });
    expect(seen.status).toBe(404);
    expect(await readJson(seen)).toMatchObject({
      code: 'CHECKOUT_EXPIRED',
      error: 'This checkout has expired. Please start again.',
    });
    const stolen = await apiRequest(context, `/api/billing/sandbox/checkout/${checkoutId}/pay`, {
      method: 'POST',
      cookie: other.cookie,
    });
    expect(stolen.status).toBe(409);
    expect((await status(other)).subscriptionTier).toBe('free');
    expect((await status(owner)).subscriptionTier).toBe('free');

    const paid = await apiRequest(context, `/api/billing/sandbox/checkout/${checkoutId}/pay`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(paid.status).toBe(200);
    const portal = await openPortal(owner);
    const change = await apiRequest(context, `/api/billing/sandbox/portal/${portal}/change-plan`, {
      body: { tier: 'enterprise' },
      cookie: other.cookie,
    });
    expect(change.status).toBe(404);
    expect(await errorCode(change)).toBe('PORTAL_LINK_EXPIRED');
    expect((await status(owner)).subscriptionTier).toBe('premium');
  });

  it('refuses a keep-children choice that names another parent’s child', async () => {
    const owner = await newParent();
    const other = await newParent();
    const theirs = await addChild(context, other);
    const response = await apiRequest(context, '/api/billing/kept-children', {
      method: 'PUT',
      body: { childIds: [theirs.id] },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(400);
  });
});

describe("billing's query and path parameters (checked by the contract's schemas)", () => {
  it('reads refresh=1 as a re-read of the provider and any other value as none, answering the same', async () => {
    const parent = await newParent();
    const plain = await status(parent);
    for (const query of ['?refresh=1', '?refresh=yes', '?refresh=', '?refresh=1&refresh=0', '?other=1']) {
      const response = await apiRequest(context, `/api/billing/check-subscription${query}`, {
        cookie: parent.cookie,
      });
      expect(response.status).toBe(200);
      expect(checkSubscriptionResponseSchema.parse(await response.json())).toEqual(plain);
    }
  });

  it('answers a malformed checkout or portal id as an unknown one, and changes nothing', async () => {
    const parent = await newParent();
    await subscribe(parent, 'premium');
    const before = await status(parent);
    const malformed = ['not-a-session', 'x'.repeat(300), '%00', "1'%20or%20'1'='1"];
    for (const id of malformed) {
      const seen = await apiRequest(context, `/api/billing/sandbox/checkout/${id}`, {
        cookie: parent.cookie,
      });
      expect(seen.status).toBe(404);
      expect(await readJson(seen)).toEqual({
        code: 'CHECKOUT_EXPIRED',
        error: 'This checkout has expired. Please start again.',
      });
      const paid = await apiRequest(context, `/api/billing/sandbox/checkout/${id}/pay`, {
        method: 'POST',
        cookie: parent.cookie,
      });
      expect(paid.status).toBe(409);
      expect(await readJson(paid)).toEqual({
        code: 'PAYMENT_REFUSED',
        error: 'This checkout has expired. Please start again.',
      });
      const portal = await apiRequest(context, `/api/billing/sandbox/portal/${id}`, {
        cookie: parent.cookie,
      });
      expect(portal.status).toBe(404);
      expect(await errorCode(portal)).toBe('PORTAL_LINK_EXPIRED');
      const change = await apiRequest(context, `/api/billing/sandbox/portal/${id}/change-plan`, {
        body: { tier: 'enterprise' },
        cookie: parent.cookie,
      });
      expect(change.status).toBe(404);
      expect(await errorCode(change)).toBe('PORTAL_LINK_EXPIRED');
      const failure = await apiRequest(context, `/api/billing/sandbox/portal/${id}/payment-failure`, {
        method: 'POST',
        cookie: parent.cookie,
      });
      expect(failure.status).toBe(404);
      expect(await errorCode(failure)).toBe('PORTAL_LINK_EXPIRED');
    }
    expect(await status(parent)).toEqual(before);
  });

  it('still checks the change-plan body before the portal id', async () => {
    const parent = await newParent();
    const response = await apiRequest(context, '/api/billing/sandbox/portal/not-a-session/change-plan', {
      body: { tier: 'gold' },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('INVALID_INPUT');
  });
});

describe('billing in production without Stripe', () => {
  const production = useTestContext({ env: PRODUCTION_TEST_ENV });

  it('refuses checkout with a clear message and has no sandbox or clock', async () => {
    const parent = { cookie: await signUpVerifiedDirectly(production, 'prod-billing@example.com') };
    const response = await apiRequest(production, '/api/billing/create-checkout', {
      body: { tier: 'premium' },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(503);
    expect(await readJson(response)).toMatchObject({
      code: 'PAYMENTS_UNAVAILABLE',
      error:
        'Card payments are not set up on this server yet, so plans cannot be bought. Please contact support.',
    });
    expect(
      (await apiRequest(production, '/api/dev/billing-clock', { method: 'POST', cookie: parent.cookie }))
        .status,
    ).toBe(404);
    expect(
      (
        await apiRequest(production, '/api/dev/plan', {
          method: 'POST',
          body: { tier: 'premium' },
          cookie: parent.cookie,
        })
      ).status,
    ).toBe(404);
    expect(await readJson(await apiRequest(production, '/api/billing/config'))).toEqual({
      provider: 'unavailable',
      trialDays: 0,
    });
  });
});
