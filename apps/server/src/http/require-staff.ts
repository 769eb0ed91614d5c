import type { StaffRole } from '@callready/contract';
import { ADMIN_MESSAGES, STAFF_REFUSALS } from '@callready/contract';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db';
import type { Auth } from '../modules/auth/create-auth';
import { findStaffRole } from '../modules/admin/staff-roles';
import { NOT_AUTHENTICATED, type SessionBindings } from './require-session';

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
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return c.json({ error: NOT_AUTHENTICATED }, 401);
    const role = await findStaffRole(db, found.user.id);
    if (!role) return c.json({ error: ADMIN_MESSAGES.accessDenied, code: 'ACCESS_DENIED' }, 403);
    c.set('user', found.user);
    c.set('session', found.session);
    c.set('staffRole', role);
    await next();
  };
}

/**
 * Changes (roles, cancellations, deletions) are for admins only, and only once their own
 * two-factor is on (docs/architecture.md §5.5). Support is refused here whatever the web app shows.
 */
export function requireAdminWithTwoFactor(): MiddlewareHandler<StaffBindings> {
  return async (c, next) => {
    if (c.get('staffRole') !== 'admin')
      return c.json({ error: STAFF_REFUSALS.ADMIN_ONLY, code: 'ADMIN_ONLY' }, 403);
    if (!c.get('user').twoFactorEnabled)
      return c.json({ error: STAFF_REFUSALS.TWO_FACTOR_REQUIRED, code: 'TWO_FACTOR_REQUIRED' }, 403);
    await next();
  };
}
