import {
  REPORTS_PAGE_SIZE,
  childReportsExportPath,
  childReportsExportResponseSchema,
  childReportsPath,
  childReportsResponseSchema,
  reportsSearch,
  type ChildReportsResponse,
  type ReportsQueryInput,
} from '@callready/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, setPlan } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';
import { insertCalls, manyCalls, type Call } from '../../test/seed-calls';

let context: TestContext;
let parent: SignedInParent;
let otherParent: SignedInParent;
let childId: string;
let siblingId: string;

beforeAll(async () => {
  context = await createTestContext();
  parent = await signUpAndVerify(context, { email: 'reports-owner@example.com' });
  otherParent = await signUpAndVerify(context, { email: 'reports-other@example.com' });
  await setPlan(context, parent, { tier: 'premium' });
  childId = (await addChild(context, parent, { name: 'Maya' })).id;
  siblingId = (await addChild(context, parent, { name: 'Leo' })).id;
});
afterAll(() => context.close());

// Six calls in March 2026 and one in February, with distinct dates and a spread of stars and types.
const CALLS: Call[] = [
  { key: 'feb', at: '2026-02-27T10:00:00Z', type: '111', scenario: 'broken-arm', stars: 3, time: 200 },
  { key: 'mar1', at: '2026-03-01T00:00:00Z', type: '999', scenario: 'house-fire', stars: 5, time: 100 },
  { key: 'mar3', at: '2026-03-03T09:30:00Z', type: '111', scenario: 'fever-child', stars: 2, time: null },
  { key: 'mar10', at: '2026-03-10T18:45:00Z', type: '999', scenario: 'robbery', stars: 4, time: 50 },
  { key: 'mar15', at: '2026-03-15T12:00:00Z', type: '111', scenario: 'broken-arm', stars: 5, time: 70 },
  { key: 'mar20', at: '2026-03-20T08:15:00Z', type: '999', scenario: 'house-fire', stars: 1, time: null },
  { key: 'mar31', at: '2026-03-31T23:59:59.999Z', type: '111', scenario: 'fever-child', stars: 4, time: 90 },
];
const MARCH = { from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:59:59.999Z' };

let idsByKey: Map<string, string>;
const keysOf = (body: { records: { id: string }[] }) => {
  const keyById = new Map([...idsByKey].map(([key, id]) => [id, key]));
  return body.records.map((record) => keyById.get(record.id));
};

async function resetCalls(calls: Call[] = CALLS) {
  await context.db.delete(schema.childProgress).where(eq(schema.childProgress.childId, childId));
  idsByKey = await insertCalls(context.db, childId, calls);
}

const get = (path: string, cookie = parent.cookie) => apiRequest(context, path, { cookie });

async function reports(query: ReportsQueryInput = {}, id = childId): Promise<ChildReportsResponse> {
  const response = await get(childReportsPath(id) + reportsSearch(query));
  expect(response.status).toBe(200);
  return childReportsResponseSchema.parse(await response.json());
}

describe('who may read reports', () => {
  beforeAll(() => resetCalls());
  const unknownId = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['the reports', (id: string) => childReportsPath(id)],
    ['the export', (id: string) => childReportsExportPath(id)],
  ])('answers 401 to a signed-out visitor for %s', async (_name, path) => {
    const response = await apiRequest(context, path(childId));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not authenticated', code: 'NOT_AUTHENTICATED' });
  });

  it.each([
    ['the reports', (id: string) => childReportsPath(id)],
    ['the export', (id: string) => childReportsExportPath(id)],
  ])("answers 404 Child not found for another parent's child: %s", async (_name, path) => {
    const response = await get(path(childId), otherParent.cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Child not found', code: 'CHILD_NOT_FOUND' });
  });

  it.each([unknownId, 'not-a-uuid'])('answers 404 for an id that is no child: %s', async (id) => {
    const response = await get(childReportsPath(id));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Child not found', code: 'CHILD_NOT_FOUND' });
  });

  it("never shows one child's calls under a sibling", async () => {
    expect((await reports({}, siblingId)).total).toBe(0);
  });
});

