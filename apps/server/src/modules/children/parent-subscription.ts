// The parent's plan as the subscribers row records it; without a row the parent is on the free plan.
import { eq } from 'drizzle-orm';
import { hasFullAccess, normalizePlanTier, type PlanTier } from '@callready/core';
import type { Database } from '../../db';
import { schema } from '../../db';

export interface ParentSubscription {
  tier: PlanTier;
  subscribed: boolean;
  subscriptionEnd: Date | null;
}

export const FREE_PARENT_SUBSCRIPTION: ParentSubscription = {
  tier: 'free',
  subscribed: false,
  subscriptionEnd: null,
};

/** Works inside a transaction too: pass the transaction as `db`. */
export async function loadParentSubscription(db: Database, parentId: string): Promise<ParentSubscription> {
  const [row] = await db
    .select({
      tier: schema.subscribers.subscriptionTier,
      subscribed: schema.subscribers.subscribed,
      subscriptionEnd: schema.subscribers.subscriptionEnd,
    })
    .from(schema.subscribers)
    .where(eq(schema.subscribers.userId, parentId));
  if (!row) return FREE_PARENT_SUBSCRIPTION;
  return {
    tier: normalizePlanTier(row.tier),
    subscribed: row.subscribed,
    subscriptionEnd: row.subscriptionEnd,
  };
}

/** docs/product.md §4 access rule, judged by the server's clock. */
export function subscriptionHasFullAccess(subscription: ParentSubscription, now: Date): boolean {
  return hasFullAccess(
    {
      tier: subscription.tier,
      subscribed: subscription.subscribed,
      subscriptionEnd: subscription.subscriptionEnd,
    },
    now,
  );
}
