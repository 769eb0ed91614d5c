// Staff for API tests: a verified account given a role in user_roles, optionally with two-factor on.
import type { StaffRole } from '@callready/contract';
import { schema } from '../db';
import { apiRequest, cookieFrom, signUpAndVerify, type SignedInParent } from './auth-helpers';
import type { TestContext } from './test-context';
import { totpCode } from './totp';

export interface StaffMember extends SignedInParent {
  role: StaffRole;
  /** The base32 authenticator secret, once two-factor is on. */
  secret?: string;
  backupCodes?: string[];
  /** Authenticator codes already accepted, newest last. */
  usedCodes: string[];
}

/** A code the server has not seen from this staff member yet, within its window of acceptance. */
export function freshCode(staff: StaffMember): string {
  for (const offset of [1, 0, -1]) {
    const code = totpCode(staff.secret ?? '', offset);
    if (!staff.usedCodes.includes(code)) {
      staff.usedCodes.push(code);
      return code;
    }
  }
  throw new Error('every code in the window was used');
}

export async function createStaff(
  context: TestContext,
  email: string,
  role: StaffRole,
  name = 'Staff Member',
): Promise<StaffMember> {
  const account = await signUpAndVerify(context, { email, name });
  await context.db.insert(schema.userRoles).values({ userId: account.userId, role });
  return { ...account, role, usedCodes: [] };
}

/** Generates a secret and confirms it with a current code, as the set-up page does. */
export async function turnOnTwoFactor(context: TestContext, staff: StaffMember): Promise<StaffMember> {
  const generated = await apiRequest(context, '/api/admin/two-factor/generate', {
    body: { password: staff.password },
    cookie: staff.cookie,
  });
  if (generated.status !== 200)
    throw new Error(`generate answered ${generated.status}: ${await generated.text()}`);
  const { secret, backupCodes } = (await generated.json()) as { secret: string; backupCodes: string[] };
  const code = totpCode(secret);
  const verified = await apiRequest(context, '/api/admin/two-factor/verify', {
    body: { code },
    cookie: staff.cookie,
  });
  if (verified.status !== 200)
    throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
  // Turning two-factor on replaces the session.
  return {
    ...staff,
    cookie: cookieFrom(verified) || staff.cookie,
    secret,
    backupCodes,
    usedCodes: [code],
  };
}
