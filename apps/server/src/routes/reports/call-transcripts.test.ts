// "Keep what my child says in practice calls" (ADR 041): the server keeps what was said only while
// the parent's setting is on for that child, whatever the client sends, and the words are in the
// data download, in the per-call view, and gone with the history, the child or the setting.
import {
  TRANSCRIPT_INVALID_MESSAGE,
  childCallResponseSchema,
  childReportsResponseSchema,
  childResponseSchema,
  type CallTranscript,
  type Child,
} from '@callready/contract';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import {
  apiRequest,
  cookieFrom,
  readJson,
  signUpAndVerify,
  type SignedInParent,
} from '../../test/auth-helpers';
import { addChild, progressRowsOf, setPlan } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let parent: SignedInParent;
let otherParent: SignedInParent;
let child: Child;
beforeAll(async () => {
  context = await createTestContext();
  parent = await signUpAndVerify(context, { email: 'transcripts@example.com' });
  otherParent = await signUpAndVerify(context, { email: 'transcripts-other@example.com' });
  await setPlan(context, parent, { tier: 'premium' });
  child = await addChild(context, parent, { name: 'Tess' });
});
afterAll(() => context.close());

beforeEach(async () => {
  await context.db.delete(schema.childProgress);
  await context.db
    .update(schema.children)
    .set({ keepCallTranscripts: false })
    .where(eq(schema.children.id, child.id));
});

const TRANSCRIPT: CallTranscript = {
  turns: [
    { speaker: 'operator', text: 'Emergency, which service do you need?' },
    { speaker: 'child', text: 'Fire! My brother is still inside.' },
  ],
  lessons: ['Recognised a danger sign: someone is trapped in the fire'],
};

const saveBody = (changes: Record<string, unknown> = {}) => ({
  callId: crypto.randomUUID(),
  scenarioType: '999',
  scenarioId: 'house-fire',
  overallStars: 4,
  clarityScore: 80,
  calmnessScore: 67,
  accuracyScore: 73,
  serviceSelectionScore: 100,
  responseRatings: [],
  timeTakenSeconds: 95,
  transcript: TRANSCRIPT,
  ...changes,
});

const setKeeping = (keep: unknown, who: SignedInParent = parent) =>
  apiRequest(context, `/api/children/${child.id}`, {
    method: 'PATCH',
    body: { keepCallTranscripts: keep },
    cookie: who.cookie,
  });

async function childSessionCookie() {
  const signedIn = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: child.inviteCode },
  });
  return cookieFrom(signedIn);
}

const storedTranscripts = async () => (await progressRowsOf(context, child.id)).map((row) => row.transcript);

