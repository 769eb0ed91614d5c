// The back office's data and changes: search, roles, deletion with the family's data, the setup key,
// and the append-only audit log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, readJson, signIn, signUpAndVerify } from '../../test/auth-helpers';
import { createSandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider';
import {
  addChild,
  insertProgress,
  progressRowsOf,
  storedInviteCode,
  subscribeThroughSandbox,
} from '../../test/children-helpers';
import { createStaff, turnOnTwoFactor, type StaffMember } from '../../test/staff-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const SETUP_KEY = 'a-setup-key-long-enough-123';

let context: TestContext;
let admin: StaffMember;
// The sandbox provider, watched: which customers it cancelled at once, and a switch that makes it
// unreachable.
const cancelledAtOnce: string[] = [];
const provider = { reachable: true };
const sandbox = createSandboxPaymentProvider({ publicUrl: 'http://localhost:3000', trialDays: 0 });

beforeAll(async () => {
  context = await createTestContext({
    env: { ADMIN_SETUP_KEY: SETUP_KEY },
    paymentProvider: {
      ...sandbox,
      async readSubscription(customer, db) {
        if (!provider.reachable) throw new Error('connect ECONNREFUSED');
        return sandbox.readSubscription(customer, db);
      },
      async cancel(customer, db, options) {
        await sandbox.cancel(customer, db, options);
        if (options?.immediately) cancelledAtOnce.push(customer.userId);
      },
      async endEverySubscription(customer, db) {
        if (!provider.reachable) throw new Error('connect ECONNREFUSED');
        const ended = await sandbox.endEverySubscription(customer, db);
        if (ended > 0) cancelledAtOnce.push(customer.userId);
        return ended;
      },
    },
  });
  admin = await turnOnTwoFactor(context, await createStaff(context, 'actions-admin@example.com', 'admin'));
}, 60_000);
afterAll(() => context.close());

const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  apiRequest(context, `/api/admin${path}`, { ...init, cookie: admin.cookie });

describe('finding people', () => {
  it('searches users by part of the e-mail or full name, whatever the case', async () => {
    await signUpAndVerify(context, { email: 'jordan.finder@example.com', name: 'Jordan McAllister' });
    for (const search of ['mcallis', 'MCALLISTER', 'Jordan.FINDER']) {
      const body = await readJson<{ items: { email: string }[]; total: number }>(
        await asAdmin(`/users?search=${encodeURIComponent(search)}`),
      );
      expect(body.items.map((item) => item.email)).toEqual(['jordan.finder@example.com']);
      expect(body.total).toBe(1);
    }
    const none = await readJson<{ items: unknown[] }>(await asAdmin('/users?search=%25'));
    expect(none.items).toEqual([]);
  });

  it('pages the users list', async () => {
    const first = await readJson<{ items: unknown[]; total: number; pageSize: number }>(
      await asAdmin('/users?page=1'),
    );
    expect(first.items.length).toBe(Math.min(first.total, first.pageSize));
    const far = await readJson<{ items: unknown[] }>(await asAdmin('/users?page=999'));
    expect(far.items).toEqual([]);
    expect((await asAdmin('/users?page=0')).status).toBe(400);
  });
});

describe('deleting a user', () => {
  it('removes the account, the children and their progress, and ends every session and code', async () => {
    const parent = await signUpAndVerify(context, { email: 'leaving@example.com', name: 'Lee Leaving' });
    const child = await addChild(context, parent);
    await insertProgress(context, child.id, { overallStars: 4 });
    const code = await storedInviteCode(context, child.id);
    expect((await apiRequest(context, `/api/child/${code}`)).status).toBe(200);

    const response = await asAdmin(`/users/${parent.userId}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, childrenDeleted: 1 });

    expect(await progressRowsOf(context, child.id)).toEqual([]);
    expect((await apiRequest(context, `/api/child/${code}`)).status).toBe(404);
    expect((await apiRequest(context, '/api/me', { cookie: parent.cookie })).status).toBe(401);
    const again = await signIn(context, parent);
    expect(again.status).toBe(401);
  });

  it('ends a paid plan at the provider first, so no card is charged for a deleted account', async () => {
    const parent = await signUpAndVerify(context, { email: 'paying-leaver@example.com' });
    await subscribeThroughSandbox(context, parent, 'premium');
    const response = await asAdmin(`/users/${parent.userId}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(cancelledAtOnce).toContain(parent.userId);
  });

  it('deletes nothing while the payment provider cannot be reached for a paid plan', async () => {
    const parent = await signUpAndVerify(context, { email: 'paying-stayer@example.com' });
    await subscribeThroughSandbox(context, parent, 'premium');
    provider.reachable = false;
    try {
      const response = await asAdmin(`/users/${parent.userId}`, { method: 'DELETE' });
      expect(response.status).toBe(502);
    } finally {
      provider.reachable = true;
    }
    expect((await apiRequest(context, '/api/me', { cookie: parent.cookie })).status).toBe(200);
    expect(cancelledAtOnce).not.toContain(parent.userId);
  });

  it('refuses to delete the acting admin’s own account', async () => {
    const response = await asAdmin(`/users/${admin.userId}`, { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ code: 'NOT_YOURSELF' });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await asAdmin('/users/nobody', { method: 'DELETE' })).status).toBe(404);
  });
});

