import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database, DatabaseHandle } from './database';
import { authSchema, childProgress, children, rateLimits, speechCache, user } from './schema';

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

let inviteCodes = 0;
async function createParent(id: string) {
  inviteCodes += 1;
  await db.insert(user).values({ id, name: 'Sam Parent', email: `${id}@example.com` });
  const [child] = await db
    .insert(children)
    .values({
      parentId: id,
      name: 'Alex',
      age: 8,
      relationship: 'mum',
      inviteCode: `TEST${String(inviteCodes).padStart(4, '0')}`,
    })
    .returning();
  if (!child) throw new Error('child not created');
  return child;
}

const progress = {
  scenarioType: '999' as const,
  scenarioId: 'house-fire',
  overallStars: 4,
  clarityScore: 80,
  calmnessScore: 70,
  accuracyScore: 90,
  serviceSelectionScore: 100,
};

describe('children and progress', () => {
  it('gives a new child the spec defaults: active, country uk', async () => {
    const child = await createParent('parent-defaults');
    expect(child).toMatchObject({ active: true, countryCode: 'uk' });
    expect(child.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores a retried save with the same client id only once', async () => {
    const child = await createParent('parent-retry');
    const callId = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    for (let attempt = 0; attempt < 2; attempt++) {
      await db
        .insert(childProgress)
        .values({ ...progress, childId: child.id, callId })
        .onConflictDoNothing({ target: [childProgress.childId, childProgress.callId] });
    }
    await db.insert(childProgress).values({ ...progress, childId: child.id });
    await db.insert(childProgress).values({ ...progress, childId: child.id });
    const rows = await db.select().from(childProgress).where(eq(childProgress.childId, child.id));
    expect(rows).toHaveLength(3);
  });

  it.each([
    ['overall stars above 5', { overallStars: 6 }],
    ['overall stars below 1', { overallStars: 0 }],
    ['a score above 100', { clarityScore: 101 }],
    ['a negative score', { serviceSelectionScore: -1 }],
    ['an unknown scenario type', { scenarioType: '112' as '999' }],
  ])('refuses %s', async (_label, override) => {
    const child = await createParent(`parent-refuse-${Math.random().toString(36).slice(2, 8)}`);
    await expect(
      db.insert(childProgress).values({ ...progress, ...override, childId: child.id }),
    ).rejects.toThrow();
  });

  it('removes a child’s progress with the child', async () => {
    const child = await createParent('parent-cascade');
    await db.insert(childProgress).values({ ...progress, childId: child.id });
    await db.delete(children).where(eq(children.id, child.id));
    expect(await db.select().from(childProgress).where(eq(childProgress.childId, child.id))).toEqual([]);
  });
});

describe('speech cache', () => {
  it('returns stored audio byte for byte', async () => {
    const audio = new Uint8Array([0, 1, 2, 127, 128, 254, 255]);
    await db.insert(speechCache).values({
      key: 'k1',
      provider: 'espeak-ng',
      voice: 'en-gb',
      text: 'Emergency, which service?',
      contentType: 'audio/ogg',
      audio,
    });
    const [row] = await db.select().from(speechCache).where(eq(speechCache.key, 'k1'));
    expect(row?.audio).toBeInstanceOf(Uint8Array);
    expect(Array.from(row?.audio ?? [])).toEqual(Array.from(audio));
  });
});

describe('rate limits table', () => {
  it('backs rate-limiter-flexible’s Drizzle store', async () => {
    const limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      points: 2,
      duration: 60,
      clearExpiredByTimeout: false,
    });
    await limiter.consume('lookup:203.0.113.7');
    const second = await limiter.consume('lookup:203.0.113.7');
    expect(second.remainingPoints).toBe(0);
    await expect(limiter.consume('lookup:203.0.113.7')).rejects.toMatchObject({ remainingPoints: 0 });
  });
});

describe('Better Auth tables', () => {
  it('work with Better Auth’s Drizzle adapter and its twoFactor and admin plugins', async () => {
    const auth = betterAuth({
      secret: 'a-test-secret-that-is-long-enough-for-better-auth',
      baseURL: 'http://localhost:3000',
      database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
      emailAndPassword: { enabled: true },
      plugins: [twoFactor(), admin()],
      logger: { disabled: true },
    });
    const result = await auth.api.signUpEmail({
      body: { name: 'Pat Parent', email: 'pat@example.com', password: 'Correct-Horse-9' },
    });
    const [stored] = await db.select().from(user).where(eq(user.id, result.user.id));
    expect(stored).toMatchObject({
      email: 'pat@example.com',
      emailVerified: false,
      twoFactorEnabled: false,
      banned: false,
    });

    const signIn = await auth.api.signInEmail({
      body: { email: 'pat@example.com', password: 'Correct-Horse-9' },
      asResponse: true,
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const enabled = await auth.api.enableTwoFactor({
      body: { password: 'Correct-Horse-9' },
      headers: new Headers({ cookie }),
    });
    expect('totpURI' in enabled && enabled.totpURI).toMatch(/^otpauth:\/\/totp\//);
    const [secret] = await db
      .select()
      .from(authSchema.twoFactor)
      .where(eq(authSchema.twoFactor.userId, result.user.id));
    expect(secret?.backupCodes).toBeTruthy();
  });
});
