import {
  CHILD_AGE_REQUIRED_MESSAGE,
  CHILD_COUNTRY_REQUIRED_MESSAGE,
  CHILD_NAME_REQUIRED_MESSAGE,
  CHILD_RELATIONSHIP_REQUIRED_MESSAGE,
  childResponseSchema,
  childrenListResponseSchema,
  type Child,
} from '@callready/contract';
import { CHILD_AGE_RANGE_MESSAGE, INVITE_CODE_ALPHABET } from '@callready/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, readJson, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import {
  NEW_CHILD,
  addChild,
  addChildRequest,
  insertProgress,
  progressRowsOf,
  setChildActive,
  setPlan,
  storedInviteCode,
} from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let parent: SignedInParent;
let otherParent: SignedInParent;
beforeAll(async () => {
  context = await createTestContext();
  parent = await signUpAndVerify(context, { email: 'children-owner@example.com' });
  otherParent = await signUpAndVerify(context, { email: 'children-other@example.com' });
  // Room for every child these tests add; the limit itself is tested in plan-limit.test.ts.
  await setPlan(context, parent, { tier: 'enterprise' });
  await setPlan(context, otherParent, { tier: 'enterprise' });
});
afterAll(() => context.close());

const CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`);
const CHILD_KEYS = [
  'active',
  'adviceLineNumber',
  'age',
  'countryCode',
  'createdAt',
  'id',
  'inviteCode',
  'keepCallTranscripts',
  'name',
  'operatorVoice',
  'relationship',
];

const request = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
  apiRequest(context, path, init);

async function childrenRows(parentId: string) {
  return context.db.select().from(schema.children).where(eq(schema.children.parentId, parentId));
}

async function removeAllChildren(owner: SignedInParent) {
  await context.db.delete(schema.children).where(eq(schema.children.parentId, owner.userId));
}

describe('signed out', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/children'],
    ['POST', '/api/children'],
    ['GET', `/api/children/${someId}`],
    ['PATCH', `/api/children/${someId}`],
    ['DELETE', `/api/children/${someId}`],
    ['POST', `/api/children/${someId}/invite-code`],
  ])('%s %s answers 401 Not authenticated', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? NEW_CHILD : undefined;
    const response = await request(path, { method, body });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not authenticated', code: 'NOT_AUTHENTICATED' });
  });

  it('creates nothing', async () => {
    await removeAllChildren(parent);
    await request('/api/children', { body: NEW_CHILD });
    expect(await context.db.select().from(schema.children)).toHaveLength(0);
  });
});

describe('POST /api/children', () => {
  beforeEach(() => removeAllChildren(parent));

  it('adds a child for the signed-in parent with a fresh invite code', async () => {
    const response = await addChildRequest(context, parent);
    expect(response.status).toBe(201);
    const { child } = childResponseSchema.parse(await response.json());
    expect(Object.keys(child).sort()).toEqual(CHILD_KEYS);
    expect(child).toMatchObject({
      name: 'Maya',
      age: 8,
      relationship: 'mum',
      countryCode: 'uk',
      active: true,
    });
    expect(child.inviteCode).toMatch(CODE_PATTERN);

    const [row] = await childrenRows(parent.userId);
    expect(row).toMatchObject({ id: child.id, parentId: parent.userId, inviteCode: child.inviteCode });
  });

  it('trims the name and stores a long country name as its id', async () => {
    const child = await addChild(context, parent, { name: '  Leo  ', countryCode: 'australia' });
    expect(child).toMatchObject({ name: 'Leo', countryCode: 'au' });
  });

  it.each([
    ['age missing', { age: undefined }, CHILD_AGE_REQUIRED_MESSAGE],
    ['age empty', { age: null }, CHILD_AGE_REQUIRED_MESSAGE],
    ['age 2', { age: 2 }, CHILD_AGE_RANGE_MESSAGE],
    ['age 19', { age: 19 }, CHILD_AGE_RANGE_MESSAGE],
    ['age 7.5', { age: 7.5 }, CHILD_AGE_RANGE_MESSAGE],
    ['age as text', { age: 'eight' }, CHILD_AGE_RANGE_MESSAGE],
    ['name missing', { name: undefined }, CHILD_NAME_REQUIRED_MESSAGE],
    ['name blank', { name: '   ' }, CHILD_NAME_REQUIRED_MESSAGE],
    ['name too long', { name: 'x'.repeat(51) }, 'Name must be 50 characters or fewer'],
    ['relationship missing', { relationship: undefined }, CHILD_RELATIONSHIP_REQUIRED_MESSAGE],
    [
      'relationship unknown',
      { relationship: 'cousin' },
      'Relationship must be one of: mum, dad, step-mum, step-dad, grandad, nanny, granny, auntie, uncle, carer',
    ],
    ['country missing', { countryCode: undefined }, CHILD_COUNTRY_REQUIRED_MESSAGE],
    ['country unknown', { countryCode: 'fr' }, 'Country must be one of: uk, us, ca, au, ie, nz'],
    ['an unknown field', { nickname: 'Mo' }, 'Unknown field: nickname'],
    ['parent_id', { parent_id: 'someone-else' }, 'Unknown field: parent_id'],
  ])('refuses %s with 400 and its message, adding nothing', async (_case, change, message) => {
    const before = await childrenRows(parent.userId);
    const response = await addChildRequest(context, parent, { ...NEW_CHILD, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, code: 'INVALID_INPUT' });
    expect(await childrenRows(parent.userId)).toHaveLength(before.length);
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await addChildRequest(context, parent, ['Maya', 8]);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ error: 'Invalid request body', code: 'INVALID_INPUT' });
  });

  it('never lets parent_id pick another parent as owner', async () => {
    const response = await addChildRequest(context, parent, { ...NEW_CHILD, parent_id: otherParent.userId });
    expect(response.status).toBe(400);
    expect(await childrenRows(otherParent.userId)).toHaveLength(0);
  });
});

describe('GET /api/children', () => {
  beforeEach(() => removeAllChildren(parent));

  it('lists only the parent’s own children, with their plan and real progress stats', async () => {
    const first = await addChild(context, parent, { name: 'Ava' });
    const second = await addChild(context, parent, { name: 'Ben', age: 12, relationship: 'dad' });
    const stranger = await addChild(context, otherParent, { name: 'Stranger' });
    await insertProgress(context, first.id, {
      overallStars: 5,
      completionDate: new Date('2026-03-01T10:00:00Z'),
    });
    await insertProgress(context, first.id, {
      overallStars: 4,
      completionDate: new Date('2026-03-02T10:00:00Z'),
    });
    await insertProgress(context, first.id, {
      overallStars: 2,
      completionDate: new Date('2026-03-03T10:00:00Z'),
    });
    await insertProgress(context, stranger.id, { overallStars: 1 });

    const response = await request('/api/children', { cookie: parent.cookie });
    expect(response.status).toBe(200);
    const body = childrenListResponseSchema.parse(await response.json());
    expect(body.children.map((child) => child.name)).toEqual(['Ava', 'Ben']);
    expect(body.plan).toEqual({ tier: 'enterprise', name: 'Large Family Plan', childLimit: 5 });
    expect(body.stats).toEqual({
      totalScenarios: 3,
      // (5 + 4 + 2) / 3 = 3.67 stars, to one decimal as every screen shows it (core averageStars)
      averageStars: 3.7,
      perChild: {
        [first.id]: { completed: 3, averageStars: 3.7, lastCompletedAt: '2026-03-03T10:00:00.000Z' },
        [second.id]: { completed: 0, averageStars: 0, lastCompletedAt: null },
      },
    });
  });

  it('describes a parent without a subscription as on the free plan', async () => {
    const newcomer = await signUpAndVerify(context, { email: 'children-newcomer@example.com' });
    const body = childrenListResponseSchema.parse(
      await (await request('/api/children', { cookie: newcomer.cookie })).json(),
    );
    expect(body).toEqual({
      children: [],
      plan: { tier: 'free', name: 'Free', childLimit: 1 },
      stats: { totalScenarios: 0, averageStars: 0, perChild: {} },
      withAddress: [],
    });
  });

  it('says which children have a home address stored, and never the address (ADR 051)', async () => {
    const owner = await signUpAndVerify(context, { email: 'children-with-home@example.com' });
    const child = await addChild(context, owner);
    const stored = await request(`/api/children/${child.id}/home`, {
      method: 'PATCH',
      body: { home: { number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' } },
      cookie: owner.cookie,
    });
    expect(stored.status).toBe(200);
    const answer = await request('/api/children', { cookie: owner.cookie });
    const text = await answer.text();
    expect(childrenListResponseSchema.parse(JSON.parse(text)).withAddress).toEqual([child.id]);
    expect(text).not.toContain('Mill Lane');
  });

  it('hides the invite code of an inactive child', async () => {
    const child = await addChild(context, parent);
    await setChildActive(context, child.id, false);
    const body = childrenListResponseSchema.parse(
      await (await request('/api/children', { cookie: parent.cookie })).json(),
    );
    expect(body.children).toEqual([{ ...child, active: false, inviteCode: null }]);
    const single = childResponseSchema.parse(
      await (await request(`/api/children/${child.id}`, { cookie: parent.cookie })).json(),
    );
    expect(single.child.inviteCode).toBeNull();
  });
});

describe('GET /api/children/:id', () => {
  beforeEach(() => removeAllChildren(parent));

  it('answers the parent’s own child', async () => {
    const child = await addChild(context, parent, { name: 'Cleo' });
    const response = await request(`/api/children/${child.id}`, { cookie: parent.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ child });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])('answers 404 for %s', async (id) => {
    const response = await request(`/api/children/${id}`, { cookie: parent.cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Child not found', code: 'CHILD_NOT_FOUND' });
  });
});

describe('PATCH /api/children/:id', () => {
  beforeEach(() => removeAllChildren(parent));

  it("stores, shows and clears the family's doctor or nurse-line number, and refuses anything else", async () => {
    const child = await addChild(context, parent, { name: 'Gus' });
    expect(child.adviceLineNumber).toBeNull();
    const patch = (body: unknown) =>
      request(`/api/children/${child.id}`, { method: 'PATCH', body, cookie: parent.cookie });
    const saved = await patch({ adviceLineNumber: ' (555) 010-4477 ' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { child: { adviceLineNumber: string } }).child.adviceLineNumber).toBe(
      '(555) 010-4477',
    );
    const refused = await patch({ adviceLineNumber: 'ring granny' });
    expect(refused.status).toBe(400);
    const [row] = await childrenRows(parent.userId);
    expect(row?.adviceLineNumber).toBe('(555) 010-4477');
    const portal = await request(`/api/child/${row?.inviteCode}`, {});
    expect(((await portal.json()) as { adviceLineNumber: string }).adviceLineNumber).toBe('(555) 010-4477');
    const cleared = await patch({ adviceLineNumber: '' });
    expect(
      ((await cleared.json()) as { child: { adviceLineNumber: null } }).child.adviceLineNumber,
    ).toBeNull();
  });

  it('changes the given fields and keeps the rest', async () => {
    const child = await addChild(context, parent, { name: 'Dan', age: 6 });
    const response = await request(`/api/children/${child.id}`, {
      method: 'PATCH',
      body: { age: 7, countryCode: 'nz' },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ child: { ...child, age: 7, countryCode: 'nz' } });
  });

  it.each([
    [{ age: 30 }, CHILD_AGE_RANGE_MESSAGE],
    [{ age: null }, CHILD_AGE_REQUIRED_MESSAGE],
    [{ name: '' }, CHILD_NAME_REQUIRED_MESSAGE],
    [{ relationship: 'boss' }, expect.stringMatching(/^Relationship must be one of/)],
    [{ countryCode: 'xx' }, expect.stringMatching(/^Country must be one of/)],
    [{ parent_id: 'someone-else' }, 'Unknown field: parent_id'],
    [{ inviteCode: 'ABCDEFGH' }, 'Unknown field: inviteCode'],
    [{ active: true }, 'Unknown field: active'],
  ])('refuses %j with 400 and changes nothing', async (change, message) => {
    const child = await addChild(context, parent, { name: 'Eve' });
    const response = await request(`/api/children/${child.id}`, {
      method: 'PATCH',
      body: change,
      cookie: parent.cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, code: 'INVALID_INPUT' });
    const [row] = await context.db.select().from(schema.children).where(eq(schema.children.id, child.id));
    expect(row).toMatchObject({
      name: 'Eve',
      age: 8,
      parentId: parent.userId,
      inviteCode: child.inviteCode,
    });
  });
});

describe('another parent', () => {
  let child: Child;
  let before: unknown;
  beforeAll(async () => {
    await removeAllChildren(parent);
    child = await addChild(context, parent, { name: 'Private' });
    await insertProgress(context, child.id, { overallStars: 3 });
    before = {
      rows: await childrenRows(parent.userId),
      progress: await progressRowsOf(context, child.id),
    };
  });

  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['DELETE', ''],
    ['POST', '/invite-code'],
  ])('%s /api/children/:id%s answers 404 and changes nothing', async (method, suffix) => {
    const response = await request(`/api/children/${child.id}${suffix}`, {
      method,
      body: method === 'PATCH' ? { name: 'Taken' } : undefined,
      cookie: otherParent.cookie,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Child not found', code: 'CHILD_NOT_FOUND' });
    expect({
      rows: await childrenRows(parent.userId),
      progress: await progressRowsOf(context, child.id),
    }).toEqual(before);
  });

  it('does not see the child in their own list', async () => {
    const body = childrenListResponseSchema.parse(
      await (await request('/api/children', { cookie: otherParent.cookie })).json(),
    );
    expect(body.children.map((listed) => listed.id)).not.toContain(child.id);
    expect(Object.keys(body.stats.perChild)).not.toContain(child.id);
  });
});

describe('DELETE /api/children/:id', () => {
  beforeEach(() => removeAllChildren(parent));

  it('removes the child and every saved call of theirs', async () => {
    const child = await addChild(context, parent, { name: 'Gone' });
    const kept = await addChild(context, parent, { name: 'Kept' });
    await insertProgress(context, child.id, { overallStars: 4 });
    await insertProgress(context, child.id, { overallStars: 5 });
    await insertProgress(context, kept.id, { overallStars: 2 });

    const response = await request(`/api/children/${child.id}`, { method: 'DELETE', cookie: parent.cookie });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await progressRowsOf(context, child.id)).toHaveLength(0);
    expect(await progressRowsOf(context, kept.id)).toHaveLength(1);
    expect((await request(`/api/children/${child.id}`, { cookie: parent.cookie })).status).toBe(404);
    const again = await request(`/api/children/${child.id}`, { method: 'DELETE', cookie: parent.cookie });
    expect(again.status).toBe(404);
  });
});

describe('POST /api/children/:id/invite-code', () => {
  beforeEach(() => removeAllChildren(parent));

  it('replaces the code: the old one stops working at once and the new one works', async () => {
    const child = await addChild(context, parent, { name: 'Fresh' });
    const oldCode = child.inviteCode ?? '';
    expect((await request(`/api/child/${oldCode}`)).status).toBe(200);

    const response = await request(`/api/children/${child.id}/invite-code`, {
      method: 'POST',
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    const { child: renewed } = childResponseSchema.parse(await response.json());
    expect(renewed).toEqual({ ...child, inviteCode: expect.stringMatching(CODE_PATTERN) });
    expect(renewed.inviteCode).not.toBe(oldCode);
    expect(await storedInviteCode(context, child.id)).toBe(renewed.inviteCode);

    const old = await request(`/api/child/${oldCode}`);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ error: 'Invalid invite code', code: 'INVALID_CODE' });
    expect((await request(`/api/child/${renewed.inviteCode ?? ''}`)).status).toBe(200);
  });
});
