// How a staff session was signed in decides what it may do (ADR 033): admin changes need a session
// that began with the second step; turning two-factor on or off ends every other session; devices are
// never trusted; and passwords or codes typed again from a signed-in session share the sign-in limits.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, cookieFrom, readJson, signIn, signUpAndVerify } from '../../test/auth-helpers';
import { createStaff, freshCode, turnOnTwoFactor, type StaffMember } from '../../test/staff-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
}, 120_000);
afterAll(() => context.close());

let nextClient = 10;
/** Each test poses as its own client, so one test's failures never lock out another's. */
const newClient = () => `203.0.113.${nextClient++}`;

const roleChange = (cookie: string, targetId: string, role: string, clientAddress?: string) =>
  apiRequest(context, `/api/admin/users/${targetId}/role`, { body: { role }, cookie, clientAddress });

/** A full staff sign-in: the password, then a current authenticator code. */
async function signInWithCode(staff: StaffMember, clientAddress: string): Promise<Response> {
  const first = await signIn(context, staff, { clientAddress });
  expect(await readJson(first)).toMatchObject({ twoFactorRedirect: true });
  return apiRequest(context, '/api/auth/two-factor/verify-totp', {
    body: { code: freshCode(staff) },
    cookie: cookieFrom(first),
    clientAddress,
  });
}

