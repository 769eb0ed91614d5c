import {
  childAccessSchema,
  childLookupSchema,
  childProgressResponseSchema,
  startCallResponseSchema,
  type Child,
} from '@callready/contract';
import { CHILD_PROGRESS_HISTORY_LIMIT } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, insertProgress, setChildActive, setPlan } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let parent: SignedInParent;
let otherParent: SignedInParent;
let maya: Child;
let sam: Child;
let dormant: Child;
let dormantCode: string;
beforeAll(async () => {
  context = await createTestContext();
  parent = await signUpAndVerify(context, { email: 'portal-parent@example.com', name: 'Pat Parent' });
  otherParent = await signUpAndVerify(context, { email: 'portal-other@example.com', name: 'Olly Other' });
  await setPlan(context, parent, { tier: 'premium' });
  maya = await addChild(context, parent, { name: 'Maya', age: 7, countryCode: 'nz' });
  dormant = await addChild(context, parent, { name: 'Dormant' });
  dormantCode = dormant.inviteCode ?? '';
  await setChildActive(context, dormant.id, false);
  sam = await addChild(context, otherParent, { name: 'Sam', age: 11 });
});
afterAll(() => context.close());

const codeOf = (child: Child) => {
  if (!child.inviteCode) throw new Error(`${child.name} has no visible code`);
  return child.inviteCode;
};
const get = (path: string) => apiRequest(context, path);
const startCall = (body: unknown) => apiRequest(context, '/api/child/calls', { body });

const INVALID_CODE = { error: 'Invalid invite code', code: 'INVALID_CODE' };

/** Whatever a child endpoint answers must not mention the parent or echo the stored code. */
function expectNoParentData(text: string, child: Child) {
  for (const secret of [
    parent.userId,
    parent.email,
    'Pat Parent',
    otherParent.userId,
    'parent_id',
    codeOf(child),
  ]) {
    expect(text).not.toContain(secret);
  }
}

