// The development plan switch: sets a parent's subscription directly, so a plan-dependent feature can be
// tried without a payment provider. Mounted only outside production (like the dev outbox).
import type { PlanTier } from '@callready/core';
import type { Database } from '../../db';
import { schema } from '../../db';

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

export async function setSandboxPlan(
  db: Database,
  parent: { id: string; email: string },
  tier: PlanTier,
  now: Date,
): Promise<{ subscription_tier: PlanTier; subscribed: boolean; subscription_end: string | null }> {
  const paid = tier !== 'free';
  const values = {
    subscriptionTier: tier,
    subscribed: paid,
    subscriptionEnd: paid ? new Date(now.getTime() + MONTH_MS) : null,
    isCanceled: false,
    scheduledTier: null,
    changeDate: null,
  };
  await db
    .insert(schema.subscribers)
    .values({ userId: parent.id, email: parent.email, ...values })
    .onConflictDoUpdate({ target: schema.subscribers.userId, set: values });
  return {
    subscription_tier: tier,
    subscribed: paid,
    subscription_end: values.subscriptionEnd ? values.subscriptionEnd.toISOString() : null,
  };
}
