import type { StaffRole } from '@callready/contract';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db';
import type { Auth } from '../modules/auth/create-auth';
import { findAuthSession } from '../modules/auth/find-auth-session';
import { findStaffRole } from '../modules/admin/staff-roles';
import { Refusal } from '../refusal';
import type { SessionBindings } from './require-session';

/** Context variables of routes behind `requireStaff`. */
export interface StaffBindings {
  Variables: SessionBindings['Variables'] & { staffRole: StaffRole };
}

/**
 * Lets only admin and support through (docs/product.md §6): 401 without a session, 403 'Access
 * Denied' for anyone else. The role is read from the database on every request, so a removed role
 * takes effect at once.
 */
export function requireStaff(auth: Auth, db: Database): MiddlewareHandler<StaffBindings> {
  return async (c, next) => {
    const found = await findAuthSession(auth, c.req.raw.headers);
    if (!found) throw new Refusal('NOT_AUTHENTICATED');
    const role = await findStaffRole(db, found.user.id);
    if (!role) throw new Refusal('ACCESS_DENIED');
    c.set('user', found.user);
    c.set('session', found.session);
    c.set('staffRole', role);
    await next();
  };
}

/**
 * Changes (roles, cancellations, deletions) are for admins only, once their own two-factor is on,
 * and only from a session that began by passing its second step (docs/architecture.md §5.5, ADR 033):
 * a session signed in with the password alone, before two-factor was turned on, never qualifies.
 * Support is refused here whatever the web app shows.
 */
export function requireAdminWithTwoFactor(): MiddlewareHandler<StaffBindings> {
  return async (c, next) => {
    if (c.get('staffRole') !== 'admin') throw new Refusal('ADMIN_ONLY');
    if (!c.get('user').twoFactorEnabled) throw new Refusal('TWO_FACTOR_REQUIRED');
    if (!c.get('session').twoFactorVerified) throw new Refusal('TWO_FACTOR_SIGN_IN_REQUIRED');
    await next();
  };
}
