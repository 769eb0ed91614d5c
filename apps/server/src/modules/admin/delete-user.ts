// admin-delete-user (docs/product.md §7): everything a parent's own deletion removes (the account, its
// children and their progress, subscription record, profile, role, two-factor secrets, sessions,
// pending e-mail links and the note of e-mails sent) goes in one transaction with the audit record,
// so a failure leaves everything as it was and a deleted parent's invite codes stop working at once.
// The last admin is never deleted.
import type { Database } from '../../db';
import { eraseFamily } from '../family-data/family-deletion';
import { recordAudit, type Person } from './audit-log';
import { adminRemovalRefusal, type AdminRemovalRefusal } from './staff-roles';

export type UserDeletion =
  | { deleted: true; childrenDeleted: number }
  | { deleted: false; reason: AdminRemovalRefusal | 'USER_NOT_FOUND' };

export async function deleteUserAndFamily(
  db: Database,
  { actor, target, clientAddress }: { actor: Person; target: Person; clientAddress: string | undefined },
): Promise<UserDeletion> {
  return db.transaction(async (tx): Promise<UserDeletion> => {
    const refusal = await adminRemovalRefusal(tx, target.id, actor.id);
    if (refusal) return { deleted: false, reason: refusal };
    const erased = await eraseFamily(tx, target.id);
    if (!erased) return { deleted: false, reason: 'USER_NOT_FOUND' };
    await recordAudit(tx, {
      actor,
      action: 'user-delete',
      target,
      clientAddress,
      details: { children_deleted: erased.childCount },
    });
    return { deleted: true, childrenDeleted: erased.childCount };
  });
}
