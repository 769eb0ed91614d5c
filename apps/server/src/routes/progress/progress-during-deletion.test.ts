// Saves that race with the deletion of the parent's account: each is either stored before the
// deletion or answered exactly as a save sent after it, never with a server error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, cookieFrom, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, setPlan } from '../../test/children-helpers';
import { schema } from '../../db';
import { appHoldingInserts } from '../../test/held-writes';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;

beforeAll(async () => {
  // Look-ups by a deleted code fail; here they must not reach the guessing limits.
  context = await createTestContext({
    env: { CHILD_LOOKUP_MAX_PER_IP: '100000', CHILD_LOOKUP_MAX_GLOBAL: '100000' },
  });
}, 120_000);
afterAll(() => context.close());

const RATING = {
  stars: 3,
  feedback: 'Excellent! That response would really help emergency services.',
  tips: [],
  categories: { clarity: 3, completeness: 3, calmness: 3 },
};

const saveBody = (scenario: { type: '999' | '111'; id: string }, inviteCode?: string) => ({
  callId: crypto.randomUUID(),
  ...(inviteCode === undefined ? {} : { inviteCode }),
  scenarioType: scenario.type,
  scenarioId: scenario.id,
  overallStars: 4,
  clarityScore: 80,
  calmnessScore: 67,
  accuracyScore: 73,
  serviceSelectionScore: 100,
  responseRatings: [RATING],
  timeTakenSeconds: 60,
});

interface Reply {
  status: number;
  code: string | undefined;
}

async function replyOf(response: Response): Promise<Reply> {
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { status: response.status, code: body.code };
}

/** A parent with a paid plan, one child, its code and a child session cookie. */
async function familyWithChildSession(email: string) {
  const parent = await signUpAndVerify(context, { email });
  await setPlan(context, parent, { tier: 'premium' });
  const child = await addChild(context, parent, { name: 'Rory' });
  const code = child.inviteCode ?? '';
  const session = await apiRequest(context, '/api/child/session', { body: { inviteCode: code } });
  expect(session.status).toBe(200);
  return { parent, child, code, childCookie: cookieFrom(session) };
}

describe('progress saves during an account deletion', () => {
  it('answer a deletion landing between the check and the write as a save after it', async () => {
    const { parent, code, childCookie } = await familyWithChildSession('deleted-mid-save@example.com');
    const emergency = { type: '999', id: 'house-fire' } as const;
    // The parent deletes the account at the moment the save's row is about to be written: exactly when
    // a deletion on another connection can commit, made certain.
    let deleteFirst: (() => Promise<void>) | undefined = async () => {
      const deleted = await apiRequest(context, '/api/account/delete', {
        body: { password: parent.password },
        cookie: parent.cookie,
      });
      expect(deleted.status).toBe(200);
    };
    const racing = {
      ...context,
      app: appHoldingInserts(context, schema.childProgress, () => {
        const once = deleteFirst;
        deleteFirst = undefined;
        return once?.() ?? Promise.resolve();
      }),
    };
    const raced = await apiRequest(racing, '/api/child/progress', { body: saveBody(emergency, code) });
    expect(deleteFirst).toBeUndefined();
    const after = await apiRequest(context, '/api/child/progress', { body: saveBody(emergency, code) });
    expect(after.status).toBeGreaterThanOrEqual(400);
    expect(await replyOf(raced)).toEqual(await replyOf(after));
    const afterBySession = await apiRequest(context, '/api/child/progress', {
      body: saveBody({ type: '111', id: 'fever-child' }),
      cookie: childCookie,
    });
    expect(afterBySession.status).toBeGreaterThanOrEqual(400);
  });

  it('never answer 500: each is saved, or refused as a save after the deletion is', async () => {
    const { parent, code, childCookie } = await familyWithChildSession('deleted-during-saves@example.com');

    // By code, an emergency call: the child is read first, then the insert (the path with a gap).
    const saveByCode = () =>
      apiRequest(context, '/api/child/progress', {
        body: saveBody({ type: '999', id: 'house-fire' }, code),
      }).then(replyOf);
    // By session, an advice call: one statement (ADR 030).
    const saveBySession = () =>
      apiRequest(context, '/api/child/progress', {
        body: saveBody({ type: '111', id: 'fever-child' }),
        cookie: childCookie,
      }).then(replyOf);

    let deletionDone = false;
    const deletion = apiRequest(context, '/api/account/delete', {
      body: { password: parent.password },
      cookie: parent.cookie,
    }).then((response) => {
      deletionDone = true;
      return response;
    });
    const byCode: Reply[] = [];
    const bySession: Reply[] = [];
    for (let wave = 0; wave < 200 && !deletionDone; wave += 1) {
      const [codeReplies, sessionReplies] = await Promise.all([
        Promise.all([saveByCode(), saveByCode(), saveByCode()]),
        Promise.all([saveBySession(), saveBySession(), saveBySession()]),
      ]);
      byCode.push(...codeReplies);
      bySession.push(...sessionReplies);
    }
    expect((await deletion).status).toBe(200);

    const afterByCode = await saveByCode();
    const afterBySession = await saveBySession();
    expect(afterByCode.status).toBeGreaterThanOrEqual(400);
    expect(afterBySession.status).toBeGreaterThanOrEqual(400);
    for (const reply of byCode) expect([{ status: 201, code: undefined }, afterByCode]).toContainEqual(reply);
    for (const reply of bySession)
      expect([{ status: 201, code: undefined }, afterBySession]).toContainEqual(reply);
  });
});
