// The parent's plan as the subscribers row records it; without a row the parent is on the free plan.
import { eq } from 'drizzle-orm';
import { hasFullAccess, normalizePlanTier, type PlanTier } from '@callready/core';
import type { Database } from '../../db';
import { schema } from '../../db';

export interface ParentSubscription {
  tier: PlanTier;
  subscribed: boolean;
  subscriptionEnd: Date | null;
  /** Cancelled: the plan ends with its period (`subscriptionEnd`). */
  endsAtPeriodEnd: boolean;
}

export const FREE_PARENT_SUBSCRIPTION: ParentSubscription = {
  tier: 'free',
  subscribed: false,
  subscriptionEnd: null,
  endsAtPeriodEnd: false,
};

/** The subscribers columns a plan is read from, for queries that join them to another table. */
export const parentSubscriptionColumns = {
  tier: schema.subscribers.subscriptionTier,
  subscribed: schema.subscribers.subscribed,
  subscriptionEnd: schema.subscribers.subscriptionEnd,
  endsAtPeriodEnd: schema.subscribers.isCanceled,
};

/** The plan of a subscribers row read through `parentSubscriptionColumns`; no row is the free plan. */
export function toParentSubscription(
  row: {
    tier: string | null;
    subscribed: boolean | null;
    subscriptionEnd: Date | null;
    endsAtPeriodEnd: boolean | null;
  } | null,
): ParentSubscription {
  if (!row || row.tier === null) return FREE_PARENT_SUBSCRIPTION;
  return {
    tier: normalizePlanTier(row.tier),
    subscribed: row.subscribed ?? false,
    subscriptionEnd: row.subscriptionEnd,
    endsAtPeriodEnd: row.endsAtPeriodEnd ?? false,
  };
}

/** Works inside a transaction too: pass the transaction as `db`. */
export async function loadParentSubscription(db: Database, parentId: string): Promise<ParentSubscription> {
  const [row] = await db
    .select(parentSubscriptionColumns)
    .from(schema.subscribers)
    .where(eq(schema.subscribers.userId, parentId));
  return toParentSubscription(row ?? null);
}

/**
 * docs/product.md §4 access rule, judged by the server's clock. A cancelled plan ends with its period
 * when that is read, even before the provider's word arrives (the sandbox sends none on its own).
 */
export function subscriptionHasFullAccess(subscription: ParentSubscription, now: Date): boolean {
  const { endsAtPeriodEnd, subscriptionEnd } = subscription;
  if (endsAtPeriodEnd && subscriptionEnd !== null && subscriptionEnd.getTime() <= now.getTime()) return false;
  return hasFullAccess(
    {
      tier: subscription.tier,
      subscribed: subscription.subscribed,
      subscriptionEnd: subscription.subscriptionEnd,
    },
    now,
  );
}