describe('a session signed in before two-factor was turned on', () => {
  it('cannot change a role once two-factor is on from another session: it has ended', async () => {
    const client = newClient();
    const admin = await createStaff(context, 'before-2fa-admin@example.com', 'admin');
    const target = await signUpAndVerify(context, { email: 'before-2fa-target@example.com' });
    // S1: the password alone, before two-factor.
    const first = admin.cookie;
    const refused = await roleChange(first, target.userId, 'support', client);
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    // S2 turns two-factor on.
    const second = cookieFrom(await signIn(context, admin, { clientAddress: client }));
    const withTwoFactor = await turnOnTwoFactor(context, { ...admin, cookie: second });

    const stale = await roleChange(first, target.userId, 'support', client);
    expect(stale.status).toBe(401);
    const staleStatus = await apiRequest(context, '/api/admin/status', { cookie: first });
    expect(staleStatus.status).toBe(401);
    const [role] = await context.db
      .select()
      .from(schema.userRoles)
      .where(eq(schema.userRoles.userId, target.userId));
    expect(role).toBeUndefined();
    // The session that turned it on, having passed a code, may act.
    const allowed = await roleChange(withTwoFactor.cookie, target.userId, 'support', client);
    expect(allowed.status).toBe(200);
  });

  it('is refused admin changes even while the account has two-factor on', async () => {
    const admin = await createStaff(context, 'password-only-admin@example.com', 'admin');
    const target = await signUpAndVerify(context, { email: 'password-only-target@example.com' });
    // As if two-factor had been turned on without this session ending.
    await context.db
      .update(schema.user)
      .set({ twoFactorEnabled: true })
      .where(eq(schema.user.id, admin.userId));
    const status = await readJson(await apiRequest(context, '/api/admin/status', { cookie: admin.cookie }));
    expect(status).toMatchObject({ twoFactorEnabled: true, sessionTwoFactorVerified: false });
    const refused = await roleChange(admin.cookie, target.userId, 'support');
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({ code: 'TWO_FACTOR_SIGN_IN_REQUIRED' });
    const deletion = await apiRequest(context, `/api/admin/users/${target.userId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(deletion.status).toBe(403);
  });

  it('a sign-in through the second step gives a verified session', async () => {
    const client = newClient();
    const admin = await turnOnTwoFactor(
      context,
      await createStaff(context, 'verified-admin@example.com', 'admin'),
    );
    const signedIn = await signInWithCode(admin, client);
    expect(signedIn.status).toBe(200);
    const status = await readJson(
      await apiRequest(context, '/api/admin/status', { cookie: cookieFrom(signedIn) }),
    );
    expect(status).toMatchObject({ twoFactorEnabled: true, sessionTwoFactorVerified: true });
  });
});

describe('turning two-factor off', () => {
  it('ends every other session of the account', async () => {
    const client = newClient();
    const admin = await turnOnTwoFactor(
      context,
      await createStaff(context, 'off-admin@example.com', 'admin'),
    );
    const other = cookieFrom(await signInWithCode(admin, client));
    expect((await apiRequest(context, '/api/admin/status', { cookie: other })).status).toBe(200);
    const disabled = await apiRequest(context, '/api/admin/two-factor/disable', {
      body: { password: admin.password, code: freshCode(admin) },
      cookie: admin.cookie,
      clientAddress: client,
    });
    expect(disabled.status).toBe(200);
    expect((await apiRequest(context, '/api/admin/status', { cookie: other })).status).toBe(401);
    const kept = cookieFrom(disabled);
    expect((await apiRequest(context, '/api/admin/status', { cookie: kept })).status).toBe(200);
  });
});

describe('trusted devices', () => {
  it('refuses trustDevice on the second step: no session, no remembered device, and the next sign-in asks for a code', async () => {
    const client = newClient();
    const admin = await turnOnTwoFactor(
      context,
      await createStaff(context, 'trust-admin@example.com', 'admin'),
    );
    const first = await signIn(context, admin, { clientAddress: client });
    const pending = cookieFrom(first);
    const trusted = await apiRequest(context, '/api/auth/two-factor/verify-totp', {
      body: { code: freshCode(admin), trustDevice: true },
      cookie: pending,
      clientAddress: client,
    });
    expect(trusted.status).toBe(400);
    expect(await readJson(trusted)).toMatchObject({ code: 'TRUST_DEVICE_NOT_OFFERED' });
    expect(trusted.headers.getSetCookie().some((cookie) => cookie.includes('trust_device='))).toBe(false);
    const remembered = await context.db
      .select()
      .from(schema.verification)
      .where(like(schema.verification.identifier, 'trust-device-%'));
    expect(remembered).toHaveLength(0);

    const again = await signIn(context, admin, { clientAddress: client });
    expect(await readJson(again)).toMatchObject({ twoFactorRedirect: true });
    const signedIn = await signInWithCode(admin, client);
    expect(signedIn.status).toBe(200);
    const audited = await context.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorEmail, admin.email));
    expect(audited.filter((row) => row.action === 'sign-in')).toHaveLength(1);
  });
});

describe('passwords and codes typed again from a signed-in session', () => {
  it('refuses the sixth wrong current password on change-password, even the right one then', async () => {
    const client = newClient();
    const parent = await signUpAndVerify(context, { email: 'change-password@example.com' });
    const change = (currentPassword: string) =>
      apiRequest(context, '/api/auth/change-password', {
        body: { currentPassword, newPassword: 'Another!Meadow77' },
        cookie: parent.cookie,
        clientAddress: client,
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await change(`Wrong!Guess${attempt}0`)).status).toBe(400);
    }
    const sixth = await change('Wrong!Guess60');
    expect(sixth.status).toBe(429);
    expect(await readJson(sixth)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await change(parent.password)).status).toBe(429);
    // The same limit as signing in: the account's sign-in waits too.
    expect((await signIn(context, parent, { clientAddress: newClient() })).status).toBe(429);
  });

  it('gives the point back when the current password is right', async () => {
    const client = newClient();
    const parent = await signUpAndVerify(context, { email: 'change-password-right@example.com' });
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const changed = await apiRequest(context, '/api/auth/change-password', {
        body: { currentPassword: parent.password, newPassword: parent.password },
        cookie: parent.cookie,
        clientAddress: client,
      });
      expect(changed.status).not.toBe(429);
    }
  });

  it('refuses the sixth wrong password when generating a two-factor secret', async () => {
    const client = newClient();
    const staff = await createStaff(context, 'generate-guesses@example.com', 'admin');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await apiRequest(context, '/api/admin/two-factor/generate', {
        body: { password: `Wrong!Guess${attempt}0` },
        cookie: staff.cookie,
        clientAddress: client,
      });
      expect(await readJson(wrong)).toMatchObject({ code: 'PASSWORD_INVALID' });
    }
    const sixth = await apiRequest(context, '/api/admin/two-factor/generate', {
      body: { password: staff.password },
      cookie: staff.cookie,
      clientAddress: client,
    });
    expect(sixth.status).toBe(429);
    expect(await readJson(sixth)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('refuses the sixth wrong code when confirming two-factor', async () => {
    const client = newClient();
    const staff = await createStaff(context, 'verify-guesses@example.com', 'admin');
    await apiRequest(context, '/api/admin/two-factor/generate', {
      body: { password: staff.password },
      cookie: staff.cookie,
      clientAddress: client,
    });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await apiRequest(context, '/api/admin/two-factor/verify', {
        body: { code: `00000${attempt}` },
        cookie: staff.cookie,
        clientAddress: client,
      });
      expect(wrong.status).toBe(400);
    }
    const sixth = await apiRequest(context, '/api/admin/two-factor/verify', {
      body: { code: '000009' },
      cookie: staff.cookie,
      clientAddress: client,
    });
    expect(sixth.status).toBe(429);
  });
});