describe('filters and sorts', () => {
  beforeAll(() => resetCalls());

  it('without filters lists every call, newest first', async () => {
    const body = await reports();
    expect(keysOf(body)).toEqual(['mar31', 'mar20', 'mar15', 'mar10', 'mar3', 'mar1', 'feb']);
    expect(body).toMatchObject({ page: 1, pageSize: REPORTS_PAGE_SIZE, total: 7, pageCount: 1 });
    expect(body.records[0]).toEqual({
      id: idsByKey.get('mar31'),
      scenarioType: '111',
      scenarioId: 'fever-child',
      completionDate: '2026-03-31T23:59:59.999Z',
      overallStars: 4,
      clarityScore: 70,
      calmnessScore: 80,
      accuracyScore: 90,
      serviceSelectionScore: 100,
      timeTakenSeconds: 90,
      foundEmergencyButton: null,
      saidOwnAddress: null,
      hasTranscript: false,
    });
  });

  it('keeps calls within the date range, both ends included', async () => {
    expect(keysOf(await reports(MARCH))).toEqual(['mar31', 'mar20', 'mar15', 'mar10', 'mar3', 'mar1']);
    expect(keysOf(await reports({ from: '2026-03-03T09:30:00Z', to: '2026-03-10T18:45:00Z' }))).toEqual([
      'mar10',
      'mar3',
    ]);
    expect(keysOf(await reports({ from: '2026-03-21T00:00:00+01:00' }))).toEqual(['mar31']);
    expect(keysOf(await reports({ to: '2026-02-28T23:59:59Z' }))).toEqual(['feb']);
  });

  it('keeps only the selected service types; an empty selection filters nothing', async () => {
    expect(keysOf(await reports({ ...MARCH, types: ['999'] }))).toEqual(['mar20', 'mar10', 'mar1']);
    expect(keysOf(await reports({ ...MARCH, types: ['111'] }))).toEqual(['mar31', 'mar15', 'mar3']);
    expect((await reports({ ...MARCH, types: ['999', '111'] })).total).toBe(6);
    expect((await reports({ ...MARCH, types: [] })).total).toBe(6);
  });

  it('keeps only the selected scenarios; an empty selection filters nothing', async () => {
    expect(keysOf(await reports({ scenarios: ['house-fire'] }))).toEqual(['mar20', 'mar1']);
    expect(keysOf(await reports({ scenarios: ['broken-arm', 'robbery'] }))).toEqual([
      'mar15',
      'mar10',
      'feb',
    ]);
    expect(keysOf(await reports({ scenarios: ['house-fire'], types: ['111'] }))).toEqual([]);
    expect((await reports({ scenarios: [] })).total).toBe(7);
  });

  it.each([
    ['newest', ['mar31', 'mar20', 'mar15', 'mar10', 'mar3', 'mar1']],
    ['oldest', ['mar1', 'mar3', 'mar10', 'mar15', 'mar20', 'mar31']],
    // Equal stars: the newer call first.
    ['highest', ['mar15', 'mar1', 'mar31', 'mar10', 'mar3', 'mar20']],
    ['lowest', ['mar20', 'mar3', 'mar31', 'mar10', 'mar15', 'mar1']],
  ])('sorts %s', async (sort, expected) => {
    expect(keysOf(await reports({ ...MARCH, sort }))).toEqual(expected);
  });

  it('pages through the set without repeating or skipping a call', async () => {
    const first = await reports({ sort: 'highest', pageSize: 3 });
    const second = await reports({ sort: 'highest', pageSize: 3, page: 2 });
    const third = await reports({ sort: 'highest', pageSize: 3, page: 3 });
    expect([first, second, third].map((body) => body.pageCount)).toEqual([3, 3, 3]);
    expect([...keysOf(first), ...keysOf(second), ...keysOf(third)]).toEqual([
      'mar15',
      'mar1',
      'mar31',
      'mar10',
      'feb',
      'mar3',
      'mar20',
    ]);
    expect((await reports({ pageSize: 3, page: 4 })).records).toEqual([]);
  });
});

