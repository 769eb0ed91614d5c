// The one place the back office ends a subscriber's subscription. It ends at the period's end with
// access kept until then (docs/product.md §4 Subscription). When the billing module offers its own
// cancellation, this body becomes a call to it, so a payment provider's subscription ends too.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

export type CancelOutcome = { canceled: true; subscriptionEnd: Date | null } | { canceled: false };

export async function cancelSubscriptionAtPeriodEnd(
  db: Pick<Database, 'update'>,
  userId: string,
): Promise<CancelOutcome> {
  const [row] = await db
    .update(schema.subscribers)
    .set({ isCanceled: true, scheduledTier: null, changeDate: null })
    .where(and(eq(schema.subscribers.userId, userId), ne(schema.subscribers.subscriptionTier, 'free')))
    .returning({ subscriptionEnd: schema.subscribers.subscriptionEnd });
  return row ? { canceled: true, subscriptionEnd: row.subscriptionEnd } : { canceled: false };
}
