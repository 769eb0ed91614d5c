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
const setCountry = (countryCode: unknown, cookie: string | undefined = parent.cookie) =>
  apiRequest(context, '/api/profile', { method: 'PATCH', body: { countryCode }, cookie });

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
        fullName: 'Robin Parent',
        email: 'profile@example.com',
        countryCode: 'uk',
        createdAt: expect.any(String),
      },
      subscription: {
        subscribed: false,
        subscriptionTier: 'free',
        subscriptionEnd: null,
        isCanceled: false,
        pendingChange: null,
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
      subscriptionTier: 'premium',
      subscriptionEnd: end.toISOString(),
      isCanceled: false,
      pendingChange: { scheduledTier: 'enterprise', changeDate: change.toISOString() },
    });
    expect(body.roles).toEqual({ isAdmin: false, isSupport: true });
  });

  it('recreates a missing profile rather than failing', async () => {
    const orphan = await signUpAndVerify(context, { email: 'orphan@example.com', name: 'Orphan Parent' });
    await context.db.delete(schema.profiles).where(eq(schema.profiles.id, orphan.userId));
    const body = meResponseSchema.parse(await (await me(orphan.cookie)).json());
    expect(body.profile).toMatchObject({ fullName: 'Orphan Parent', countryCode: 'uk' });
  });
});

describe('PATCH /api/profile', () => {
  it('starts a new profile with the country chosen before sign-up', async () => {
    const newcomer = await signUpAndVerify(context, { email: 'from-us@example.com', countryCode: 'us' });
    const body = meResponseSchema.parse(await (await me(newcomer.cookie)).json());
    expect(body.profile.countryCode).toBe('us');
  });

  it('ignores an unknown country at sign-up and starts with the default', async () => {
    const newcomer = await signUpAndVerify(context, { email: 'from-nowhere@example.com', countryCode: 'xx' });
    const body = meResponseSchema.parse(await (await me(newcomer.cookie)).json());
    expect(body.profile.countryCode).toBe('uk');
  });

  it('saves the chosen country to the profile, where the next visit loads it', async () => {
    const response = await setCountry('us');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ fullName: 'Robin Parent', countryCode: 'us' });
    const body = meResponseSchema.parse(await (await me(parent.cookie)).json());
    expect(body.profile.countryCode).toBe('us');
  });

  it('stores one of the spec’s long country names as its id', async () => {
    const response = await setCountry('newzealand');
    expect(await readJson(response)).toMatchObject({ countryCode: 'nz' });
  });

  it.each([['fr'], [''], [42]])('refuses %j with 400 and keeps the saved country', async (value) => {
    await setCountry('au');
    const response = await setCountry(value);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ code: 'INVALID_COUNTRY', error: expect.any(String) });
    const body = meResponseSchema.parse(await (await me(parent.cookie)).json());
    expect(body.profile.countryCode).toBe('au');
  });

  it('answers 401 when signed out', async () => {
    const response = await apiRequest(context, '/api/profile', {
      method: 'PATCH',
      body: { countryCode: 'us' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a change sent by another site with the parent’s cookie', async () => {
    await setCountry('uk');
    const response = await context.app.request('/api/profile', {
      method: 'PATCH',
      headers: { origin: 'https://evil.example', cookie: parent.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ countryCode: 'us' }),
    });
    expect(response.status).toBe(403);
    const body = meResponseSchema.parse(await (await me(parent.cookie)).json());
    expect(body.profile.countryCode).toBe('uk');
  });
});