describe('summary and charts', () => {
  beforeAll(() => resetCalls());

  it('summarises the whole filtered set, not just the page', async () => {
    const body = await reports({ ...MARCH, pageSize: 2 });
    expect(body.records).toHaveLength(2);
    expect(body.summary).toEqual({
      totalScenarios: 6,
      // (5 + 2 + 4 + 5 + 1 + 4) / 6
      averageStars: 3.5,
      // (100 + 50 + 70 + 90) / 4: untimed calls are left out
      averageTimeSeconds: 77.5,
      perfectScores: 2,
    });
    expect(body.total).toBe(6);
    expect(body.pageCount).toBe(3);
  });

  it('follows the filters', async () => {
    expect((await reports({ ...MARCH, types: ['999'] })).summary).toEqual({
      totalScenarios: 3,
      // 10 / 3, to one decimal through core's averageStars as on every screen
      averageStars: 3.3,
      averageTimeSeconds: 75,
      perfectScores: 1,
    });
  });

  it('has no average time when no call in the set was timed, and zeros for an empty set', async () => {
    expect(
      (await reports({ scenarios: ['house-fire'], sort: 'lowest', from: '2026-03-20T00:00:00Z' })).summary,
    ).toEqual({ totalScenarios: 1, averageStars: 1, averageTimeSeconds: null, perfectScores: 0 });
    const empty = await reports({ to: '2020-01-01T00:00:00Z' });
    expect(empty).toMatchObject({
      records: [],
      total: 0,
      pageCount: 0,
      scenarioAverages: [],
      starsByDay: [],
      skillsByWeek: [],
    });
    expect(empty.summary).toEqual({
      totalScenarios: 0,
      averageStars: 0,
      averageTimeSeconds: null,
      perfectScores: 0,
    });
  });

  it('averages clarity, calmness and accuracy per scenario, in catalogue order', async () => {
    await resetCalls([
      {
        key: 'a',
        at: '2026-03-02T10:00:00Z',
        type: '111',
        scenario: 'fever-child',
        stars: 3,
        scores: [60, 70, 81],
      },
      {
        key: 'b',
        at: '2026-03-03T10:00:00Z',
        type: '111',
        scenario: 'fever-child',
        stars: 4,
        scores: [90, 80, 90],
      },
      {
        key: 'c',
        at: '2026-03-04T10:00:00Z',
        type: '999',
        scenario: 'house-fire',
        stars: 5,
        scores: [100, 100, 100],
      },
    ]);
    expect((await reports()).scenarioAverages).toEqual([
      {
        scenarioType: '999',
        scenarioId: 'house-fire',
        count: 1,
        clarity: 100,
        calmness: 100,
        accuracy: 100,
      },
      { scenarioType: '111', scenarioId: 'fever-child', count: 2, clarity: 75, calmness: 75, accuracy: 86 },
    ]);
  });

  it("groups stars over time by the parent's calendar day", async () => {
    await resetCalls([
      { key: 'a', at: '2026-07-01T10:00:00Z', type: '111', scenario: 'fever-child', stars: 2 },
      { key: 'b', at: '2026-07-01T22:30:00Z', type: '111', scenario: 'fever-child', stars: 5 },
      { key: 'c', at: '2026-07-02T09:00:00Z', type: '111', scenario: 'broken-arm', stars: 4 },
    ]);
    expect((await reports({ tz: 'UTC' })).starsByDay).toEqual([
      { date: '2026-07-01', averageStars: 3.5, count: 2 },
      { date: '2026-07-02', averageStars: 4, count: 1 },
    ]);
    // 22:30 UTC is 23:30 in London in summer, 08:30 the next day in Sydney.
    expect((await reports({ tz: 'Australia/Sydney' })).starsByDay).toEqual([
      { date: '2026-07-01', averageStars: 2, count: 1 },
      { date: '2026-07-02', averageStars: 4.5, count: 2 },
    ]);
  });
});

