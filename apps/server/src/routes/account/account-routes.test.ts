import {
  SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE,
  deleteAccountResponseSchema,
} from '@callready/contract';
import type { ProviderSubscription } from '@callready/core';
import { count, eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db';
import {
  apiRequest,
  readJson,
  readOutbox,
  signIn,
  signUpAndVerify,
  type SignedInParent,
} from '../../test/auth-helpers';
import { addChild, insertProgress, progressRowsOf, setPlan } from '../../test/children-helpers';
import { useTestContext } from '../../test/test-context';
import { createSandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider';

// A parent's data rights: a download of everything held about the family, deleting one child's
// history, and deleting the whole account. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

const context = useTestContext();

interface Family {
  parent: SignedInParent;
  childIds: string[];
  callIds: string[];
}

let familyCount = 0;
async function createFamily(name: string, children: string[]): Promise<Family> {
  familyCount += 1;
  const parent = await signUpAndVerify(context, {
    email: `${name.toLowerCase()}-${familyCount}@example.com`,
    name,
  });
  await setPlan(context, parent, { tier: 'enterprise', subscribed: false });
  const childIds: string[] = [];
  const callIds: string[] = [];
  for (const childName of children) {
    const child = await addChild(context, parent, { name: childName });
    childIds.push(child.id);
    callIds.push(
      await insertProgress(context, child.id, {
        overallStars: 4,
        scenarioType: '999',
        scenarioId: 'house-fire',
      }),
    );
    callIds.push(await insertProgress(context, child.id, { overallStars: 2 }));
  }
  return { parent, childIds, callIds };
}

const exportOf = (parent: SignedInParent) =>
  apiRequest(context, '/api/account/export', { cookie: parent.cookie });
const deleteAccount = (parent: SignedInParent, body: unknown) =>
  apiRequest(context, '/api/account/delete', { method: 'POST', body, cookie: parent.cookie });

/** How many rows of each kind still belong to the parent. */
async function rowsOwnedBy(userId: string, email: string) {
  const { db } = context;
  const rows = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    user: await rows(db.select({ n: count() }).from(schema.user).where(eq(schema.user.id, userId))),
    session: await rows(
      db.select({ n: count() }).from(schema.session).where(eq(schema.session.userId, userId)),
    ),
    account: await rows(
      db.select({ n: count() }).from(schema.account).where(eq(schema.account.userId, userId)),
    ),
    profiles: await rows(
      db.select({ n: count() }).from(schema.profiles).where(eq(schema.profiles.id, userId)),
    ),
    subscribers: await rows(
      db.select({ n: count() }).from(schema.subscribers).where(eq(schema.subscribers.userId, userId)),
    ),
    children: await rows(
      db.select({ n: count() }).from(schema.children).where(eq(schema.children.parentId, userId)),
    ),
    sentEmails: await rows(
      db.select({ n: count() }).from(schema.sentEmails).where(eq(schema.sentEmails.recipient, email)),
    ),
  };
}

describe('GET /api/account/export', () => {
  it('needs a signed-in parent', async () => {
    expect((await apiRequest(context, '/api/account/export')).status).toBe(401);
  });

  it('answers one zip with JSON and CSV of the profile, children, every saved call and e-mails sent, and nothing of another family', async () => {
    const family = await createFamily('Alex', ['Mia', 'Leo']);
    const other = await createFamily('Other', ['Zed']);

    const response = await exportOf(family.parent);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="callready-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.csv',
        'callready-data.json',
        'calls.csv',
        'children.csv',
        'emails.csv',
        'homes.csv',
        'transcripts.csv',
      ].sort(),
    );
    const data = JSON.parse(strFromU8(files['callready-data.json']!)) as {
      account: { email: string };
      profile: { fullName: string };
      children: { id: string; name: string; inviteCode: string }[];
      calls: { id: string; childId: string }[];
      emailsSent: { subject: string }[];
    };
    expect(data.account.email).toBe(family.parent.email);
    expect(data.profile.fullName).toBe('Alex');
    expect(data.children.map((child) => child.name)).toEqual(['Mia', 'Leo']);
    expect(data.calls.map((call) => call.id).sort()).toEqual([...family.callIds].sort());
    expect(data.emailsSent.map((email) => email.subject)).toEqual([expect.stringMatching(/verify|confirm/i)]);

    const calls = strFromU8(files['calls.csv']!).trim().split('\r\n');
    expect(calls).toHaveLength(1 + family.callIds.length);
    expect(calls[0]).toMatch(/^id,child_id,child_name,scenario_type/);
    for (const id of family.callIds) expect(calls.some((line) => line.startsWith(`${id},`))).toBe(true);
    expect(strFromU8(files['children.csv']!)).toContain(data.children[0]!.inviteCode);

    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toContain(other.parent.email);
    for (const id of [...other.childIds, ...other.callIds]) expect(everything).not.toContain(id);
  });
});

