// The sandbox provider under concurrency and with time passing: a cancellation sent together with a
// plan change is never lost, and a period that ended takes effect when it is read.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkSubscriptionResponseSchema, type CheckSubscriptionResponse } from '@callready/contract';
import { schema } from '../../db';
import { apiRequest, readJson, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, subscribeThroughSandbox } from '../../test/children-helpers';
import { appHoldingInserts } from '../../test/held-writes';
import { useTestContext } from '../../test/test-context';

const context = useTestContext();

let parents = 0;
async function subscribedParent(): Promise<SignedInParent> {
  parents += 1;
  const parent = await signUpAndVerify(context, { email: `sandbox-race-${parents}@example.com` });
  await subscribeThroughSandbox(context, parent, 'premium');
  return parent;
}

async function status(parent: SignedInParent): Promise<CheckSubscriptionResponse> {
  const response = await apiRequest(context, '/api/billing/check-subscription', { cookie: parent.cookie });
  expect(response.status).toBe(200);
  return checkSubscriptionResponseSchema.parse(await response.json());
}

async function openPortal(parent: SignedInParent) {
  const response = await apiRequest(context, '/api/billing/customer-portal', {
    method: 'POST',
    cookie: parent.cookie,
  });
  expect(response.status).toBe(200);
  return (await readJson<{ url: string }>(response)).url.split('/').pop()!;
}

/**
 * Holds each write to the sandbox's subscriptions until a second one arrives (or, alone, for a
 * moment): two changes that could both read the subscription before either writes are made to.
 */
function meetingOfTwoWrites() {
  let armed = false;
  let waiting: (() => void)[] = [];
  const hold = () =>
    new Promise<void>((resolve) => {
      if (!armed) return resolve();
      waiting.push(resolve);
      if (waiting.length === 2) {
        const both = waiting;
        waiting = [];
        both.forEach((release) => release());
      } else setTimeout(resolve, 1_000);
    });
  return {
    hold,
    arm: (on: boolean) => {
      armed = on;
    },
  };
}

describe('a cancellation and a plan change at the same moment', () => {
  it('never lose the cancellation the parent was told about', async () => {
    const meeting = meetingOfTwoWrites();
    const racing = {
      ...context,
      app: appHoldingInserts(context, schema.sandboxSubscriptions, meeting.hold),
    };
    for (let trial = 0; trial < 3; trial += 1) {
      const parent = await subscribedParent();
      const portal = await openPortal(parent);
      meeting.arm(true);
      const [cancelled, changed] = await Promise.all([
        apiRequest(racing, '/api/billing/cancel-subscription', { body: {}, cookie: parent.cookie }),
        apiRequest(racing, `/api/billing/sandbox/portal/${portal}/change-plan`, {
          body: { tier: 'enterprise' },
          cookie: parent.cookie,
        }),
      ]);
      meeting.arm(false);
      expect(cancelled.status).toBe(200);
      // After the cancellation, a change is refused; before it, both hold.
      expect([200, 409]).toContain(changed.status);
      const after = await status(parent);
      expect(after.isCanceled).toBe(true);
      const [sandboxRow] = await context.db
        .select()
        .from(schema.sandboxSubscriptions)
        .where(eq(schema.sandboxSubscriptions.userId, parent.userId));
      expect(sandboxRow?.cancelAtPeriodEnd).toBe(true);
    }
  });
});

describe('a period that ends with no word from the provider', () => {
  it('ends a cancelled plan when it is read: no full access, and the billing page shows the free plan', async () => {
    const parent = await subscribedParent();
    const child = await addChild(context, parent, { name: 'Noor' });
    const code = child.inviteCode ?? '';
    const cancelled = await apiRequest(context, '/api/billing/cancel-subscription', {
      body: {},
      cookie: parent.cookie,
    });
    expect(cancelled.status).toBe(200);
    const before = await readJson(await apiRequest(context, `/api/child/${code}/access`));
    expect(before).toMatchObject({ fullAccess: true });

    // Time passes beyond the period end, and nothing tells the server.
    const past = new Date(Date.now() - 60_000);
    await context.db
      .update(schema.sandboxSubscriptions)
      .set({ periodEnd: past })
      .where(eq(schema.sandboxSubscriptions.userId, parent.userId));
    await context.db
      .update(schema.subscribers)
      .set({ subscriptionEnd: past })
      .where(eq(schema.subscribers.userId, parent.userId));

    const access = await readJson(await apiRequest(context, `/api/child/${code}/access`));
    expect(access).toMatchObject({ fullAccess: false });
    const emergency = await apiRequest(context, '/api/child/calls', {
      body: { inviteCode: code, scenarioType: '999', scenarioId: 'house-fire' },
    });
    expect(emergency.status).toBe(403);
    expect(await status(parent)).toMatchObject({ subscriptionTier: 'free', subscribed: false });
  });

  it('keeps a renewing plan going when it is read', async () => {
    const parent = await subscribedParent();
    const past = new Date(Date.now() - 60_000);
    await context.db
      .update(schema.sandboxSubscriptions)
      .set({ periodEnd: past })
      .where(eq(schema.sandboxSubscriptions.userId, parent.userId));
    await context.db
      .update(schema.subscribers)
      .set({ subscriptionEnd: past })
      .where(eq(schema.subscribers.userId, parent.userId));
    const renewed = await status(parent);
    expect(renewed).toMatchObject({ subscriptionTier: 'premium', subscribed: true });
    expect(new Date(renewed.subscriptionEnd ?? 0).getTime()).toBeGreaterThan(Date.now());
  });
});
