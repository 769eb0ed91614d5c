import type { Child } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, progressRowsOf } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const MAX_PER_IP = 10;
const WINDOW_SECONDS = 600;

let context: TestContext;
let child: Child;
let code: string;
beforeAll(async () => {
  context = await createTestContext({
    env: {
      CHILD_LOOKUP_MAX_PER_IP: String(MAX_PER_IP),
      CHILD_LOOKUP_MAX_GLOBAL: '1000',
      CHILD_LOOKUP_WINDOW_SECONDS: String(WINDOW_SECONDS),
    },
  });
  const parent = await signUpAndVerify(context, { email: 'limits-parent@example.com' });
  child = await addChild(context, parent, { name: 'Lily' });
  code = child.inviteCode ?? '';
});
afterAll(() => context.close());

let nextAddress = 1;
/** A client address no other test has used. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

/** A well-formed code that belongs to nobody (codes never contain 0, 1, I or O, but these do not). */
const wrongCode = (index: number) =>
  `WRNG${String(index + 2222)
    .slice(-4)
    .replace(/[01]/g, '9')}`;

const lookUp = (inviteCode: string, clientAddress: string, testContext: TestContext = context) =>
  apiRequest(testContext, `/api/child/${encodeURIComponent(inviteCode)}`, { clientAddress });

const RATE_LIMITED = {
  error: 'Too many attempts — please wait',
  code: 'RATE_LIMITED',
  retryAfterSeconds: expect.toSatisfy(
    (seconds: number) => seconds > WINDOW_SECONDS - 60 && seconds <= WINDOW_SECONDS,
  ),
};

async function exhaust(clientAddress: string) {
  for (let attempt = 0; attempt < MAX_PER_IP; attempt++) {
    expect((await lookUp(wrongCode(attempt), clientAddress)).status).toBe(404);
  }
}

describe('failed invite-code look-ups', () => {
  it('are checked only up to the limit; then the client is refused, even with the right code', async () => {
    const client = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++)
      statuses.push((await lookUp(wrongCode(attempt), client)).status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(MAX_PER_IP);
    expect(statuses.slice(MAX_PER_IP)).toEqual(Array(50 - MAX_PER_IP).fill(429));

    const blocked = await lookUp(code, client);
    expect(blocked.status).toBe(429);
    const body = (await blocked.json()) as { retryAfterSeconds: number };
    expect(body).toEqual(RATE_LIMITED);
    expect(blocked.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });

  it('refuse the blocked client on every child endpoint, so nothing tells a right code from a wrong one', async () => {
    const client = freshAddress();
    await exhaust(client);
    const requests = [
      apiRequest(context, `/api/child/${code}/progress`, { clientAddress: client }),
      apiRequest(context, `/api/child/${code}/access`, { clientAddress: client }),
      apiRequest(context, '/api/child/calls', {
        body: { inviteCode: code, scenarioType: '111', scenarioId: 'fever-child' },
        clientAddress: client,
      }),
      apiRequest(context, '/api/child/progress', {
        body: {
          inviteCode: code,
          scenarioType: '111',
          scenarioId: 'fever-child',
          overallStars: 4,
          clarityScore: 80,
          calmnessScore: 80,
          accuracyScore: 80,
          serviceSelectionScore: 100,
          responseRatings: [],
        },
        clientAddress: client,
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual(RATE_LIMITED);
    }
    expect(await progressRowsOf(context, child.id)).toHaveLength(0);
  });

  it('do not hold back other clients', async () => {
    const blocked = freshAddress();
    await exhaust(blocked);
    expect((await lookUp(code, freshAddress())).status).toBe(200);
  });

  it('cannot be raced: a burst of simultaneous guesses is still checked only up to the limit', async () => {
    const client = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => lookUp(wrongCode(index), client)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(MAX_PER_IP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_PER_IP);
  });

  it('count malformed codes as failures too', async () => {
    const client = freshAddress();
    for (let attempt = 0; attempt < MAX_PER_IP; attempt++)
      expect((await lookUp('nope', client)).status).toBe(404);
    expect((await lookUp(code, client)).status).toBe(429);
  });

  it('are shared by every copy of the server', async () => {
    const client = freshAddress();
    await exhaust(client);
    const otherInstance = { ...context, app: context.createInstance() };
    expect((await lookUp(code, client, otherInstance)).status).toBe(429);
  });

  it('are forgotten when the window ends', async () => {
    const client = freshAddress();
    await exhaust(client);
    await context.db.update(schema.rateLimits).set({ expire: new Date(Date.now() - 1000) });
    expect((await lookUp(code, client)).status).toBe(200);
  });
});

describe('successful look-ups', () => {
  it('are never throttled and use up none of the client’s allowance for mistakes', async () => {
    const client = freshAddress();
    for (let visit = 0; visit < 3 * MAX_PER_IP; visit++) {
      expect((await lookUp(code.toLowerCase(), client)).status).toBe(200);
    }
    for (let attempt = 0; attempt < MAX_PER_IP; attempt++) {
      expect((await lookUp(wrongCode(attempt), client)).status).toBe(404);
    }
    expect((await lookUp(wrongCode(99), client)).status).toBe(429);
  });
});

describe('the global cap on failed look-ups', () => {
  it('asks every client for a proof of work once failures from many addresses reach it', async () => {
    const capped = await createTestContext({
      env: {
        CHILD_LOOKUP_MAX_PER_IP: '100',
        CHILD_LOOKUP_MAX_GLOBAL: '5',
        CHILD_LOOKUP_WINDOW_SECONDS: '600',
      },
    });
    try {
      const parent = await signUpAndVerify(capped, { email: 'limits-global@example.com' });
      const cappedChild = await addChild(capped, parent);
      const cappedCode = cappedChild.inviteCode ?? '';
      expect((await lookUp(cappedCode, freshAddress(), capped)).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await lookUp(wrongCode(attempt), freshAddress(), capped)).status).toBe(404);
      }
      // Spent: a look-up without a child session now needs a proof of work, for every client…
      const response = await lookUp(cappedCode, freshAddress(), capped);
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({
        error: 'Please complete the security check.',
        code: 'CAPTCHA_REQUIRED',
      });
    } finally {
      await capped.close();
    }
  });
});