describe('GET /api/child/:code', () => {
  it('answers the child’s id, name, age and country, and nothing else', async () => {
    const response = await get(`/api/child/${codeOf(maya)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'adviceLineNumber',
      'age',
      'countryCode',
      'id',
      'keepCallTranscripts',
      'name',
      'operatorVoice',
    ]);
    expect(childLookupSchema.parse(body)).toEqual({
      id: maya.id,
      name: 'Maya',
      age: 7,
      countryCode: 'nz',
      adviceLineNumber: null,
      keepCallTranscripts: false,
      operatorVoice: 'device',
    });
    expectNoParentData(text, maya);
  });

  it.each([
    ['lower case', (code: string) => code.toLowerCase()],
    ['padded with spaces', (code: string) => ` ${code.toLowerCase()} `],
  ])('accepts the code %s', async (_case, typed) => {
    const response = await get(`/api/child/${encodeURIComponent(typed(codeOf(maya)))}`);
    expect(response.status).toBe(200);
    expect(childLookupSchema.parse(await response.json()).id).toBe(maya.id);
  });

  it('answers each code with its own child only', async () => {
    const body = childLookupSchema.parse(await (await get(`/api/child/${codeOf(sam)}`)).json());
    expect(body).toEqual({
      id: sam.id,
      name: 'Sam',
      age: 11,
      countryCode: 'uk',
      adviceLineNumber: null,
      keepCallTranscripts: false,
      operatorVoice: 'device',
    });
  });

  it.each([
    ['an unknown code', 'ZZZZZZZZ'],
    ['a code with look-alike characters', 'ABCD0O1I'],
    ['a short code', 'ABC'],
    ['a code with extra characters', () => `${codeOf(maya)}X`],
    ['the code of an inactive child', () => dormantCode],
  ])('refuses %s with 404 INVALID_CODE', async (_case, code) => {
    const typed = typeof code === 'function' ? code() : code;
    const response = await get(`/api/child/${encodeURIComponent(typed)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(INVALID_CODE);
  });
});

describe('GET /api/child/:code/progress', () => {
  it('answers the child’s own results, newest first, with only the record fields', async () => {
    const older = await insertProgress(context, maya.id, {
      overallStars: 3,
      scenarioType: '111',
      scenarioId: 'broken-arm',
      completionDate: new Date('2026-01-01T09:00:00Z'),
    });
    const newer = await insertProgress(context, maya.id, {
      overallStars: 5,
      scenarioType: '999',
      scenarioId: 'house-fire',
      completionDate: new Date('2026-02-01T09:00:00Z'),
    });
    await insertProgress(context, sam.id, { overallStars: 1 });

    const response = await get(`/api/child/${codeOf(maya).toLowerCase()}/progress`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const { records } = childProgressResponseSchema.parse(JSON.parse(text));
    expect(records).toEqual([
      {
        id: newer,
        scenarioType: '999',
        scenarioId: 'house-fire',
        overallStars: 5,
        completionDate: '2026-02-01T09:00:00.000Z',
      },
      {
        id: older,
        scenarioType: '111',
        scenarioId: 'broken-arm',
        overallStars: 3,
        completionDate: '2026-01-01T09:00:00.000Z',
      },
    ]);
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['records']);
    for (const record of JSON.parse(text).records as object[]) {
      expect(Object.keys(record).sort()).toEqual([
        'completionDate',
        'id',
        'overallStars',
        'scenarioId',
        'scenarioType',
      ]);
    }
    expectNoParentData(text, maya);
  });

  it(`stops at the newest ${CHILD_PROGRESS_HISTORY_LIMIT} results`, async () => {
    const start = Date.UTC(2025, 0, 1);
    await context.db.insert(schema.childProgress).values(
      Array.from({ length: CHILD_PROGRESS_HISTORY_LIMIT + 5 }, (_, index) => ({
        childId: sam.id,
        scenarioType: '111' as const,
        scenarioId: 'fever-child',
        overallStars: 3,
        clarityScore: 50,
        calmnessScore: 50,
        accuracyScore: 50,
        serviceSelectionScore: 50,
        completionDate: new Date(start + index * 60_000),
      })),
    );
    const { records } = childProgressResponseSchema.parse(
      await (await get(`/api/child/${codeOf(sam)}/progress`)).json(),
    );
    expect(records).toHaveLength(CHILD_PROGRESS_HISTORY_LIMIT);
    const dates = records.map((record) => record.completionDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses an inactive child’s code', async () => {
    const response = await get(`/api/child/${dormantCode}/progress`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(INVALID_CODE);
  });
});

describe('GET /api/child/:code/access', () => {
  let family: SignedInParent;
  let child: Child;
  beforeAll(async () => {
    family = await signUpAndVerify(context, { email: 'portal-access@example.com' });
    child = await addChild(context, family, { name: 'Ivy' });
  });
  const access = async () => {
    const response = await get(`/api/child/${codeOf(child)}/access`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'fullAccess',
      'subscribed',
      'subscriptionEnd',
      'subscriptionTier',
    ]);
    return childAccessSchema.parse(body);
  };
  const DAY = 86_400_000;

  it('is the free default without a subscribers row', async () => {
    expect(await access()).toEqual({
      subscriptionTier: 'free',
      subscribed: false,
      subscriptionEnd: null,
      fullAccess: false,
    });
  });

  it('gives full access to a paid, subscribed plan', async () => {
    await setPlan(context, family, { tier: 'premium', subscribed: true });
    expect(await access()).toEqual({
      subscriptionTier: 'premium',
      subscribed: true,
      subscriptionEnd: null,
      fullAccess: true,
    });
  });

  it('keeps full access for a cancelled plan until its end date', async () => {
    const end = new Date(Date.now() + 10 * DAY);
    await setPlan(context, family, { tier: 'enterprise', subscribed: false, subscriptionEnd: end });
    expect(await access()).toEqual({
      subscriptionTier: 'enterprise',
      subscribed: false,
      subscriptionEnd: end.toISOString(),
      fullAccess: true,
    });
  });

  it('ends full access once the end date has passed', async () => {
    const end = new Date(Date.now() - DAY);
    await setPlan(context, family, { tier: 'premium', subscribed: false, subscriptionEnd: end });
    expect(await access()).toMatchObject({ subscriptionEnd: end.toISOString(), fullAccess: false });
  });

  it('never gives full access on the free tier', async () => {
    await setPlan(context, family, {
      tier: 'free',
      subscribed: true,
      subscriptionEnd: new Date(Date.now() + DAY),
    });
    expect(await access()).toMatchObject({ subscriptionTier: 'free', fullAccess: false });
  });

  it('refuses an inactive child’s code', async () => {
    const response = await get(`/api/child/${dormantCode}/access`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(INVALID_CODE);
  });
});

describe('POST /api/child/calls', () => {
  let freeFamily: SignedInParent;
  let freeChild: Child;
  beforeAll(async () => {
    freeFamily = await signUpAndVerify(context, { email: 'portal-calls@example.com' });
    freeChild = await addChild(context, freeFamily, { name: 'Finn' });
  });

  it('starts a non-emergency call on the free plan with a new call id', async () => {
    const response = await startCall({
      inviteCode: codeOf(freeChild).toLowerCase(),
      scenarioType: '111',
      scenarioId: 'fever-child',
    });
    expect(response.status).toBe(200);
    const body = startCallResponseSchema.parse(await response.json());
    expect(Math.abs(Date.parse(body.startedAt) - Date.now())).toBeLessThan(60_000);
    const second = startCallResponseSchema.parse(
      await (
        await startCall({ inviteCode: codeOf(freeChild), scenarioType: '111', scenarioId: 'fever-child' })
      ).json(),
    );
    expect(second.callId).not.toBe(body.callId);
  });

  it('refuses an emergency call without full access', async () => {
    const response = await startCall({
      inviteCode: codeOf(freeChild),
      scenarioType: '999',
      scenarioId: 'house-fire',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'Ask your grown-up to turn on emergency practice for you.',
      code: 'ACCESS_REQUIRED',
    });
  });

  it('starts an emergency call with full access', async () => {
    const response = await startCall({
      inviteCode: codeOf(maya),
      scenarioType: '999',
      scenarioId: 'house-fire',
    });
    expect(response.status).toBe(200);
  });

  it('refuses "Hiding and can\'t talk" to a child under 8 and starts it from 8 (ADR 044)', async () => {
    const scenario = { scenarioType: '999', scenarioId: 'hiding-cant-talk' };
    const tooYoung = await startCall({ inviteCode: codeOf(maya), ...scenario });
    expect(tooYoung.status).toBe(403);
    expect(await tooYoung.json()).toEqual({
      error: 'This practice is for older children. Ask your grown-up about it.',
      code: 'SCENARIO_TOO_YOUNG',
    });
    const eight = await addChild(context, parent, { name: 'Ezra', age: 8 });
    expect((await startCall({ inviteCode: codeOf(eight), ...scenario })).status).toBe(200);
  });

  it.each([
    ['an unknown scenario', { scenarioType: '111', scenarioId: 'alien-landing' }],
    ['a scenario under the wrong type', { scenarioType: '999', scenarioId: 'fever-child' }],
    ['an unknown type', { scenarioType: '112', scenarioId: 'house-fire' }],
  ])('refuses %s with 400', async (_case, scenario) => {
    const response = await startCall({ inviteCode: codeOf(maya), ...scenario });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown scenario', code: 'UNKNOWN_SCENARIO' });
  });

  it.each([[undefined], ['   ']])('refuses the invite code %j as required', async (inviteCode) => {
    const response = await startCall({ inviteCode, scenarioType: '111', scenarioId: 'fever-child' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invite code is required', code: 'INVALID_INPUT' });
  });

  it.each([['ZZZZZZZZ'], [() => dormantCode]])('refuses the code %s with 404', async (code) => {
    const inviteCode = typeof code === 'function' ? code() : code;
    const response = await startCall({ inviteCode, scenarioType: '111', scenarioId: 'fever-child' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(INVALID_CODE);
  });
});
