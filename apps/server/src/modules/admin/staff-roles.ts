// Staff roles live in user_roles only; 'user' means no row (docs/product.md §3, §6). These are the
// server's is_admin_or_support and has_role (docs/product.md §7).
import type { StaffRole, UserRole } from '@callready/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

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
export async function replaceRole(db: Pick<Database, 'delete' | 'insert'>, userId: string, role: UserRole) {
  await db.delete(schema.userRoles).where(eq(schema.userRoles.userId, userId));
  if (role !== 'user') await db.insert(schema.userRoles).values({ userId, role });
}
