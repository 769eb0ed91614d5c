import { childProgressResponseSchema, type Child } from '@callready/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import {
  apiRequest,
  cookieFrom,
  readJson,
  signUpAndVerify,
  type SignedInParent,
} from '../../test/auth-helpers';
import { addChild, progressRowsOf, setChildActive, setPlan } from '../../test/children-helpers';
import { countStatements } from '../../test/statement-counter';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let freeParent: SignedInParent;
let paidParent: SignedInParent;
let freeChild: Child;
let paidChild: Child;
let otherPaidChild: Child;
beforeAll(async () => {
  context = await createTestContext();
  freeParent = await signUpAndVerify(context, { email: 'progress-free@example.com' });
  paidParent = await signUpAndVerify(context, { email: 'progress-paid@example.com' });
  await setPlan(context, paidParent, { tier: 'premium' });
  freeChild = await addChild(context, freeParent, { name: 'Fern' });
  paidChild = await addChild(context, paidParent, { name: 'Paz' });
  otherPaidChild = await addChild(context, paidParent, { name: 'Quinn' });
});
afterAll(() => context.close());

beforeEach(async () => {
  await context.db.delete(schema.childProgress);
});

const codeOf = (child: Child) => child.inviteCode ?? '';

const RATING = {
  stars: 3,
  feedback: 'Excellent! That response would really help emergency services.',
  tips: [],
  categories: { clarity: 3, completeness: 3, calmness: 2 },
};

const saveBody = (child: Child, changes: Record<string, unknown> = {}) => ({
  callId: crypto.randomUUID(),
  inviteCode: codeOf(child),
  scenarioType: '111',
  scenarioId: 'fever-child',
  overallStars: 4,
  clarityScore: 80,
  calmnessScore: 67,
  accuracyScore: 73,
  serviceSelectionScore: 100,
  responseRatings: [RATING, { ...RATING, stars: 2, tips: ['Say your address slowly.'] }],
  timeTakenSeconds: 95,
  ...changes,
});

const save = (body: unknown, cookie?: string) =>
  apiRequest(context, '/api/child/progress', { method: 'POST', body, cookie });

async function allProgressRows() {
  return context.db.select().from(schema.childProgress);
}