describe("a malformed user id (checked by the contract's schema)", () => {
  const malformed = ['x'.repeat(300), 'a%20b', '%00', "1'%20or%20'1'='1", 'caf%C3%A9'];

  it('is answered 404 USER_NOT_FOUND, as an unknown id is, by every action on a user', async () => {
    const auditBefore = await context.db.select().from(schema.auditLog);
    for (const id of malformed) {
      for (const [path, init] of [
        [`/users/${id}`, { method: 'DELETE' }],
        [`/users/${id}/role`, { body: { role: 'admin' } }],
        [`/users/${id}/cancel-subscription`, { method: 'POST' }],
      ] as const) {
        const response = await asAdmin(path, init);
        expect(response.status, path).toBe(404);
        expect(await readJson(response)).toEqual({ code: 'USER_NOT_FOUND', error: 'No user with that id.' });
      }
    }
    expect(await context.db.select().from(schema.auditLog)).toHaveLength(auditBefore.length);
  });

  it('still lets a bad role body be refused first, as before', async () => {
    const response = await asAdmin(`/users/${malformed[0]}/role`, { body: { role: 'owner' } });
    expect(response.status).toBe(400);
  });
});

describe('roles', () => {
  it('replaces the role row and lists staff under roles', async () => {
    const person = await signUpAndVerify(context, { email: 'promoted@example.com', name: 'Pro Moted' });
    expect((await asAdmin(`/users/${person.userId}/role`, { body: { role: 'admin' } })).status).toBe(200);
    expect((await asAdmin(`/users/${person.userId}/role`, { body: { role: 'support' } })).status).toBe(200);
    const rows = await context.db
      .select()
      .from(schema.userRoles)
      .where(eq(schema.userRoles.userId, person.userId));
    expect(rows.map((row) => row.role)).toEqual(['support']);
    const roles = await readJson<{ items: { email: string; role: string }[] }>(
      await asAdmin('/roles?search=promoted'),
    );
    expect(roles.items).toEqual([
      expect.objectContaining({ email: 'promoted@example.com', role: 'support' }),
    ]);
    expect((await asAdmin(`/users/${person.userId}/role`, { body: { role: 'owner' } })).status).toBe(400);
  });

  it('cannot cancel a subscription that is not there', async () => {
    const person = await signUpAndVerify(context, { email: 'free-plan@example.com' });
    const response = await asAdmin(`/users/${person.userId}/cancel-subscription`, { method: 'POST' });
    expect(response.status).toBe(409);
  });
});

describe('admin setup with the setup key', () => {
  const setup = (body: unknown, clientAddress = '192.0.2.1') =>
    apiRequest(context, '/api/admin/setup', { body, clientAddress });

  it('says setup is enabled when a key is configured', async () => {
    expect(await readJson(await apiRequest(context, '/api/admin/setup'))).toEqual({ enabled: true });
  });

  it('gives the chosen role to the account with that e-mail and records it', async () => {
    const person = await signUpAndVerify(context, { email: 'first-admin@example.com' });
    const response = await setup({ email: 'First-Admin@example.com', adminKey: SETUP_KEY, role: 'admin' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ success: true });
    const [row] = await context.db
      .select()
      .from(schema.userRoles)
      .where(eq(schema.userRoles.userId, person.userId));
    expect(row?.role).toBe('admin');
    const [audit] = await context.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, person.userId));
    expect(audit).toMatchObject({
      action: 'admin-setup',
      clientAddress: '192.0.2.1',
      targetEmail: person.email,
    });
  });

  it("answers 'Missing Information' when a field is empty", async () => {
    const response = await setup({ email: '', adminKey: SETUP_KEY, role: 'admin' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ error: 'Missing Information' });
  });

  it('limits wrong keys per client, and then refuses even the right one', async () => {
    await signUpAndVerify(context, { email: 'guesser@example.com' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await setup(
        { email: 'guesser@example.com', adminKey: `wrong-${attempt}`, role: 'admin' },
        '192.0.2.66',
      );
      expect(wrong.status).toBe(403);
    }
    const limited = await setup(
      { email: 'guesser@example.com', adminKey: SETUP_KEY, role: 'admin' },
      '192.0.2.66',
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const [row] = await context.db
      .select()
      .from(schema.userRoles)
      .innerJoin(schema.user, eq(schema.user.id, schema.userRoles.userId))
      .where(eq(schema.user.email, 'guesser@example.com'));
    expect(row).toBeUndefined();
  });
});

describe('with no setup key configured', () => {
  let bare: TestContext;
  // A second database, migrated from scratch: slow on a busy machine.
  beforeAll(async () => {
    bare = await createTestContext();
  }, 120_000);
  afterAll(() => bare.close());

  it('says setup is disabled and refuses every attempt', async () => {
    expect(await readJson(await apiRequest(bare, '/api/admin/setup'))).toEqual({ enabled: false });
    const response = await apiRequest(bare, '/api/admin/setup', {
      body: { email: 'x@example.com', adminKey: 'anything-at-all-here', role: 'admin' },
    });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({ code: 'SETUP_DISABLED' });
  });
});

describe('the audit log', () => {
  it('is shown to staff newest first with who, what, whom, when and the client address', async () => {
    const body = await readJson<{ items: Record<string, unknown>[] }>(await asAdmin('/audit'));
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      actorEmail: expect.toBeOneOf([expect.any(String), null]),
      action: expect.any(String),
      targetEmail: expect.toBeOneOf([expect.any(String), null]),
      clientAddress: expect.toBeOneOf([expect.any(String), null]),
      details: expect.any(Object),
      createdAt: expect.any(String),
    });
    const times = body.items.map((item) => item.createdAt as string);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('cannot be changed or emptied', async () => {
    await expect(context.db.update(schema.auditLog).set({ action: 'edited' })).rejects.toThrow();
    await expect(context.db.delete(schema.auditLog)).rejects.toThrow();
  });
});
