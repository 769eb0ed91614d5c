// The child session: once a code is accepted the child's pages never meet the guessing limits, so
// nobody can lock children out by guessing codes (however many addresses they guess from).
import type { Child } from '@callready/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import {
  apiRequest,
  cookieFrom,
  signUpAndVerify,
  solveCaptcha,
  type SignedInParent,
} from '../../test/auth-helpers';
import { insertProgress, progressRowsOf, setChildActive } from '../../test/children-helpers';
import { useTestContext, type TestContext } from '../../test/test-context';

const MAX_PER_IP = 5;
const MAX_GLOBAL = 20;

const context = useTestContext({
  env: {
    CHILD_LOOKUP_MAX_PER_IP: String(MAX_PER_IP),
    CHILD_LOOKUP_MAX_GLOBAL: String(MAX_GLOBAL),
    CHILD_LOOKUP_WINDOW_SECONDS: '600',
  },
});
let parent: SignedInParent;
beforeAll(async () => {
  parent = await signUpAndVerify(context, { email: 'session-parent@example.com' });
});
// Each test starts with no failed look-ups counted.
beforeEach(async () => {
  await context.db.delete(schema.rateLimits);
});

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
let nextChild = 0;
/** A child of the parent, written straight to the table: these tests need more than a plan allows. */
async function addChild(
  _context: TestContext,
  owner: SignedInParent,
  { name }: { name: string },
): Promise<Child> {
  const index = nextChild++;
  const inviteCode = `KDSW${[3, 2, 1, 0].map((power) => LETTERS[Math.floor(index / LETTERS.length ** power) % LETTERS.length]).join('')}`;
  const [row] = await context.db
    .insert(schema.children)
    .values({ parentId: owner.userId, name, age: 8, relationship: 'parent', countryCode: 'uk', inviteCode })
    .returning();
  if (!row) throw new Error('child not added');
  return {
    id: row.id,
    name,
    age: 8,
    relationship: 'parent',
    countryCode: 'uk',
    inviteCode,
    active: true,
  } as unknown as Child;
}

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;
const wrongCode = (index: number) => `WRNG${String(2222 + index).replace(/[01]/g, '9')}`;

const codeOf = (child: Child) => child.inviteCode ?? '';

/** The child typing the code at /child-login: answers the Cookie header of the child session. */
async function signInAsChild(child: Child, clientAddress = freshAddress()): Promise<string> {
  const response = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: codeOf(child).toLowerCase() },
    clientAddress,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ id: child.id, name: child.name });
  const setCookie = response.headers.getSetCookie().join('\n');
  expect(setCookie).toMatch(/callready\.child_session=/);
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  return cookieFrom(response);
}

const saveBody = (overrides: Record<string, unknown> = {}) => ({
  scenarioType: '111',
  scenarioId: 'fever-child',
  overallStars: 4,
  clarityScore: 80,
  calmnessScore: 80,
  accuracyScore: 80,
  serviceSelectionScore: 100,
  responseRatings: [],
  ...overrides,
});

/** Guesses from many addresses until the service-wide failure budget is spent. */
async function spendTheGlobalBudget() {
  for (let index = 0; index < MAX_GLOBAL + 5; index++) {
    await apiRequest(context, `/api/child/${wrongCode(index)}`, { clientAddress: freshAddress() });
  }
}

