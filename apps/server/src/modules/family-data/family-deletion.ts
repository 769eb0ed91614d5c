// Erasing a family's data (the privacy notice: right to erasure). Each deletion is
// one transaction scoped by the parent's id, so it happens completely or not at all.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import { Refusal } from '../../refusal';

export interface DeletedFamily {
  childCount: number;
  callCount: number;
}

/**
 * Deletes the parent's account and everything in it: saved calls, children (their invite codes stop
 * working), subscription record, profile, staff role, two-factor secrets, sign-in accounts, every session
 * (each signed-in device is signed out at its next request), pending e-mail links and the note of e-mails sent.
 */
export async function deleteFamily(db: Database, userId: string): Promise<DeletedFamily | null> {
  return db.transaction((tx) => eraseFamily(tx, userId));
}

/**
 * deleteFamily inside the caller's transaction: a parent deleting their own account and an admin
 * deleting a user remove exactly the same rows.
 */
export async function eraseFamily(tx: Database, userId: string): Promise<DeletedFamily | null> {
  const [account] = await tx
    .select({ email: schema.user.email })
    .from(schema.user)
    .where(eq(schema.user.id, userId))
    .for('update');
  if (!account) return null;
  const childIds = (
    await tx
      .select({ id: schema.children.id })
      .from(schema.children)
      .where(eq(schema.children.parentId, userId))
  ).map((row) => row.id);
  const calls =
    childIds.length === 0
      ? []
      : await tx
          .delete(schema.childProgress)
          .where(inArray(schema.childProgress.childId, childIds))
          .returning({ id: schema.childProgress.id });
  await tx.delete(schema.children).where(eq(schema.children.parentId, userId));
  await tx.delete(schema.subscribers).where(eq(schema.subscribers.userId, userId));
  await tx.delete(schema.profiles).where(eq(schema.profiles.id, userId));
  await tx.delete(schema.userRoles).where(eq(schema.userRoles.userId, userId));
  await tx.delete(schema.twoFactor).where(eq(schema.twoFactor.userId, userId));
  await tx.delete(schema.session).where(eq(schema.session.userId, userId));
  await tx.delete(schema.account).where(eq(schema.account.userId, userId));
  await tx
    .delete(schema.verification)
    .where(or(eq(schema.verification.value, userId), eq(schema.verification.identifier, account.email)));
  await tx.delete(schema.sentEmails).where(eq(schema.sentEmails.recipient, account.email.toLowerCase()));
  await tx.delete(schema.user).where(eq(schema.user.id, userId));
  return { childCount: childIds.length, callCount: calls.length };
}

/** Deletes one child's saved calls and keeps the child; false when the child is not this parent's. */
export async function deleteChildHistory(
  db: Database,
  parentId: string,
  childId: string,
): Promise<{ deleted: number } | null> {
  return db.transaction(async (tx) => {
    const [child] = await tx
      .select({ id: schema.children.id })
      .from(schema.children)
      .where(and(eq(schema.children.id, childId), eq(schema.children.parentId, parentId)));
    if (!child) return null;
    const deleted = await tx
      .delete(schema.childProgress)
      .where(eq(schema.childProgress.childId, childId))
      .returning({ id: schema.childProgress.id });
    return { deleted: deleted.length };
  });
}

/**
 * Refuses (STAFF_ACCOUNT) an account that may not delete itself: staff are removed by an admin. (A paid
 * plan does not block it: the billing module ends the subscription first, see the account routes.)
 */
export async function refuseStaffSelfDeletion(db: Database, userId: string): Promise<void> {
  const [role] = await db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, userId));
  if (role) throw new Refusal('STAFF_ACCOUNT');
}
