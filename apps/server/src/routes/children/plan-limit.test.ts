import { childLimitMessage } from '@callready/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, addChildRequest, setChildActive, setPlan } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

let parents = 0;
const newParent = () => signUpAndVerify(context, { email: `plan-limit-${++parents}@example.com` });

async function childCount(parent: SignedInParent) {
  const rows = await context.db
    .select({ id: schema.children.id })
    .from(schema.children)
    .where(eq(schema.children.parentId, parent.userId));
  return rows.length;
}

/** Ten adds sent at once, as a double-clicking parent or a script would. */
async function addTenAtOnce(parent: SignedInParent) {
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      addChildRequest(context, parent, {
        name: `Child ${index}`,
        age: 9,
        relationship: 'dad',
        countryCode: 'us',
      }),
    ),
  );
  return responses;
}

describe('the plan limit', () => {
  it('lets a free parent add exactly one child even when ten adds arrive together', async () => {
    const parent = await newParent();
    const responses = await addTenAtOnce(parent);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.status === 403);
    expect(refused).toHaveLength(9);
    expect(await refused[0]?.json()).toEqual({
      error: 'Your Free plan allows up to 1 child. Please upgrade to add more children.',
      code: 'PLAN_LIMIT',
    });
    expect(await childCount(parent)).toBe(1);
  });

  it('lets a Family Plan parent add exactly three children even when ten adds arrive together', async () => {
    const parent = await newParent();
    await setPlan(context, parent, { tier: 'premium' });
    const responses = await addTenAtOnce(parent);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 403)).toHaveLength(7);
    expect(await childCount(parent)).toBe(3);
  });

  it('allows five children on the Large Family Plan and names that plan when full', async () => {
    const parent = await newParent();
    await setPlan(context, parent, { tier: 'enterprise' });
    for (let added = 0; added < 5; added++) await addChild(context, parent, { name: `Kid ${added}` });
    const response = await addChildRequest(context, parent);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: childLimitMessage('enterprise'), code: 'PLAN_LIMIT' });
  });

  it('follows the tier only: a cancelled Family Plan still counts as the Family Plan until billing changes the tier', async () => {
    const parent = await newParent();
    await setPlan(context, parent, {
      tier: 'premium',
      subscribed: false,
      subscriptionEnd: new Date(Date.now() + 86_400_000),
    });
    for (let added = 0; added < 3; added++) await addChild(context, parent);
    expect((await addChildRequest(context, parent)).status).toBe(403);
  });

  it('counts inactive children too, so a downgraded family must remove one before adding', async () => {
    const parent = await newParent();
    await setPlan(context, parent, { tier: 'premium' });
    const kept = await addChild(context, parent, { name: 'Kept' });
    const paused = await addChild(context, parent, { name: 'Paused' });
    await setPlan(context, parent, { tier: 'free' });
    await setChildActive(context, paused.id, false);

    const refused = await addChildRequest(context, parent);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: childLimitMessage('free'), code: 'PLAN_LIMIT' });

    await apiRequest(context, `/api/children/${paused.id}`, { method: 'DELETE', cookie: parent.cookie });
    await apiRequest(context, `/api/children/${kept.id}`, { method: 'DELETE', cookie: parent.cookie });
    expect((await addChildRequest(context, parent)).status).toBe(201);
  });

  it('is per parent: one family’s children do not use another’s places', async () => {
    const first = await newParent();
    const second = await newParent();
    await addChild(context, first);
    expect((await addChildRequest(context, second)).status).toBe(201);
  });
});