describe('the child session', () => {
  it('is answered by GET /api/child/session and ends with DELETE', async () => {
    const child = await addChild(context, parent, { name: 'Ada' });
    const cookie = await signInAsChild(child);
    const me = await apiRequest(context, '/api/child/session', { cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await me.json()).toEqual({
      id: child.id,
      name: 'Ada',
      age: child.age,
      countryCode: 'uk',
      adviceLineNumber: null,
      keepCallTranscripts: false,
      operatorVoice: 'device',
    });
    const ended = await apiRequest(context, '/api/child/session', { method: 'DELETE', cookie });
    expect(ended.status).toBe(204);
    expect(ended.headers.getSetCookie().join('')).toMatch(/callready\.child_session=;/);
    const none = await apiRequest(context, '/api/child/session');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: 'Please type your invite code again',
      code: 'CHILD_SESSION_REQUIRED',
    });
  });

  it('keeps a child’s dashboard, calls and saves working after the guessing budget of the whole service is spent', async () => {
    const child = await addChild(context, parent, { name: 'Bea' });
    const schoolRouter = freshAddress();
    const cookie = await signInAsChild(child, schoolRouter);

    await spendTheGlobalBudget();
    // The child's own client has also guessed wrong up to its limit.
    for (let index = 0; index < MAX_PER_IP + 3; index++) {
      await apiRequest(context, `/api/child/${wrongCode(100 + index)}`, { clientAddress: schoolRouter });
    }

    const code = codeOf(child);
    for (const path of [`/api/child/${code}`, `/api/child/${code}/progress`, `/api/child/${code}/access`]) {
      const response = await apiRequest(context, path, { cookie, clientAddress: schoolRouter });
      expect(response.status, path).toBe(200);
    }
    const call = await apiRequest(context, '/api/child/calls', {
      body: { scenarioType: '111', scenarioId: 'fever-child' },
      cookie,
      clientAddress: schoolRouter,
    });
    expect(call.status).toBe(200);
    const saved = await apiRequest(context, '/api/child/progress', {
      body: saveBody({ callId: ((await call.json()) as { callId: string }).callId }),
      cookie,
      clientAddress: schoolRouter,
    });
    expect(saved.status).toBe(201);
    // With the code as well (the web sends both), the session still decides.
    const savedWithCode = await apiRequest(context, '/api/child/progress', {
      body: saveBody({ inviteCode: code }),
      cookie,
      clientAddress: schoolRouter,
    });
    expect(savedWithCode.status).toBe(201);
    expect(await progressRowsOf(context, child.id)).toHaveLength(2);
  });

  it('asks for a proof of work, instead of refusing, when the service-wide budget is spent', async () => {
    const child = await addChild(context, parent, { name: 'Cal' });
    await spendTheGlobalBudget();
    const client = freshAddress();
    const asked = await apiRequest(context, '/api/child/session', {
      body: { inviteCode: codeOf(child) },
      clientAddress: client,
    });
    expect(asked.status).toBe(429);
    expect(await asked.json()).toEqual({
      error: 'Please complete the security check.',
      code: 'CAPTCHA_REQUIRED',
    });

    const captcha = await solveCaptcha(context.app, client);
    const admitted = await apiRequest(context, '/api/child/session', {
      body: { inviteCode: codeOf(child) },
      clientAddress: client,
      captcha,
    });
    expect(admitted.status).toBe(200);
    // A proof is good once only.
    const replayed = await apiRequest(context, `/api/child/${codeOf(child)}`, {
      clientAddress: client,
      captcha,
    });
    expect(replayed.status).toBe(429);
  });

  it('lets a whole school behind one address in, and their right codes count against nobody', async () => {
    // Earlier tests spent the service-wide budget on purpose; this one starts from a fresh window.
    await context.db.delete(schema.rateLimits);
    const school = freshAddress();
    const pupils = await Promise.all(
      Array.from({ length: 12 }, (_, index) => addChild(context, parent, { name: `Pupil ${index}` })),
    );
    const responses = await Promise.all(
      pupils.map((pupil) =>
        apiRequest(context, '/api/child/session', {
          body: { inviteCode: codeOf(pupil) },
          clientAddress: school,
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(pupils.map(() => 200));
    // Their whole allowance for typing mistakes is still there.
    for (let index = 0; index < MAX_PER_IP; index++) {
      const typo = await apiRequest(context, '/api/child/session', {
        body: { inviteCode: wrongCode(200 + index) },
        clientAddress: school,
      });
      expect(typo.status).toBe(404);
    }
  });

  it.each([
    [
      'the code is regenerated',
      async (child: Child) => {
        const response = await apiRequest(context, `/api/children/${child.id}/invite-code`, {
          method: 'POST',
          body: {},
          cookie: parent.cookie,
        });
        expect(response.status).toBe(200);
      },
    ],
    ['the child is made inactive', (child: Child) => setChildActive(context, child.id, false)],
    [
      'the child is deleted',
      async (child: Child) => {
        const response = await apiRequest(context, `/api/children/${child.id}`, {
          method: 'DELETE',
          cookie: parent.cookie,
        });
        expect(response.status).toBeLessThan(300);
      },
    ],
  ])('ends when %s', async (_case, change) => {
    const child = await addChild(context, parent, { name: 'Dee' });
    const cookie = await signInAsChild(child);
    await change(child);
    expect((await apiRequest(context, '/api/child/session', { cookie })).status).toBe(401);
    // The dashboard's read with the code it was opened with now finds no child.
    const progress = await apiRequest(context, `/api/child/${codeOf(child)}/progress`, { cookie });
    expect(progress.status).toBe(404);
    expect(await progress.json()).toMatchObject({ code: 'INVALID_CODE' });
    const save = await apiRequest(context, '/api/child/progress', { body: saveBody(), cookie });
    expect(save.status).toBe(400);
    expect(await progressRowsOf(context, child.id)).toHaveLength(0);
  });

  it('reads another child’s results only with that child’s own code', async () => {
    const child = await addChild(context, parent, { name: 'Dot' });
    const sibling = await addChild(context, parent, { name: 'Ed' });
    await insertProgress(context, sibling.id, { overallStars: 3 });
    const cookie = await signInAsChild(child);
    const own = await apiRequest(context, `/api/child/${codeOf(child)}/progress`, { cookie });
    expect(await own.json()).toEqual({ records: [] });
    const theirs = await apiRequest(context, `/api/child/${codeOf(sibling)}/progress`, { cookie });
    expect(theirs.status).toBe(200);
    expect(((await theirs.json()) as { records: unknown[] }).records).toHaveLength(1);
    const guessed = await apiRequest(context, `/api/child/${wrongCode(99)}/progress`, { cookie });
    expect(guessed.status).toBe(404);
  });

  it('cannot be forged or moved to another child', async () => {
    const child = await addChild(context, parent, { name: 'Eve' });
    const other = await addChild(context, parent, { name: 'Fin' });
    const cookie = await signInAsChild(child);
    const [, token = ''] = cookie.split('=');
    const forged = `callready.child_session=${token.replace(child.id, other.id)}`;
    expect((await apiRequest(context, '/api/child/session', { cookie: forged })).status).toBe(401);
    const tampered = `callready.child_session=${token.slice(0, -2)}xx`;
    expect((await apiRequest(context, '/api/child/session', { cookie: tampered })).status).toBe(401);
  });

  it('still refuses a previewing parent’s save', async () => {
    const child = await addChild(context, parent, { name: 'Gus' });
    const childCookie = await signInAsChild(child);
    const save = await apiRequest(context, '/api/child/progress', {
      body: saveBody({ inviteCode: codeOf(child) }),
      cookie: `${parent.cookie}; ${childCookie}`,
    });
    expect(save.status).toBe(403);
    expect(await save.json()).toEqual({
      error: 'Cannot save progress in preview mode',
      code: 'PREVIEW_MODE',
    });
  });
});
