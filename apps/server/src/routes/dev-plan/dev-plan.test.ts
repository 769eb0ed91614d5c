import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@callready/contract';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { createTestContext, PRODUCTION_TEST_ENV, type TestContext } from '../../test/test-context';

describe('the development plan switch', () => {
  let context: TestContext;
  let parent: SignedInParent;
  beforeAll(async () => {
    context = await createTestContext();
    parent = await signUpAndVerify(context, { email: 'plan-switch@example.com' });
  });
  afterAll(() => context.close());

  const switchPlan = (tier: unknown, cookie?: string) =>
    apiRequest(context, '/api/dev/plan', { method: 'POST', body: { tier }, cookie });

  it('refuses a signed-out caller', async () => {
    expect((await switchPlan('premium')).status).toBe(401);
  });

  it('refuses an unknown tier and changes nothing', async () => {
    expect((await switchPlan('platinum', parent.cookie)).status).toBe(400);
    const me = meResponseSchema.parse(
      await (await apiRequest(context, '/api/me', { cookie: parent.cookie })).json(),
    );
    expect(me.subscription.subscription_tier).toBe('free');
  });

  it('gives the parent an active paid plan, which the account then reports', async () => {
    const response = await switchPlan('premium', parent.cookie);
    expect(response.status).toBe(200);
    const me = meResponseSchema.parse(
      await (await apiRequest(context, '/api/me', { cookie: parent.cookie })).json(),
    );
    expect(me.subscription).toMatchObject({ subscription_tier: 'premium', subscribed: true });
    expect(new Date(me.subscription.subscription_end ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('returns the parent to the free plan', async () => {
    await switchPlan('free', parent.cookie);
    const me = meResponseSchema.parse(
      await (await apiRequest(context, '/api/me', { cookie: parent.cookie })).json(),
    );
    expect(me.subscription).toMatchObject({
      subscription_tier: 'free',
      subscribed: false,
      subscription_end: null,
    });
  });
});

describe('the development plan switch in production', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: PRODUCTION_TEST_ENV,
    });
  });
  afterAll(() => context.close());

  it('does not exist', async () => {
    const response = await apiRequest(context, '/api/dev/plan', {
      method: 'POST',
      body: { tier: 'premium' },
    });
    expect(response.status).toBe(404);
  });
});
