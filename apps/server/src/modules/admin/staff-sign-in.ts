// Staff sign-ins are staff actions too (docs/architecture.md §5.5); parents' sign-ins are not logged here.
import type { Database } from '../../db';
import { recordAudit, type Person } from './audit-log';
import { findStaffRole } from './staff-roles';

export async function recordStaffSignIn(db: Database, user: Person, clientAddress: string | undefined) {
  const role = await findStaffRole(db, user.id);
  if (!role) return;
  await recordAudit(db, {
    actor: { id: user.id, email: user.email },
    action: 'sign-in',
    target: null,
    clientAddress,
    details: { role },
  });
}