describe('keeping what the child says', () => {
  it('is off for a new child, and the parent turns it on and off', async () => {
    expect(child.keepCallTranscripts).toBe(false);
    const on = await setKeeping(true);
    expect(on.status).toBe(200);
    expect(childResponseSchema.parse(await readJson(on)).child.keepCallTranscripts).toBe(true);
    const lookup = await apiRequest(context, `/api/child/${child.inviteCode}`);
    expect((await readJson<{ keepCallTranscripts: boolean }>(lookup)).keepCallTranscripts).toBe(true);
  });

  it('refuses anything but true or false, and another parent’s change', async () => {
    expect((await setKeeping('yes')).status).toBe(400);
    expect((await setKeeping(true, otherParent)).status).toBe(404);
    const [row] = await context.db.select().from(schema.children).where(eq(schema.children.id, child.id));
    expect(row?.keepCallTranscripts).toBe(false);
  });

  it.each([
    ['from a child session (111, one statement)', '111', 'fever-child', true],
    ['from a child session (999)', '999', 'house-fire', true],
    ['with the invite code', '999', 'house-fire', false],
  ])(
    'drops the transcript while the setting is off: %s',
    async (_case, scenarioType, scenarioId, session) => {
      const cookie = session ? await childSessionCookie() : undefined;
      const body = saveBody({
        scenarioType,
        scenarioId,
        ...(session ? {} : { inviteCode: child.inviteCode }),
      });
      const response = await apiRequest(context, '/api/child/progress', { body, cookie });
      expect(response.status).toBe(201);
      expect(await storedTranscripts()).toEqual([null]);
    },
  );

  it.each([
    ['from a child session (111, one statement)', '111', 'fever-child', true],
    ['from a child session (999)', '999', 'house-fire', true],
    ['with the invite code', '999', 'house-fire', false],
  ])('keeps the transcript while the setting is on: %s', async (_case, scenarioType, scenarioId, session) => {
    await setKeeping(true);
    const cookie = session ? await childSessionCookie() : undefined;
    const body = saveBody({
      scenarioType,
      scenarioId,
      ...(session ? {} : { inviteCode: child.inviteCode }),
    });
    const response = await apiRequest(context, '/api/child/progress', { body, cookie });
    expect(response.status).toBe(201);
    expect(await storedTranscripts()).toEqual([TRANSCRIPT]);
  });

  it('stores nothing (not a JSON null) when the setting is on and no transcript is sent', async () => {
    await setKeeping(true);
    const cookie = await childSessionCookie();
    const { transcript: _left, ...body } = saveBody({ scenarioType: '111', scenarioId: 'fever-child' });
    expect((await apiRequest(context, '/api/child/progress', { body, cookie })).status).toBe(201);
    const [row] = await context.db
      .select({ missing: schema.childProgress.transcript })
      .from(schema.childProgress)
      .where(eq(schema.childProgress.childId, child.id));
    expect(row?.missing).toBeNull();
    const reports = await apiRequest(context, `/api/children/${child.id}/reports`, { cookie: parent.cookie });
    const { records } = childReportsResponseSchema.parse(await readJson(reports));
    expect(records.map((record) => record.hasTranscript)).toEqual([false]);
  });

  it.each([
    ['a speaker that is neither', { turns: [{ speaker: 'parent', text: 'Hi' }] }],
    ['a line too long', { turns: [{ speaker: 'child', text: 'a'.repeat(1001) }] }],
    ['too many lines', { turns: Array.from({ length: 201 }, () => ({ speaker: 'child', text: 'a' })) }],
    ['lessons that are not text', { turns: [], lessons: [3] }],
    ['no turns at all', { lessons: ['x'] }],
  ])('refuses %s with one clear message and saves nothing', async (_case, transcript) => {
    await setKeeping(true);
    const cookie = await childSessionCookie();
    const response = await apiRequest(context, '/api/child/progress', {
      body: saveBody({ transcript }),
      cookie,
    });
    expect(response.status).toBe(400);
    expect((await readJson<{ error: string }>(response)).error).toBe(TRANSCRIPT_INVALID_MESSAGE);
    expect(await storedTranscripts()).toEqual([]);
  });

  it('shows the words in the per-call view to the parent only', async () => {
    await setKeeping(true);
    const cookie = await childSessionCookie();
    const saved = await apiRequest(context, '/api/child/progress', { body: saveBody(), cookie });
    const { id } = await readJson<{ id: string }>(saved);

    const reports = await apiRequest(context, `/api/children/${child.id}/reports`, { cookie: parent.cookie });
    const { records } = childReportsResponseSchema.parse(await readJson(reports));
    expect(records.map((record) => record.hasTranscript)).toEqual([true]);

    const path = `/api/children/${child.id}/reports/calls/${id}`;
    const view = await apiRequest(context, path, { cookie: parent.cookie });
    expect(view.status).toBe(200);
    const body = childCallResponseSchema.parse(await readJson(view));
    expect(body.transcript).toEqual(TRANSCRIPT);
    expect(body.call).toMatchObject({
      id,
      scenarioId: 'house-fire',
      overallStars: 4,
      hasTranscript: true,
    });

    expect((await apiRequest(context, path)).status).toBe(401);
    expect((await apiRequest(context, path, { cookie: otherParent.cookie })).status).toBe(404);
    expect((await apiRequest(context, path, { cookie })).status).toBe(401);
    const unknown = `/api/children/${child.id}/reports/calls/${crypto.randomUUID()}`;
    expect((await apiRequest(context, unknown, { cookie: parent.cookie })).status).toBe(404);
    const malformed = `/api/children/${child.id}/reports/calls/not-a-call`;
    expect((await apiRequest(context, malformed, { cookie: parent.cookie })).status).toBe(404);
  });

  it('puts the kept words in the data download, in the JSON and a CSV of its own', async () => {
    await setKeeping(true);
    const cookie = await childSessionCookie();
    await apiRequest(context, '/api/child/progress', { body: saveBody(), cookie });

    const response = await apiRequest(context, '/api/account/export', { cookie: parent.cookie });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['callready-data.json']!)) as {
      children: { keepCallTranscripts: boolean }[];
      calls: { transcript: CallTranscript | null }[];
    };
    expect(data.children.map((entry) => entry.keepCallTranscripts)).toEqual([true]);
    expect(data.calls.map((call) => call.transcript)).toEqual([TRANSCRIPT]);
    const lines = strFromU8(files['transcripts.csv']!).trim().split('\r\n');
    expect(lines[0]).toBe('call_id,child_name,line,speaker,text');
    expect(lines.slice(1).map((line) => line.split(',').slice(3).join(','))).toEqual([
      'operator,"Emergency, which service do you need?"',
      'child,Fire! My brother is still inside.',
      'lesson,Recognised a danger sign: someone is trapped in the fire',
    ]);
  });

  it('deletes the kept words when the setting is turned off, keeping the calls and their stars', async () => {
    await setKeeping(true);
    const cookie = await childSessionCookie();
    await apiRequest(context, '/api/child/progress', { body: saveBody(), cookie });
    expect((await setKeeping(false)).status).toBe(200);
    const rows = await progressRowsOf(context, child.id);
    expect(rows.map((row) => [row.transcript, row.overallStars])).toEqual([[null, 4]]);
  });

  it('deletes the kept words with the child’s history', async () => {
    await setKeeping(true);
    const cookie = await childSessionCookie();
    await apiRequest(context, '/api/child/progress', { body: saveBody(), cookie });
    const removed = await apiRequest(context, `/api/children/${child.id}/progress`, {
      method: 'DELETE',
      cookie: parent.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await storedTranscripts()).toEqual([]);
  });
});