describe('POST /api/child/progress', () => {
  it('saves the call for the code’s child and answers its id', async () => {
    const body = saveBody(freeChild);
    const response = await save(body);
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: string }>(response);
    const rows = await progressRowsOf(context, freeChild.id);
    expect(rows).toEqual([
      {
        id,
        childId: freeChild.id,
        scenarioType: '111',
        scenarioId: 'fever-child',
        completionDate: expect.any(Date),
        overallStars: 4,
        clarityScore: 80,
        calmnessScore: 67,
        accuracyScore: 73,
        serviceSelectionScore: 100,
        responseRatings: body.responseRatings,
        timeTakenSeconds: 95,
        callId: body.callId,
        transcript: null,
        foundEmergencyButton: null,
        saidOwnAddress: null,
      },
    ]);
  });

  it('keeps the real-world skills of the call, and refuses a value that is not yes, partly or no', async () => {
    const response = await save(
      saveBody(freeChild, { foundEmergencyButton: 'partly', saidOwnAddress: 'yes' }),
    );
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: string }>(response);
    const [row] = (await progressRowsOf(context, freeChild.id)).filter((saved) => saved.id === id);
    expect(row).toMatchObject({ foundEmergencyButton: 'partly', saidOwnAddress: 'yes' });
    const refused = await save(saveBody(freeChild, { foundEmergencyButton: 'maybe' }));
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ error: 'Skills must be yes, partly or no' });
  });

  it('keeps a call answered only by typing or tapping with no clarity or calmness (ADR 036)', async () => {
    const typed = {
      ...RATING,
      answeredBy: 'typed',
      categories: { clarity: null, completeness: 3, calmness: null },
    };
    const response = await save(
      saveBody(freeChild, { clarityScore: null, calmnessScore: null, responseRatings: [typed, typed] }),
    );
    expect(response.status).toBe(201);
    const [row] = await progressRowsOf(context, freeChild.id);
    expect(row).toMatchObject({ clarityScore: null, calmnessScore: null, accuracyScore: 73 });
    expect(row?.responseRatings[0]).toMatchObject({ answeredBy: 'typed', categories: { clarity: null } });
    const wrongMode = await save(
      saveBody(freeChild, { responseRatings: [{ ...typed, answeredBy: 'shouted' }] }),
    );
    expect(wrongMode.status).toBe(400);
  });

  it('upper-cases and trims the code before looking it up', async () => {
    const response = await save(saveBody(freeChild, { inviteCode: ` ${codeOf(freeChild).toLowerCase()} ` }));
    expect(response.status).toBe(201);
    expect(await progressRowsOf(context, freeChild.id)).toHaveLength(1);
  });

  it('accepts a call without a measured time or a call id', async () => {
    const withoutTime = await save(saveBody(freeChild, { timeTakenSeconds: null, callId: undefined }));
    expect(withoutTime.status).toBe(201);
    const [row] = await progressRowsOf(context, freeChild.id);
    expect(row).toMatchObject({ timeTakenSeconds: null, callId: null });
  });

  describe('validation', () => {
    it.each([
      ['a missing invite code', { inviteCode: undefined }, 'Invite code is required'],
      ['a blank invite code', { inviteCode: '   ' }, 'Invite code is required'],
      ['0 stars', { overallStars: 0 }, 'Overall stars must be between 1 and 5'],
      ['6 stars', { overallStars: 6 }, 'Overall stars must be between 1 and 5'],
      ['2.5 stars', { overallStars: 2.5 }, 'Overall stars must be between 1 and 5'],
      ['stars as text', { overallStars: '4' }, 'Overall stars must be between 1 and 5'],
      ['missing stars', { overallStars: undefined }, 'Overall stars must be between 1 and 5'],
      ['a clarity score of -1', { clarityScore: -1 }, 'Scores must be between 0 and 100'],
      ['a calmness score of 101', { calmnessScore: 101 }, 'Scores must be between 0 and 100'],
      ['an accuracy score of 50.5', { accuracyScore: 50.5 }, 'Scores must be between 0 and 100'],
      [
        'a missing service selection score',
        { serviceSelectionScore: undefined },
        'Scores must be between 0 and 100',
      ],
      ['ratings that are not a list', { responseRatings: 'great' }, 'Response ratings are not valid'],
      [
        'a rating of 4 stars',
        { responseRatings: [{ ...RATING, stars: 4 }] },
        'Response ratings are not valid',
      ],
      ['too many ratings', { responseRatings: Array(101).fill(RATING) }, 'Response ratings are not valid'],
      ['a negative time', { timeTakenSeconds: -1 }, 'Time taken must be a whole number of seconds'],
      ['a time over a day', { timeTakenSeconds: 86_401 }, 'Time taken must be a whole number of seconds'],
      [
        'a call id that is not one',
        { callId: 'call-1' },
        'Call id must be the id given when the call started',
      ],
    ])('refuses %s with 400 and its message, saving nothing', async (_case, change, message) => {
      const response = await save(saveBody(freeChild, change));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, code: 'INVALID_INPUT' });
      expect(await allProgressRows()).toHaveLength(0);
    });

    it.each([
      ['an unknown scenario', { scenarioId: 'alien-landing' }],
      ['a scenario under the wrong type', { scenarioType: '999', scenarioId: 'fever-child' }],
      ['an unknown type', { scenarioType: '112' }],
    ])('refuses %s with 400 Unknown scenario', async (_case, change) => {
      const response = await save(saveBody(freeChild, change));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Unknown scenario', code: 'UNKNOWN_SCENARIO' });
      expect(await allProgressRows()).toHaveLength(0);
    });
  });

  // A save from the call screen is one statement (the child check inside the insert, ADR 030); a
  // 999 call reads the child with the parent's plan first.
  it.each([
    ['a non-emergency (111) call', 1, { scenarioType: '111', scenarioId: 'fever-child' }],
    ['an emergency (999) call', 2, { scenarioType: '999', scenarioId: 'house-fire' }],
  ])('saves %s from a child session in %i statement(s)', async (_case, expected, scenario) => {
    const signedIn = await apiRequest(context, '/api/child/session', {
      body: { inviteCode: codeOf(paidChild) },
    });
    const childCookie = cookieFrom(signedIn);
    const { inviteCode: _code, ...body } = saveBody(paidChild, scenario);
    let status = 0;
    const statements = await countStatements(context, async () => {
      status = (await save(body, childCookie)).status;
    });
    expect(status).toBe(201);
    expect(statements).toBe(expected);
    expect(await progressRowsOf(context, paidChild.id)).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        ...scenario,
        overallStars: 4,
        responseRatings: body.responseRatings,
      }),
    ]);
  });

  it('refuses a save sent with a parent’s session: preview mode', async () => {
    const response = await save(saveBody(paidChild), paidParent.cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Cannot save progress in preview mode',
      code: 'PREVIEW_MODE',
    });
    expect(await allProgressRows()).toHaveLength(0);
  });

  it.each([
    ['an unknown code', () => 'ZZZZZZZZ'],
    ['a malformed code', () => 'ABC'],
  ])('refuses %s with 404', async (_case, code) => {
    const response = await save(saveBody(freeChild, { inviteCode: code() }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Invalid invite code', code: 'INVALID_CODE' });
    expect(await allProgressRows()).toHaveLength(0);
  });

  it('refuses an inactive child’s code', async () => {
    const paused = await addChild(context, paidParent, { name: 'Paused' });
    await setChildActive(context, paused.id, false);
    const response = await save(saveBody(paused));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Invalid invite code', code: 'INVALID_CODE' });
    expect(await progressRowsOf(context, paused.id)).toHaveLength(0);
    await context.db.delete(schema.children).where(eq(schema.children.id, paused.id));
  });

  it('refuses an emergency (999) call without full access, and allows non-emergency (111)', async () => {
    const emergency = await save(saveBody(freeChild, { scenarioType: '999', scenarioId: 'house-fire' }));
    expect(emergency.status).toBe(403);
    expect(await emergency.json()).toEqual({
      error: 'Ask your grown-up to turn on emergency practice for you.',
      code: 'ACCESS_REQUIRED',
    });
    expect(await allProgressRows()).toHaveLength(0);
    expect((await save(saveBody(freeChild))).status).toBe(201);
  });

  it('refuses a "Hiding and can\'t talk" save for a child under 8, and keeps one from 8 (ADR 044)', async () => {
    const young = await addChild(context, paidParent, { name: 'Wren', age: 6 });
    const silent = { scenarioType: '999', scenarioId: 'hiding-cant-talk' };
    const refused = await save(saveBody(young, silent));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SCENARIO_TOO_YOUNG' });
    expect(await progressRowsOf(context, young.id)).toHaveLength(0);
    expect((await save(saveBody(paidChild, silent))).status).toBe(201);
  });

  it('saves an emergency call with full access', async () => {
    const response = await save(saveBody(paidChild, { scenarioType: '999', scenarioId: 'heart-attack' }));
    expect(response.status).toBe(201);
  });

  it('refuses an emergency call once a cancelled plan has ended', async () => {
    const family = await signUpAndVerify(context, { email: 'progress-lapsed@example.com' });
    await setPlan(context, family, {
      tier: 'premium',
      subscribed: false,
      subscriptionEnd: new Date(Date.now() - 1000),
    });
    const lapsed = await addChild(context, family);
    const response = await save(saveBody(lapsed, { scenarioType: '999', scenarioId: 'robbery' }));
    expect(response.status).toBe(403);
  });

  describe('idempotency', () => {
    it('stores a retried save once and answers the same id', async () => {
      const body = saveBody(paidChild);
      const first = await save(body);
      const retry = await save(body);
      expect(first.status).toBe(201);
      expect(retry.status).toBe(200);
      const firstId = (await readJson<{ id: string }>(first)).id;
      expect(await retry.json()).toEqual({ id: firstId });
      expect(await progressRowsOf(context, paidChild.id)).toHaveLength(1);
    });

    it('stores one row when the same save arrives twice at once', async () => {
      const body = saveBody(paidChild);
      const responses = await Promise.all([save(body), save(body), save(body)]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
      const ids = await Promise.all(
        responses.map(async (response) => (await readJson<{ id: string }>(response)).id),
      );
      expect(new Set(ids).size).toBe(1);
      expect(await progressRowsOf(context, paidChild.id)).toHaveLength(1);
    });

    it('stores two different calls as two rows', async () => {
      await save(saveBody(paidChild));
      await save(saveBody(paidChild));
      expect(await progressRowsOf(context, paidChild.id)).toHaveLength(2);
    });
  });

  describe('another child’s code', () => {
    it('writes only to its own child, even with a call id already used by another child', async () => {
      const shared = saveBody(paidChild);
      const own = await save(shared);
      const other = await save({ ...shared, inviteCode: codeOf(otherPaidChild) });
      expect(own.status).toBe(201);
      expect(other.status).toBe(201);
      const [ownRows, otherRows] = await Promise.all([
        progressRowsOf(context, paidChild.id),
        progressRowsOf(context, otherPaidChild.id),
      ]);
      expect(ownRows.map((row) => row.id)).toEqual([(await readJson<{ id: string }>(own)).id]);
      expect(otherRows.map((row) => row.id)).toEqual([(await readJson<{ id: string }>(other)).id]);
    });

    it('cannot read the other child’s results', async () => {
      const saved = await readJson<{ id: string }>(await save(saveBody(paidChild)));
      const response = await apiRequest(context, `/api/child/${codeOf(otherPaidChild)}/progress`);
      const { records } = childProgressResponseSchema.parse(await response.json());
      expect(records.map((record) => record.id)).not.toContain(saved.id);
      expect(records).toEqual([]);
    });
  });
});
