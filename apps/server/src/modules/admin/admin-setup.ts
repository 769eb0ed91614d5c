// Giving the first staff roles (docs/architecture.md §5.5): the setup page with ADMIN_SETUP_KEY
// (assign-admin-role, docs/product.md §7), or `npm run admin:create` from a shell on the server.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '@callready/contract';
import type { Database } from '../../db';
import { recordAudit } from './audit-log';
import { changeRole } from './staff-roles';
import { findPersonByEmail } from './staff-directory';

/**
 * Compares in constant time: both sides are hashed to the same length first, so neither the
 * length nor any prefix of the configured key can be learnt from the reply time.
 */
export function setupKeyMatches(given: string, configured: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(configured));
}

export type AssignOutcome =
  { assigned: true; email: string } | { assigned: false; reason: 'NO_ACCOUNT' | 'LAST_ADMIN' };

export async function assignStaffRole(
  db: Database,
  {
    email,
    role,
    how,
    clientAddress,
  }: { email: string; role: StaffRole; how: 'admin-setup' | 'admin-create'; clientAddress?: string },
): Promise<AssignOutcome> {
  const person = await findPersonByEmail(db, email);
  if (!person) return { assigned: false, reason: 'NO_ACCOUNT' };
  const refusal = await db.transaction(async (tx) => {
    const refused = await changeRole(tx, person.id, role);
    if (refused) return refused;
    await recordAudit(tx, { actor: null, action: how, target: person, clientAddress, details: { role } });
    return null;
  });
  if (refusal) return { assigned: false, reason: 'LAST_ADMIN' };
  return { assigned: true, email: person.email };
}
