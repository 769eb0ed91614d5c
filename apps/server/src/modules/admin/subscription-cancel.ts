// The back office ends a subscriber's subscription through the billing module, so the payment
// provider's subscription ends too: at the period's end, with access kept until then
// (docs/product.md §4 Subscription).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import { Refusal } from '../../refusal';
import { cancelSubscription, type BillingService, type BillingUser } from '../billing';

/** Refuses NO_SUBSCRIPTION when there is no paid plan, and as billing does when the provider refuses or fails. */
export async function cancelSubscriptionAtPeriodEnd(
  billing: BillingService,
  db: Pick<Database, 'select'>,
  subscriber: BillingUser,
): Promise<{ subscriptionEnd: Date | null }> {
  try {
    await cancelSubscription(billing, subscriber);
  } catch (error) {
    if (error instanceof Refusal && error.code === 'NOT_SUBSCRIBED') throw new Refusal('NO_SUBSCRIPTION');
    throw error;
  }
  const [row] = await db
    .select({ subscriptionEnd: schema.subscribers.subscriptionEnd })
    .from(schema.subscribers)
    .where(eq(schema.subscribers.userId, subscriber.id));
  return { subscriptionEnd: row?.subscriptionEnd ?? null };
}
