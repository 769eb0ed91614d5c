// admin-delete-user (docs/product.md §7): everything a parent's own deletion removes (the account, its
// children and their progress, subscription record, profile, role, two-factor secrets, sessions,
// pending e-mail links and the note of e-mails sent) goes in one transaction with the audit record,
// so a failure leaves everything as it was and a deleted parent's invite codes stop working at once.
// The last admin is never deleted (a Refusal, which rolls the transaction back).
import type { Database } from '../../db';
import { Refusal } from '../../refusal';
import { eraseFamily } from '../family-data/family-deletion';
import { recordAudit, type Person } from './audit-log';
import { refuseAdminRemoval } from './staff-roles';

export async function deleteUserAndFamily(
  db: Database,
  { actor, target, clientAddress }: { actor: Person; target: Person; clientAddress: string | undefined },
): Promise<{ childrenDeleted: number }> {
  return db.transaction(async (tx) => {
    await refuseAdminRemoval(tx, target.id, actor.id);
    const erased = await eraseFamily(tx, target.id);
    if (!erased) throw new Refusal('USER_NOT_FOUND');
    await recordAudit(tx, {
      actor,
      action: 'user-delete',
      target,
      clientAddress,
      // Stored details keep the names the log has always held (ADR 049).
      details: { children_deleted: erased.childCount },
    });
    return { childrenDeleted: erased.childCount };
  });
}
