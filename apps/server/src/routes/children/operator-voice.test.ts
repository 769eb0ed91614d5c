// The parent's choice of the operator's voice per child (ADR 045): only the parent changes it, the
// value is checked, and the child's session and look-up carry it to the call screen.
import { OPERATOR_VOICE_SOURCE_MESSAGE } from '@callready/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, setPlan } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let parent: SignedInParent;
let otherParent: SignedInParent;
beforeAll(async () => {
  context = await createTestContext();
  parent = await signUpAndVerify(context, { email: 'voice-owner@example.com' });
  otherParent = await signUpAndVerify(context, { email: 'voice-other@example.com' });
  await setPlan(context, parent, { tier: 'enterprise' });
});
afterAll(() => context.close());
beforeEach(() => context.db.delete(schema.children).where(eq(schema.children.parentId, parent.userId)));

const patch = (childId: string, body: unknown, cookie?: string) =>
  apiRequest(context, `/api/children/${childId}`, { method: 'PATCH', body, cookie });

async function storedVoice(childId: string) {
  const [row] = await context.db.select().from(schema.children).where(eq(schema.children.id, childId));
  return row?.operatorVoice;
}

describe("the operator's voice for a child", () => {
  it("is the device's voice until the parent chooses CallReady's, and the child's session reads it", async () => {
    const child = await addChild(context, parent, { name: 'Ivy' });
    expect(child.operatorVoice).toBe('device');
    const saved = await patch(child.id, { operatorVoice: 'server' }, parent.cookie);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { child: { operatorVoice: string } }).child.operatorVoice).toBe('server');
    expect(await storedVoice(child.id)).toBe('server');

    const session = await apiRequest(context, '/api/child/session', {
      body: { inviteCode: child.inviteCode },
      clientAddress: '203.0.113.45',
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ id: child.id, operatorVoice: 'server' });
    const lookup = await apiRequest(context, `/api/child/${child.inviteCode}`, {});
    expect(await lookup.json()).toMatchObject({ operatorVoice: 'server' });

    await patch(child.id, { operatorVoice: 'device' }, parent.cookie);
    expect(await storedVoice(child.id)).toBe('device');
  });

  it.each([['robot'], [''], [null], [true]])('refuses %j with 400 and keeps the choice', async (value) => {
    const child = await addChild(context, parent, { name: 'Jo' });
    const response = await patch(child.id, { operatorVoice: value }, parent.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: OPERATOR_VOICE_SOURCE_MESSAGE, code: 'INVALID_INPUT' });
    expect(await storedVoice(child.id)).toBe('device');
  });

  it('cannot be changed by another parent, signed out, or with the child’s own session', async () => {
    const child = await addChild(context, parent, { name: 'Kit' });
    expect((await patch(child.id, { operatorVoice: 'server' }, otherParent.cookie)).status).toBe(404);
    expect((await patch(child.id, { operatorVoice: 'server' })).status).toBe(401);
    const session = await apiRequest(context, '/api/child/session', {
      body: { inviteCode: child.inviteCode },
      clientAddress: '203.0.113.46',
    });
    const childCookie = session.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect((await patch(child.id, { operatorVoice: 'server' }, childCookie)).status).toBe(401);
    expect(await storedVoice(child.id)).toBe('device');
  });
});