describe('DELETE /api/children/:id/progress', () => {
  it("deletes one child's saved calls, keeps the child, and cannot reach another family's child", async () => {
    const family = await createFamily('Robin', ['Ava', 'Ben']);
    const other = await createFamily('Sam', ['Cal']);
    const [ava, ben] = family.childIds as [string, string];

    const response = await apiRequest(context, `/api/children/${ava}/progress`, {
      method: 'DELETE',
      cookie: family.parent.cookie,
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ deleted: 2 });
    expect(await progressRowsOf(context, ava)).toEqual([]);
    expect(await progressRowsOf(context, ben)).toHaveLength(2);
    const [child] = await context.db.select().from(schema.children).where(eq(schema.children.id, ava));
    expect(child?.name).toBe('Ava');

    const foreign = await apiRequest(context, `/api/children/${other.childIds[0]}/progress`, {
      method: 'DELETE',
      cookie: family.parent.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(await progressRowsOf(context, other.childIds[0]!)).toHaveLength(2);
    expect((await apiRequest(context, `/api/children/${ava}/progress`, { method: 'DELETE' })).status).toBe(
      401,
    );
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a missing or wrong password and changes nothing', async () => {
    const family = await createFamily('Kim', ['Dee']);
    const missing = await deleteAccount(family.parent, {});
    expect(missing.status).toBe(400);
    expect(await readJson(missing)).toMatchObject({ error: 'Enter your password to confirm' });
    const wrong = await deleteAccount(family.parent, { password: 'not-the-password' });
    expect(wrong.status).toBe(403);
    expect(await readJson(wrong)).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await rowsOwnedBy(family.parent.userId, family.parent.email)).toMatchObject({
      user: 1,
      children: 1,
    });
    expect((await exportOf(family.parent)).status).toBe(200);
  });

  it('limits password attempts per account', async () => {
    const family = await createFamily('Lee', []);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await deleteAccount(family.parent, { password: `wrong-${attempt}` })).status).toBe(403);
    }
    const limited = await deleteAccount(family.parent, { password: family.parent.password });
    expect(limited.status).toBe(429);
    expect(await rowsOwnedBy(family.parent.userId, family.parent.email)).toMatchObject({ user: 1 });
  });

  it('deletes the account and everything in it, signs out every device, e-mails a confirmation, and leaves another family untouched', async () => {
    const family = await createFamily('Jo', ['Fay', 'Gus']);
    const other = await createFamily('Max', ['Hal']);
    const otherBefore = await rowsOwnedBy(other.parent.userId, other.parent.email);
    // A second device signed in as the same parent.
    const secondDevice = await signIn(context, {
      email: family.parent.email,
      password: family.parent.password,
    });
    const secondCookie = secondDevice.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');

    const response = await deleteAccount(family.parent, { password: family.parent.password });
    expect(response.status).toBe(200);
    expect(deleteAccountResponseSchema.parse(await response.json())).toEqual({
      deleted: true,
      childCount: 2,
      callCount: 4,
    });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/session_token=;/);

    expect(await rowsOwnedBy(family.parent.userId, family.parent.email)).toEqual({
      user: 0,
      session: 0,
      account: 0,
      profiles: 0,
      subscribers: 0,
      children: 0,
      sentEmails: 0,
    });
    const orphanCalls = await context.db
      .select()
      .from(schema.childProgress)
      .where(inArray(schema.childProgress.id, family.callIds));
    expect(orphanCalls).toEqual([]);
    for (const cookie of [family.parent.cookie, secondCookie]) {
      expect((await apiRequest(context, '/api/me', { cookie })).status).toBe(401);
    }
    // The account is gone: its password no longer signs in.
    const signInAgain = await signIn(context, {
      email: family.parent.email,
      password: family.parent.password,
    });
    expect(signInAgain.status).not.toBe(200);

    const confirmation = (await readOutbox(context)).find(
      (message) => message.to === family.parent.email && /deleted/i.test(message.subject),
    );
    expect(confirmation?.text).toMatch(/2 children/);
    expect(confirmation?.text).toMatch(/4 saved practice calls/);
    expect(confirmation?.text).toMatch(/30 days/);

    expect(await rowsOwnedBy(other.parent.userId, other.parent.email)).toEqual(otherBefore);
    for (const childId of other.childIds) expect(await progressRowsOf(context, childId)).toHaveLength(2);
    expect((await exportOf(other.parent)).status).toBe(200);
  });
});

