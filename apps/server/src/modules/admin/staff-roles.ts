// Staff roles live in user_roles only; 'user' means no row (docs/product.md §3, §6). These are the
// server's is_admin_or_support and has_role (docs/product.md §7).
import type { StaffRole, UserRole } from '@callready/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import { Refusal } from '../../refusal';

/** The user's staff role, or null for everyone else. */
export async function findStaffRole(db: Database, userId: string): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: schema.userRoles.role })
    .from(schema.userRoles)
    .where(eq(schema.userRoles.userId, userId));
  return row?.role ?? null;
}

export async function isAdminOrSupport(db: Database, userId: string): Promise<boolean> {
  return (await findStaffRole(db, userId)) !== null;
}

export async function hasRole(db: Database, userId: string, role: StaffRole): Promise<boolean> {
  return (await findStaffRole(db, userId)) === role;
}

/** Sets a role the spec's way: the old row is deleted, the new one added unless 'user'. */
async function replaceRole(db: Pick<Database, 'delete' | 'insert'>, userId: string, role: UserRole) {
  await db.delete(schema.userRoles).where(eq(schema.userRoles.userId, userId));
  if (role !== 'user') await db.insert(schema.userRoles).values({ userId, role });
}

// One lock for every change to who is an admin, held to the end of the caller's transaction.
const ADMIN_ROLES_LOCK = 240_024;

/**
 * Inside the caller's transaction: refuses (LAST_ADMIN, ADMIN_ONLY) when `targetId` may not stop being
 * an admin (by a role change or a deletion). Changes to admins wait for one another here, so two admins
 * removing each other at the same moment cannot both pass: the second sees the first's change.
 * `actorId`, when given, must still be an admin then.
 */
export async function refuseAdminRemoval(tx: Database, targetId: string, actorId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROLES_LOCK})`);
  const admins = (
    await tx
      .select({ userId: schema.userRoles.userId })
      .from(schema.userRoles)
      .where(eq(schema.userRoles.role, 'admin'))
  ).map((row) => row.userId);
  if (actorId !== undefined && !admins.includes(actorId)) throw new Refusal('ADMIN_ONLY');
  if (admins.length === 1 && admins[0] === targetId) throw new Refusal('LAST_ADMIN');
}

/**
 * Sets a role inside the caller's transaction; refuses when it would leave no admin (or the actor is
 * no longer one), which rolls the transaction back.
 */
export async function changeRole(tx: Database, userId: string, role: UserRole, actorId?: string) {
  if (role !== 'admin') await refuseAdminRemoval(tx, userId, actorId);
  await replaceRole(tx, userId, role);
}
