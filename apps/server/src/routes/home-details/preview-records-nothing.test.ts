// A parent's preview sees Learn my address as the child does (ADR 059), and the server records none of
// its tries: a check made with a parent signed in beside the child session is answered, not saved.
import type { Child, ChildHomeResponse } from '@callready/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequest,
  cookieFrom,
  readJson,
  signUpAndVerify,
  type SignedInParent,
} from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { useTestContext } from '../../test/test-context';

const context = useTestContext();

let parent: SignedInParent;
let child: Child;

async function childSessionCookie(): Promise<string> {
  const response = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: await storedInviteCode(context, child.id) },
    clientAddress: '198.51.100.41',
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

async function attempts(): Promise<number> {
  const home = await apiRequest(context, `/api/children/${child.id}/home`, {
    method: 'GET',
    cookie: parent.cookie,
  });
  return (await readJson<ChildHomeResponse>(home)).learning.home?.attempts ?? -1;
}

beforeAll(async () => {
  parent = await signUpAndVerify(context, { email: 'preview-parent@example.com' });
  child = await addChild(context, parent, { name: 'Poppy', age: 9 });
  const stored = await apiRequest(context, `/api/children/${child.id}/home`, {
    method: 'PATCH',
    body: { home: { number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' } },
    cookie: parent.cookie,
  });
  expect(stored.status).toBe(200);
}, 60_000);

describe('Learn my address in a preview', () => {
  it("answers the preview's try as the child's, and records it only when no parent is signed in", async () => {
    const session = await childSessionCookie();
    const body = { answer: '5 Mill Lane Leeds LS6 2AB', purpose: 'learn' };

    const previewed = await apiRequest(context, '/api/child/address/check', {
      body,
      cookie: `${session}; ${parent.cookie}`,
    });
    expect(previewed.status).toBe(200);
    expect((await readJson<{ allRight: boolean }>(previewed)).allRight).toBe(true);
    expect(await attempts()).toBe(0);

    const byChild = await apiRequest(context, '/api/child/address/check', { body, cookie: session });
    expect(byChild.status).toBe(200);
    expect(await attempts()).toBe(1);
  });
});
