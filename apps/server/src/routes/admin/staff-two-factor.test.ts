// Staff two-factor on Better Auth's plugin: set-up, the second step of a sign-in, single-use codes,
// the lock-out shared with parents, and the audit of each.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { apiRequest, cookieFrom, readJson, signIn } from '../../test/auth-helpers';
import { createStaff, freshCode, turnOnTwoFactor, type StaffMember } from '../../test/staff-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

let context: TestContext;
let admin: StaffMember;

beforeAll(async () => {
  context = await createTestContext({ env: { SIGNIN_MAX_FAILURES_PER_EMAIL: '3' } });
  admin = await turnOnTwoFactor(context, await createStaff(context, 'tfa-admin@example.com', 'admin'));
}, 60_000);
afterAll(() => context.close());

/** The password step: answers the cookie that carries the pending second step. */
async function passwordStep(staff: StaffMember, clientAddress = '198.51.100.7') {
  const response = await signIn(context, staff, { clientAddress });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieFrom(response);
}

const secondStep = (
  kind: 'totp' | 'backup-code',
  code: string,
  cookie: string,
  clientAddress = '198.51.100.7',
) => apiRequest(context, `/api/auth/two-factor/verify-${kind}`, { body: { code }, cookie, clientAddress });

const auditActions = async (actorEmail: string) =>
  (await context.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorEmail, actorEmail))).map(
    (row) => row.action,
  );

describe('setting up two-factor', () => {
  it('draws the QR code on this server and gives 8-character backup codes', async () => {
    const staff = await createStaff(context, 'tfa-setup@example.com', 'support');
    const response = await apiRequest(context, '/api/admin/two-factor/generate', {
      body: { password: staff.password },
      cookie: staff.cookie,
    });
    expect(response.status).toBe(200);
    const body = await readJson<{ secret: string; qrCodeUrl: string; backupCodes: string[] }>(response);
    expect(body.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(body.secret).toMatch(/^[A-Z2-7]+$/);
    expect(body.backupCodes).toHaveLength(10);
    for (const code of body.backupCodes) expect(code).toMatch(/^[A-Z2-9]{8}$/);
    // Not on until a code from the app is confirmed.
    const status = await readJson(await apiRequest(context, '/api/admin/status', { cookie: staff.cookie }));
    expect(status.twoFactorEnabled).toBe(false);
  });

  it('refuses a wrong password and a wrong code', async () => {
    const staff = await createStaff(context, 'tfa-wrong@example.com', 'admin');
    const wrongPassword = await apiRequest(context, '/api/admin/two-factor/generate', {
      body: { password: 'Not-the-password1!' },
      cookie: staff.cookie,
    });
    expect(wrongPassword.status).toBe(400);
    expect(await readJson(wrongPassword)).toMatchObject({ code: 'PASSWORD_INVALID' });
    await apiRequest(context, '/api/admin/two-factor/generate', {
      body: { password: staff.password },
      cookie: staff.cookie,
    });
    const wrongCode = await apiRequest(context, '/api/admin/two-factor/verify', {
      body: { code: '000000' },
      cookie: staff.cookie,
    });
    expect(wrongCode.status).toBe(400);
    const shortCode = await apiRequest(context, '/api/admin/two-factor/verify', {
      body: { code: '123' },
      cookie: staff.cookie,
    });
    expect(shortCode.status).toBe(400);
  });

  it('records turning two-factor on in the audit log, and no sign-in for it', async () => {
    expect(await auditActions(admin.email)).toEqual(['two-factor-enable']);
    const [row] = await context.db.select().from(schema.user).where(eq(schema.user.id, admin.userId));
    expect(row?.twoFactorEnabled).toBe(true);
  });

  it('turns two-factor off only with the password and a fresh code', async () => {
    let staff = await turnOnTwoFactor(context, await createStaff(context, 'tfa-off@example.com', 'admin'));
    const usedCode = staff.usedCodes[0]!;
    const reused = await apiRequest(context, '/api/admin/two-factor/disable', {
      body: { password: staff.password, code: usedCode },
      cookie: staff.cookie,
    });
    expect(reused.status).toBe(400);
    const off = await apiRequest(context, '/api/admin/two-factor/disable', {
      body: { password: staff.password, code: freshCode(staff) },
      cookie: staff.cookie,
    });
    expect(off.status).toBe(200);
    staff = { ...staff, cookie: cookieFrom(off) || staff.cookie };
    const status = await readJson(await apiRequest(context, '/api/admin/status', { cookie: staff.cookie }));
    expect(status.twoFactorEnabled).toBe(false);
    expect(await auditActions(staff.email)).toContain('two-factor-disable');
  });
});

describe('signing in with the second step', () => {
  it('asks for the second step and gives no session (and no sign-in record) before it', async () => {
    const before = await auditActions(admin.email);
    const pending = await passwordStep(admin);
    const status = await apiRequest(context, '/api/admin/status', { cookie: pending });
    expect(status.status).toBe(401);
    expect(await auditActions(admin.email)).toEqual(before);
  });

  it('refuses a code that was already used, and accepts a fresh one', async () => {
    const staff = await turnOnTwoFactor(
      context,
      await createStaff(context, 'tfa-reuse@example.com', 'admin'),
    );
    // The code that confirmed the set-up cannot also sign in.
    const pending = await passwordStep(staff);
    const reused = await secondStep('totp', staff.usedCodes[0]!, pending);
    expect(reused.status).toBe(400);
    expect(await readJson(reused)).toMatchObject({ code: 'TOTP_CODE_USED' });
    const code = freshCode(staff);
    const fresh = await secondStep('totp', code, pending);
    expect(fresh.status).toBe(200);
    const session = cookieFrom(fresh);
    expect((await apiRequest(context, '/api/admin/status', { cookie: session })).status).toBe(200);
    expect(await auditActions(staff.email)).toContain('sign-in');
    const again = await secondStep('totp', code, await passwordStep(staff));
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({ code: 'TOTP_CODE_USED' });
  });

  it('accepts a backup code once', async () => {
    const code = admin.backupCodes![0]!;
    const first = await secondStep('backup-code', code, await passwordStep(admin));
    expect(first.status).toBe(200);
    const second = await secondStep('backup-code', code, await passwordStep(admin));
    expect(second.status).toBe(401);
  });

  it('counts wrong codes towards the sign-in lock-out shared with parents', async () => {
    const staff = await turnOnTwoFactor(
      context,
      await createStaff(context, 'tfa-lock@example.com', 'support'),
    );
    const pending = await passwordStep(staff, '203.0.113.9');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await secondStep('totp', '000000', pending, '203.0.113.9')).status).toBe(401);
    }
    const locked = await secondStep('totp', freshCode(staff), pending, '203.0.113.9');
    expect(locked.status).toBe(429);
    const password = await signIn(context, staff, { clientAddress: '203.0.113.10' });
    expect(password.status).toBe(429);
  });
});
