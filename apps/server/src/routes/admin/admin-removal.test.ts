// Removing people from the back office: the last admin always stays (even against two admins acting
// at once), and an admin's deletion of a user removes every row a parent's own deletion removes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, captchaRequest, readJson, signUpAndVerify } from '../../test/auth-helpers';
import { createStaff, turnOnTwoFactor } from '../../test/staff-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const SETUP_KEY = 'a-setup-key-long-enough-456';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { ADMIN_SETUP_KEY: SETUP_KEY } });
}, 120_000);
afterAll(() => context.close());

async function adminIds(): Promise<string[]> {
  const rows = await context.db
    .select({ userId: schema.userRoles.userId })
    .from(schema.userRoles)
    .where(eq(schema.userRoles.role, 'admin'));
  return rows.map((row) => row.userId);
}

/** Two admins with two-factor on, and no other admin. */
async function twoAdmins(prefix: string) {
  await context.db.delete(schema.userRoles).where(eq(schema.userRoles.role, 'admin'));
  const first = await turnOnTwoFactor(
    context,
    await createStaff(context, `${prefix}-a@example.com`, 'admin'),
  );
  const second = await turnOnTwoFactor(
    context,
    await createStaff(context, `${prefix}-b@example.com`, 'admin'),
  );
  return [first, second] as const;
}

describe('the last admin', () => {
  it('stays when two admins demote each other at the same moment', async () => {
    const [first, second] = await twoAdmins('demote');
    const answers = await Promise.all([
      apiRequest(context, `/api/admin/users/${second.userId}/role`, {
        body: { role: 'support' },
        cookie: first.cookie,
      }),
      apiRequest(context, `/api/admin/users/${first.userId}/role`, {
        body: { role: 'support' },
        cookie: second.cookie,
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(await adminIds()).toHaveLength(1);
  });

  it('stays when two admins delete each other at the same moment', async () => {
    const [first, second] = await twoAdmins('delete');
    const answers = await Promise.all([
      apiRequest(context, `/api/admin/users/${second.userId}`, { method: 'DELETE', cookie: first.cookie }),
      apiRequest(context, `/api/admin/users/${first.userId}`, { method: 'DELETE', cookie: second.cookie }),
    ]);
    // The second finds its own account gone (401) or no longer an admin's (403).
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await adminIds()).toHaveLength(1);
  });

  it('cannot be given another role with the setup key', async () => {
    const [only] = await twoAdmins('setup');
    await context.db.delete(schema.userRoles).where(eq(schema.userRoles.role, 'admin'));
    await context.db.insert(schema.userRoles).values({ userId: only.userId, role: 'admin' });
    const response = await apiRequest(context, '/api/admin/setup', {
      body: { email: only.email, role: 'support', adminKey: SETUP_KEY },
    });
    expect(response.status).toBe(409);
    expect(await readJson(response)).toMatchObject({ code: 'LAST_ADMIN' });
    expect(await adminIds()).toEqual([only.userId]);
  });
});

describe("an admin's deletion of a user", () => {
  it('leaves no row behind that a parent deleting themselves would remove', async () => {
    const [admin] = await twoAdmins('eraser');
    const parent = await signUpAndVerify(context, { email: 'erased.parent@example.com' });
    // A pending reset link, and e-mails noted as sent.
    const reset = await captchaRequest(context, '/api/auth/request-password-reset', {
      email: parent.email,
      redirectTo: '/password-reset',
    });
    expect(reset.status).toBe(200);
    await context.settle();
    const address = parent.email.toLowerCase();
    const sentBefore = await context.db
      .select()
      .from(schema.sentEmails)
      .where(eq(schema.sentEmails.recipient, address));
    expect(sentBefore.length).toBeGreaterThan(0);

    const deleted = await apiRequest(context, `/api/admin/users/${parent.userId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(200);

    const left = await context.db.execute(sql`
      select 'sent_emails' as table_name, count(*)::int as rows from sent_emails where recipient = ${address}
      union all select 'verification', count(*)::int from verification
        where value = ${parent.userId} or identifier = ${parent.email}
      union all select 'session', count(*)::int from session where user_id = ${parent.userId}
      union all select 'account', count(*)::int from account where user_id = ${parent.userId}
      union all select 'profiles', count(*)::int from profiles where id = ${parent.userId}
      union all select 'two_factor', count(*)::int from two_factor where user_id = ${parent.userId}
      union all select 'user', count(*)::int from "user" where id = ${parent.userId}`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual(
      expect.arrayContaining([
        { table_name: 'sent_emails', rows: 0 },
        { table_name: 'verification', rows: 0 },
        { table_name: 'session', rows: 0 },
        { table_name: 'account', rows: 0 },
        { table_name: 'profiles', rows: 0 },
        { table_name: 'two_factor', rows: 0 },
        { table_name: 'user', rows: 0 },
      ]),
    );
    const audit = await context.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, parent.userId));
    expect(audit.map((row) => row.action)).toContain('user-delete');
  });
});
