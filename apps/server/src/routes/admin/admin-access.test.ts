// The authorization matrix of the staff API: every endpoint × visitor, parent, child code, support,
// admin without two-factor and admin with two-factor. No one but staff reaches staff data, and only
// an admin with two-factor on changes anything.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, subscribeThroughSandbox } from '../../test/children-helpers';
import { createStaff, turnOnTwoFactor, type StaffMember } from '../../test/staff-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let parent: SignedInParent;
let victim: SignedInParent;
let childCode: string;
let support: StaffMember;
let adminWithout: StaffMember;
let admin: StaffMember;

beforeAll(async () => {
  context = await createTestContext();
  parent = await signUpAndVerify(context, { email: 'matrix-parent@example.com', name: 'Pat Parent' });
  victim = await signUpAndVerify(context, { email: 'matrix-victim@example.com', name: 'Vic Victim' });
  await subscribeThroughSandbox(context, victim, 'premium');
  childCode = (await addChild(context, parent)).inviteCode ?? '';
  await addChild(context, victim, { name: 'Vic Junior' });
  support = await turnOnTwoFactor(
    context,
    await createStaff(context, 'matrix-support@example.com', 'support'),
  );
  adminWithout = await createStaff(context, 'matrix-admin-plain@example.com', 'admin');
  admin = await turnOnTwoFactor(context, await createStaff(context, 'matrix-admin@example.com', 'admin'));
}, 60_000);
afterAll(() => context.close());

type Persona = 'visitor' | 'parent' | 'child' | 'support' | 'adminWithout' | 'admin';
const PERSONAS: Persona[] = ['visitor', 'parent', 'child', 'support', 'adminWithout', 'admin'];

function call(persona: Persona, method: string, path: string, body?: unknown) {
  const cookie = {
    visitor: undefined,
    child: undefined,
    parent: parent.cookie,
    support: support.cookie,
    adminWithout: adminWithout.cookie,
    admin: admin.cookie,
  }[persona];
  // A child has no account: all it can present is its invite code.
  const childPath =
    persona === 'child' ? `${path}${path.includes('?') ? '&' : '?'}inviteCode=${childCode}` : path;
  return apiRequest(context, `/api/admin${childPath}`, { method, body, cookie });
}

const READS = ['/status', '/users', '/users?search=vic', '/subscribers', '/roles', '/audit'];
const TWO_FACTOR = ['/two-factor/generate', '/two-factor/verify', '/two-factor/disable'];

describe('who may read staff data', () => {
  it.each(READS)('GET %s: 401 signed out or by code, 403 for parents, 200 for all staff', async (path) => {
    const statuses = Object.fromEntries(
      await Promise.all(
        PERSONAS.map(async (persona) => [persona, (await call(persona, 'GET', path)).status]),
      ),
    );
    expect(statuses).toEqual({
      visitor: 401,
      child: 401,
      parent: 403,
      support: 200,
      adminWithout: 200,
      admin: 200,
    });
  });

  it('tells a parent exactly what the spec says, and nothing else', async () => {
    const response = await call('parent', 'GET', '/users');
    expect(await response.json()).toEqual({
      error: "Access Denied - You don't have admin access.",
      code: 'ACCESS_DENIED',
    });
  });

  it.each(TWO_FACTOR)('POST %s is for staff only', async (path) => {
    for (const persona of ['visitor', 'child', 'parent'] as const) {
      const response = await call(persona, 'POST', path, { password: parent.password, code: '123456' });
      expect([401, 403]).toContain(response.status);
    }
  });

  it('keeps Better Auth’s own two-factor management away from browsers', async () => {
    for (const path of ['/api/auth/two-factor/enable', '/api/auth/two-factor/disable']) {
      const response = await apiRequest(context, path, {
        body: { password: parent.password },
        cookie: parent.cookie,
      });
      expect(response.status).toBe(404);
    }
    const [row] = await context.db.select().from(schema.user).where(eq(schema.user.id, parent.userId));
    expect(row?.twoFactorEnabled).toBe(false);
  });
});

describe('who may change things', () => {
  const writes = () => [
    { method: 'POST', path: `/users/${victim.userId}/role`, body: { role: 'support' } },
    { method: 'POST', path: `/users/${victim.userId}/cancel-subscription` },
    { method: 'DELETE', path: `/users/${victim.userId}` },
  ];

  async function victimState() {
    const [user] = await context.db.select().from(schema.user).where(eq(schema.user.id, victim.userId));
    const [role] = await context.db
      .select()
      .from(schema.userRoles)
      .where(eq(schema.userRoles.userId, victim.userId));
    const [subscriber] = await context.db
      .select()
      .from(schema.subscribers)
      .where(eq(schema.subscribers.userId, victim.userId));
    const children = await context.db
      .select()
      .from(schema.children)
      .where(eq(schema.children.parentId, victim.userId));
    return {
      exists: Boolean(user),
      role: role?.role ?? null,
      canceled: subscriber?.isCanceled,
      children: children.length,
    };
  }

  it('refuses every change from everyone but an admin with two-factor on, and changes nothing', async () => {
    const before = await victimState();
    expect(before).toEqual({ exists: true, role: null, canceled: false, children: 1 });
    const expected: Record<Exclude<Persona, 'admin'>, [number, string | undefined]> = {
      visitor: [401, 'NOT_AUTHENTICATED'],
      child: [401, 'NOT_AUTHENTICATED'],
      parent: [403, 'ACCESS_DENIED'],
      support: [403, 'ADMIN_ONLY'],
      adminWithout: [403, 'TWO_FACTOR_REQUIRED'],
    };
    for (const { method, path, body } of writes()) {
      for (const persona of Object.keys(expected) as (keyof typeof expected)[]) {
        const response = await call(persona, method, path, body);
        const [status, code] = expected[persona];
        expect({ persona, path, status: response.status }).toEqual({ persona, path, status });
        expect(((await response.json()) as { code?: string }).code).toBe(code);
      }
    }
    expect(await victimState()).toEqual(before);
    const audit = await context.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.target, victim.userId)));
    expect(audit).toEqual([]);
  });

  it('tells an admin without two-factor what to do', async () => {
    const response = await call('adminWithout', 'DELETE', `/users/${victim.userId}`);
    expect(((await response.json()) as { error: string }).error).toMatch(/two-factor/i);
  });

  it('lets an admin with two-factor change a role, cancel and delete, each in the audit log', async () => {
    const [role, cancel, remove] = writes();
    expect((await call('admin', role!.method, role!.path, role!.body)).status).toBe(200);
    expect((await victimState()).role).toBe('support');
    expect((await call('admin', 'POST', role!.path, { role: 'user' })).status).toBe(200);
    expect((await victimState()).role).toBeNull();
    expect((await call('admin', cancel!.method, cancel!.path)).status).toBe(200);
    expect((await victimState()).canceled).toBe(true);
    expect((await call('admin', remove!.method, remove!.path)).status).toBe(200);
    expect((await victimState()).exists).toBe(false);
    const actions = (
      await context.db.select().from(schema.auditLog).where(eq(schema.auditLog.target, victim.userId))
    ).map((row) => [row.action, row.actorEmail, row.targetEmail]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['role-change', admin.email, victim.email],
        ['role-change', admin.email, victim.email],
        ['subscription-cancel', admin.email, victim.email],
        ['user-delete', admin.email, victim.email],
      ]),
    );
    expect(actions).toHaveLength(4);
  });
});