describe('deleting an account on a paid sandbox plan', () => {
  // The sandbox provider, watched: what its subscription looked like right after each cancellation,
  // and a switch that makes it unreachable.
  const cancellations: { immediately: boolean; after: ProviderSubscription | null }[] = [];
  const reachable = { value: true };
  const sandbox = createSandboxPaymentProvider({ publicUrl: 'http://localhost:3000', trialDays: 0 });
  const sandboxContext = useTestContext({
    paymentProvider: {
      ...sandbox,
      async readSubscription(customer, db) {
        if (!reachable.value) throw new Error('connect ECONNREFUSED');
        return sandbox.readSubscription(customer, db);
      },
      async cancel(customer, db, options) {
        await sandbox.cancel(customer, db, options);
        cancellations.push({
          immediately: options?.immediately ?? false,
          after: await sandbox.readSubscription(customer, db),
        });
      },
      // What an account deletion asks for: every subscription ended at once.
      async endEverySubscription(customer, db) {
        if (!reachable.value) throw new Error('connect ECONNREFUSED');
        const ended = await sandbox.endEverySubscription(customer, db);
        if (ended > 0)
          cancellations.push({ immediately: true, after: await sandbox.readSubscription(customer, db) });
        return ended;
      },
    },
  });

  async function paidParent(email: string) {
    const parent = await signUpAndVerify(sandboxContext, { email });
    const opened = await apiRequest(sandboxContext, '/api/billing/create-checkout', {
      body: { tier: 'premium' },
      cookie: parent.cookie,
    });
    const { url } = await readJson<{ url: string }>(opened);
    const paid = await apiRequest(
      sandboxContext,
      `/api/billing/sandbox/checkout/${url.split('/').pop()}/pay`,
      {
        method: 'POST',
        cookie: parent.cookie,
      },
    );
    expect(paid.status).toBe(200);
    return parent;
  }

  const users = (id: string) => sandboxContext.db.select().from(schema.user).where(eq(schema.user.id, id));

  it('cancels the plan at once, then deletes the account', async () => {
    const parent = await paidParent('sandbox-leaving@example.com');
    const response = await apiRequest(sandboxContext, '/api/account/delete', {
      method: 'POST',
      body: { password: parent.password },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    expect(cancellations).toEqual([
      { immediately: true, after: expect.objectContaining({ status: 'canceled' }) },
    ]);
    expect(await users(parent.userId)).toHaveLength(0);
  });

  it('refuses with a clear message and changes nothing when the provider cannot be reached', async () => {
    const parent = await paidParent('sandbox-unreachable@example.com');
    cancellations.length = 0;
    reachable.value = false;
    try {
      const response = await apiRequest(sandboxContext, '/api/account/delete', {
        method: 'POST',
        body: { password: parent.password },
        cookie: parent.cookie,
      });
      expect(response.status).toBe(502);
      expect(await readJson(response)).toMatchObject({
        error: SUBSCRIPTION_NOT_CANCELLED_DELETION_MESSAGE,
        code: 'SUBSCRIPTION_NOT_CANCELLED',
      });
    } finally {
      reachable.value = true;
    }
    expect(cancellations).toEqual([]);
    expect(await users(parent.userId)).toHaveLength(1);
    const status = await apiRequest(sandboxContext, '/api/billing/check-subscription?refresh=1', {
      cookie: parent.cookie,
    });
    expect(await readJson(status)).toMatchObject({ subscriptionTier: 'premium', subscribed: true });
  });
});
