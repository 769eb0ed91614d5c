// Bad input gets a clear 400 and changes nothing; personal answers are never cached; writes from
// other sites are refused even when the browser leaves out Origin.
import type { Child } from '@callready/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db';
import { apiRequest, cookieFrom, readJson, signUpAndVerify, type SignedInParent } from '../test/auth-helpers';
import { addChild, progressRowsOf } from '../test/children-helpers';
import { createTestContext, type TestContext } from '../test/test-context';

let context: TestContext;
let parent: SignedInParent;
let child: Child;
let childCookie: string;

beforeAll(async () => {
  context = await createTestContext();
  parent = await signUpAndVerify(context, { email: 'hardening@example.com', name: 'Hana Parent' });
  child = await addChild(context, parent, { name: 'Kit' });
  const session = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: child.inviteCode },
  });
  childCookie = cookieFrom(session);
});
afterAll(() => context.close());

const CONTROL = { error: 'Text must not contain control characters', code: 'INVALID_INPUT' };

const rating = (feedback: string, tips: string[] = []) => ({
  stars: 2,
  feedback,
  tips,
  categories: { clarity: 2, completeness: 2, calmness: 2 },
});

/** A 111 call's save from the call screen, with the given ratings. */
const progressSave = (responseRatings: ReturnType<typeof rating>[]) => ({
  scenarioType: '111',
  scenarioId: 'fever-child',
  overallStars: 3,
  clarityScore: 50,
  calmnessScore: 50,
  accuracyScore: 50,
  serviceSelectionScore: 50,
  responseRatings,
});

describe('NUL and control characters', () => {
  it.each([
    [
      'a child’s name when adding',
      'POST',
      '/api/children',
      () => ({ name: 'Ma\u0000ya', age: 7, relationship: 'parent', countryCode: 'uk' }),
    ],
    [
      'a child’s name when updating',
      'PATCH',
      () => `/api/children/${child.id}`,
      () => ({ name: 'Ki\u0000t' }),
    ],
    ['a child’s name with a bell', 'PATCH', () => `/api/children/${child.id}`, () => ({ name: 'Ki\u0007t' })],
    ['update-user', 'POST', '/api/auth/update-user', () => ({ name: 'Hana\u0000' })],
    [
      'reset-password',
      'POST',
      '/api/auth/reset-password',
      () => ({ token: 'abc\u0000', newPassword: 'Sunny!Meadow43' }),
    ],
    ['revoke-session', 'POST', '/api/auth/revoke-session', () => ({ token: '\u0000' })],
  ] as const)('are refused with 400 in %s', async (_case, method, path, body) => {
    const response = await apiRequest(context, typeof path === 'function' ? path() : path, {
      method,
      body: body(),
      cookie: parent.cookie,
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual(CONTROL);
  });

  it.each([
    ['feedback', [rating('Good\u0000 job')]],
    ['tips', [rating('Good job', ['Stay calm\u0000'])]],
  ])('in progress %s are refused and nothing is saved', async (_field, responseRatings) => {
    const response = await apiRequest(context, '/api/child/progress', {
      body: progressSave(responseRatings),
      cookie: childCookie,
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual(CONTROL);
    expect(await progressRowsOf(context, child.id)).toHaveLength(0);
  });

  it('in a query string are refused', async () => {
    const response = await apiRequest(context, `/api/children/${child.id}/reports?tz=Europe%2FLondon%00`, {
      cookie: parent.cookie,
    });
    expect(response.status).toBe(400);
  });
});

describe('report dates', () => {
  it.each(['0000-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])(
    'out of range (%s) are refused with 400',
    async (from) => {
      const response = await apiRequest(
        context,
        `/api/children/${child.id}/reports?from=${encodeURIComponent(from)}`,
        {
          cookie: parent.cookie,
        },
      );
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 'INVALID_INPUT' });
    },
  );
});

describe('update-user', () => {
  const update = (body: unknown) =>
    apiRequest(context, '/api/auth/update-user', { body, cookie: parent.cookie });
  const storedUser = async () => {
    const [row] = await context.db.select().from(schema.user).where(eq(schema.user.id, parent.userId));
    return row;
  };

  it('refuses a birth year that makes the parent under 18, and changes nothing', async () => {
    const response = await update({ birthYear: 2020 });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ code: 'UNDERAGE' });
    expect((await storedUser())?.birthYear).not.toBe(2020);
  });

  it.each([{ emailVerified: false }, { email: 'other@example.com' }, { role: 'admin' }, { image: 'x' }])(
    'refuses fields a parent may not change (%o)',
    async (body) => {
      const response = await update(body);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 'FIELD_NOT_EDITABLE' });
      expect((await storedUser())?.emailVerified).toBe(true);
    },
  );

  it('refuses a blank name, and takes a good name and birth year', async () => {
    expect((await update({ name: '   ' })).status).toBe(400);
    const response = await update({ name: '  Hana Smith ', birthYear: 1980 });
    expect(response.status).toBe(200);
    expect(await storedUser()).toMatchObject({ name: 'Hana Smith', birthYear: 1980 });
  });
});

