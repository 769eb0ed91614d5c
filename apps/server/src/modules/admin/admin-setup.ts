// Giving the first staff roles (docs/architecture.md §5.5): the setup page with ADMIN_SETUP_KEY
// (assign-admin-role, docs/product.md §7), or `npm run admin:create` from a shell on the server.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '@callready/contract';
import type { Database } from '../../db';
import { Refusal } from '../../refusal';
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

/** Gives the role; refuses SETUP_NO_ACCOUNT for an unknown e-mail and LAST_ADMIN for the last admin. */
export async function assignStaffRole(
  db: Database,
  {
    email,
    role,
    how,
    clientAddress,
  }: { email: string; role: StaffRole; how: 'admin-setup' | 'admin-create'; clientAddress?: string },
): Promise<{ email: string }> {
  const person = await findPersonByEmail(db, email);
  if (!person) throw new Refusal('SETUP_NO_ACCOUNT');
  await db.transaction(async (tx) => {
    await changeRole(tx, person.id, role);
    await recordAudit(tx, { actor: null, action: how, target: person, clientAddress, details: { role } });
  });
  return { email: person.email };
}
