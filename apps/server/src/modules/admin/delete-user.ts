// admin-delete-user (docs/product.md §7): the account, its children and their progress, its
// subscription, role and sessions go in one transaction with the audit record, so a failure leaves
// everything as it was and a deleted parent's invite codes stop working at once.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import { recordAudit, type Person } from './audit-log';

export async function deleteUserAndFamily(
  db: Database,
  { actor, target, clientAddress }: { actor: Person; target: Person; clientAddress: string | undefined },
): Promise<{ childrenDeleted: number }> {
  return db.transaction(async (tx) => {
    const childRows = await tx
      .select({ id: schema.children.id })
      .from(schema.children)
      .where(eq(schema.children.parentId, target.id));
    const childIds = childRows.map((row) => row.id);
    if (childIds.length > 0) {
      await tx.delete(schema.childProgress).where(inArray(schema.childProgress.childId, childIds));
      await tx.delete(schema.children).where(inArray(schema.children.id, childIds));
    }
    await tx.delete(schema.session).where(eq(schema.session.userId, target.id));
    await tx.delete(schema.subscribers).where(eq(schema.subscribers.userId, target.id));
    await tx.delete(schema.userRoles).where(eq(schema.userRoles.userId, target.id));
    await tx.delete(schema.user).where(eq(schema.user.id, target.id));
    await recordAudit(tx, {
      actor,
      action: 'user-delete',
      target,
      clientAddress,
      details: { children_deleted: childIds.length },
    });
    return { childrenDeleted: childIds.length };
  });
}
