import { meResponseSchema } from '@callready/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, readJson, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let parent: SignedInParent;
beforeAll(async () => {
  context = await createTestContext();
  parent = await signUpAndVerify(context, { email: 'profile@example.com', name: 'Robin Parent' });
});
afterAll(() => context.close());

const me = (cookie?: string) => apiRequest(context, '/api/me', { cookie });
const setCountry = (country_code: unknown, cookie: string | undefined = parent.cookie) =>
  apiRequest(context, '/api/profile', { method: 'PATCH', body: { country_code }, cookie });

describe('GET /api/me', () => {
  it('answers 401 with an error when signed out', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not authenticated', code: 'NOT_AUTHENTICATED' });
  });

  it('describes the signed-in parent: user, profile, free subscription, no staff role', async () => {
    const response = await me(parent.cookie);
    expect(response.status).toBe(200);
    const body = meResponseSchema.parse(await response.json());
    expect(body).toEqual({
      user: { id: parent.userId, email: 'profile@example.com', name: 'Robin Parent', emailVerified: true },
      profile: {
        full_name: 'Robin Parent',
        email: 'profile@example.com',
        country_code: 'uk',
        created_at: expect.any(String),
      },
      subscription: {
        subscribed: false,
        subscription_tier: 'free',
        subscription_end: null,
        is_canceled: false,
        pending_change: null,
      },
      roles: { isAdmin: false, isSupport: false },
    });
  });

  it('reads the subscription and the staff role from their tables', async () => {
    const staff = await signUpAndVerify(context, { email: 'staff@example.com' });
    const end = new Date('2031-05-01T00:00:00.000Z');
    const change = new Date('2031-04-01T00:00:00.000Z');
    await context.db.insert(schema.subscribers).values({
      userId: staff.userId,
      email: staff.email,
      subscribed: true,
      subscriptionTier: 'premium',
      subscriptionEnd: end,
      isCanceled: false,
      scheduledTier: 'enterprise',
      changeDate: change,
    });
    await context.db.insert(schema.userRoles).values({ userId: staff.userId, role: 'support' });

    const body = meResponseSchema.parse(await (await me(staff.cookie)).json());
    expect(body.subscription).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: end.toISOString(),
      is_canceled: false,
      pending_change: { scheduled_tier: 'enterprise', change_date: change.toISOString() },
    });
    expect(body.roles).toEqual({ isAdmin: false, isSupport: true });
  });

  it('recreates a missing profile rather than failing', async () => {
    const orphan = await signUpAndVerify(context, { email: 'orphan@example.com', name: 'Orphan Parent' });
    await context.db.delete(schema.profiles).where(eq(schema.profiles.id, orphan.userId));
    const body = meResponseSchema.parse(await (await me(orphan.cookie)).json());
    expect(body.profile).toMatchObject({ full_name: 'Orphan Parent', country_code: 'uk' });
  });
});

describe('PATCH /api/profile', () => {
  it('starts a new profile with the country chosen before sign-up', async () => {
    const newcomer = await signUpAndVerify(context, { email: 'from-us@example.com', countryCode: 'us' });
    const body = meResponseSchema.parse(await (await me(newcomer.cookie)).json());
    expect(body.profile.country_code).toBe('us');
  });

  it('ignores an unknown country at sign-up and starts with the default', async () => {
    const newcomer = await signUpAndVerify(context, { email: 'from-nowhere@example.com', countryCode: 'xx' });
    const body = meResponseSchema.parse(await (await me(newcomer.cookie)).json());
    expect(body.profile.country_code).toBe('uk');
  });

  it('saves the chosen country to the profile, where the next visit loads it', async () => {
    const response = await setCountry('us');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ full_name: 'Robin Parent', country_code: 'us' });
    const body = meResponseSchema.parse(await (await me(parent.cookie)).json());
    expect(body.profile.country_code).toBe('us');
  });

  it('stores one of the spec’s long country names as its id', async () => {
    const response = await setCountry('newzealand');
    expect(await readJson(response)).toMatchObject({ country_code: 'nz' });
  });

  it.each([['fr'], [''], [42]])('refuses %j with 400 and keeps the saved country', async (value) => {
    await setCountry('au');
    const response = await setCountry(value);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ code: 'INVALID_COUNTRY', error: expect.any(String) });
    const body = meResponseSchema.parse(await (await me(parent.cookie)).json());
    expect(body.profile.country_code).toBe('au');
  });

  it('answers 401 when signed out', async () => {
    const response = await apiRequest(context, '/api/profile', {
      method: 'PATCH',
      body: { country_code: 'us' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a change sent by another site with the parent’s cookie', async () => {
    await setCountry('uk');
    const response = await context.app.request('/api/profile', {
      method: 'PATCH',
      headers: { origin: 'https://evil.example', cookie: parent.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ country_code: 'us' }),
    });
    expect(response.status).toBe(403);
    const body = meResponseSchema.parse(await (await me(parent.cookie)).json());
    expect(body.profile.country_code).toBe('uk');
  });
});