describe('personal answers', () => {
  it.each([
    ['/api/me', () => parent.cookie],
    ['/api/children', () => parent.cookie],
    [() => `/api/children/${child.id}`, () => parent.cookie],
    [() => `/api/children/${child.id}/reports`, () => parent.cookie],
    [() => `/api/children/${child.id}/reports/export`, () => parent.cookie],
    ['/api/auth/get-session', () => parent.cookie],
    ['/api/auth/list-sessions', () => parent.cookie],
    ['/api/child/session', () => childCookie],
    [() => `/api/child/${child.inviteCode}/progress`, () => childCookie],
  ])('%s is never cached', async (path, cookie) => {
    const response = await apiRequest(context, typeof path === 'function' ? path() : path, {
      cookie: cookie(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the same-origin check', () => {
  const write = (headers: Record<string, string>) =>
    context.app.request('/api/child/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ inviteCode: 'ZZZZZZZZ' }),
    });

  it.each(['cross-site', 'same-site'])(
    'refuses a write without Origin that the browser says is %s',
    async (site) => {
      const response = await write({ 'sec-fetch-site': site });
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({ error: 'Forbidden', code: 'FORBIDDEN' });
    },
  );

  it('lets the site’s own writes through', async () => {
    const own = await write({ 'sec-fetch-site': 'same-origin', origin: context.env.PUBLIC_URL });
    expect(own.status).toBe(404);
    const typed = await write({ 'sec-fetch-site': 'none' });
    expect(typed.status).toBe(404);
  });
});

describe('body size', () => {
  // Over the progress route's 64 KB, under the 1 MB every JSON request may have.
  const oversizedSave = JSON.stringify(progressSave([rating('x'.repeat(70 * 1024))]));
  const save = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    context.app.request('/api/child/progress', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: context.env.PUBLIC_URL,
        cookie: childCookie,
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit);
  const streamed = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let at = 0; at < bytes.length; at += 16 * 1024)
          controller.enqueue(bytes.slice(at, at + 16 * 1024));
        controller.close();
      },
    });
  const TOO_LARGE = { error: 'Request body too large', code: 'BODY_TOO_LARGE' };

  it('refuses a body over the route’s limit, whether its length is declared or it comes in chunks', async () => {
    const before = (await progressRowsOf(context, child.id)).length;
    const declared = await save(oversizedSave, {
      'content-length': String(Buffer.byteLength(oversizedSave)),
    });
    expect(declared.status).toBe(413);
    expect(await readJson(declared)).toEqual(TOO_LARGE);
    const chunked = await save(streamed(oversizedSave));
    expect(chunked.status).toBe(413);
    expect(await readJson(chunked)).toEqual(TOO_LARGE);
    expect(await progressRowsOf(context, child.id)).toHaveLength(before);
  });

  it('reads a body that comes in chunks once, for the input checks and the route alike', async () => {
    const fits = JSON.stringify({ ...progressSave([rating('Well done.')]), callId: crypto.randomUUID() });
    const response = await save(streamed(fits));
    expect(response.status).toBe(201);
    const refused = await save(streamed(fits.replace('Well done.', 'Well\\u0000done.')));
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toEqual(CONTROL);
  });
});
