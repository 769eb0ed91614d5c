// What GET /api/me answers besides the user: profile, subscription state and staff role.
import { eq } from 'drizzle-orm';
import { FREE_SUBSCRIPTION, type MeResponse, type SubscriptionStatus } from '@callready/contract';
import type { Database } from '../../db';
import { schema } from '../../db';
import { findOrCreateProfile, type ProfileOwner } from './profiles';

export async function loadAccountOverview(
  db: Database,
  owner: ProfileOwner,
): Promise<Omit<MeResponse, 'user'>> {
  const [profile, subscription, roles] = await Promise.all([
    findOrCreateProfile(db, owner),
    loadSubscription(db, owner.id),
    loadRoles(db, owner.id),
  ]);
  return { profile, subscription, roles };
}

/** A parent without a subscribers row is on the free plan (billing writes the row later). */
export async function loadSubscription(db: Database, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db.select().from(schema.subscribers).where(eq(schema.subscribers.userId, userId));
  if (!row) return FREE_SUBSCRIPTION;
  return {
    subscribed: row.subscribed,
    subscriptionTier: row.subscriptionTier,
    subscriptionEnd: row.subscriptionEnd?.toISOString() ?? null,
    isCanceled: row.isCanceled,
    pendingChange: row.scheduledTier
      ? { scheduledTier: row.scheduledTier, changeDate: row.changeDate?.toISOString() ?? null }
      : null,
  };
}

/**
 * Staff roles come only from `user_roles` (docs/product.md §3). Better Auth's own `user.role` column is not
 * used for permissions.
 */
export async function loadRoles(db: Database, userId: string): Promise<MeResponse['roles']> {
  const [row] = await db
    .select({ role: schema.userRoles.role })
    .from(schema.userRoles)
    .where(eq(schema.userRoles.userId, userId));
  return { isAdmin: row?.role === 'admin', isSupport: row?.role === 'support' };
}