describe('skills over time', () => {
  afterAll(() => resetCalls());

  it('counts each week’s emergency-button and own-address skills, from Monday, leaving out calls without them', async () => {
    await resetCalls([
      // Monday 2 and Sunday 8 March 2026 are one week; Monday 9 March starts the next.
      {
        key: 'a',
        at: '2026-03-02T09:00:00Z',
        type: '999',
        scenario: 'house-fire',
        stars: 4,
        button: 'partly',
        address: 'no',
      },
      {
        key: 'b',
        at: '2026-03-08T20:00:00Z',
        type: '999',
        scenario: 'robbery',
        stars: 4,
        button: 'yes',
        address: 'partly',
      },
      { key: 'c', at: '2026-03-04T09:00:00Z', type: '111', scenario: 'fever-child', stars: 3 },
      {
        key: 'd',
        at: '2026-03-09T09:00:00Z',
        type: '999',
        scenario: 'house-fire',
        stars: 5,
        button: 'yes',
        address: 'yes',
      },
      {
        key: 'e',
        at: '2026-03-10T09:00:00Z',
        type: '111',
        scenario: 'fever-child',
        stars: 5,
        address: 'yes',
      },
    ]);
    expect((await reports({ tz: 'UTC', ...MARCH, from: '2026-03-01T00:00:00.000Z' })).skillsByWeek).toEqual([
      {
        week: '2026-03-02',
        foundEmergencyButton: { yes: 1, partly: 1, no: 0 },
        saidOwnAddress: { yes: 0, partly: 1, no: 1 },
      },
      {
        week: '2026-03-09',
        foundEmergencyButton: { yes: 1, partly: 0, no: 0 },
        saidOwnAddress: { yes: 2, partly: 0, no: 0 },
      },
    ]);
    // In Sydney, Sunday 8 March at 20:00 UTC is already Monday 9 March.
    const sydney = (await reports({ tz: 'Australia/Sydney', ...MARCH })).skillsByWeek;
    expect(sydney.map((week) => [week.week, week.saidOwnAddress.yes + week.saidOwnAddress.partly])).toEqual([
      ['2026-03-02', 0],
      ['2026-03-09', 3],
    ]);
  });
});

describe('export', () => {
  beforeAll(() => resetCalls());

  it('returns every filtered call in the chosen order, beyond one page', async () => {
    const response = await get(
      childReportsExportPath(childId) + reportsSearch({ ...MARCH, types: ['111'], sort: 'oldest' }),
    );
    expect(response.status).toBe(200);
    const body = childReportsExportResponseSchema.parse(await response.json());
    expect(keysOf(body)).toEqual(['mar3', 'mar15', 'mar31']);
    expect(body).toMatchObject({ total: 3, truncated: false });
  });

  it('refuses page parameters, which it has none of', async () => {
    const response = await get(childReportsExportPath(childId) + reportsSearch({ page: 2 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown query parameter: page', code: 'INVALID_INPUT' });
  });
});

describe('invalid queries', () => {
  it.each([
    [
      'a date without a zone',
      '?from=2026-03-01T00:00:00',
      'from and to must be ISO timestamps with a time zone',
    ],
    ['a plain day', '?to=2026-03-01', 'from and to must be ISO timestamps with a time zone'],
    ['a reversed range', `?from=${MARCH.to}&to=${MARCH.from}`, 'from must not be after to'],
    ['an unknown type', '?types=999,112', 'types must be a comma-separated list of: 999, 111'],
    [
      'an unknown scenario',
      '?scenarios=house-fire,moon-landing',
      'scenarios must be a comma-separated list of scenario ids',
    ],
    ['an unknown sort', '?sort=stars', 'sort must be one of: newest, oldest, highest, lowest'],
    ['page 0', '?page=0', 'page must be a whole number from 1'],
    ['a fractional page', '?page=1.5', 'page must be a whole number from 1'],
    ['an oversized page', '?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['an unknown time zone', '?tz=Mars/Olympus', 'tz must be an IANA time zone such as Europe/London'],
    ['an unknown parameter', '?child=someone', 'Unknown query parameter: child'],
  ])('refuses %s with 400 and its message', async (_case, search, message) => {
    const response = await get(childReportsPath(childId) + search);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, code: 'INVALID_INPUT' });
  });
});

describe('a child with 5,000 calls', () => {
  beforeEach(async () => {
    await context.db.delete(schema.childProgress).where(eq(schema.childProgress.childId, childId));
    idsByKey = await insertCalls(context.db, childId, manyCalls(5000, new Date('2026-03-31T12:00:00Z')));
  });

  it('returns the first page with the summary of all 5,000', async () => {
    const body = await reports({ sort: 'newest' });
    expect(body.records).toHaveLength(REPORTS_PAGE_SIZE);
    expect(body.records[0]?.completionDate).toBe('2026-03-31T12:00:00.000Z');
    expect(body.total).toBe(5000);
    expect(body.pageCount).toBe(Math.ceil(5000 / REPORTS_PAGE_SIZE));
    // manyCalls gives stars 1–5 in turn and times to every other call.
    expect(body.summary).toEqual({
      totalScenarios: 5000,
      averageStars: 3,
      averageTimeSeconds: expect.any(Number),
      perfectScores: 1000,
    });
    expect(body.scenarioAverages.reduce((sum, entry) => sum + entry.count, 0)).toBe(5000);
  });
});
