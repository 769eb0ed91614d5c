// The back office ends a subscriber's subscription through the billing module, so the payment
// provider's subscription ends too: at the period's end, with access kept until then
// (docs/product.md §4 Subscription).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import { BillingError, cancelSubscription, type BillingService, type BillingUser } from '../billing';

export type CancelOutcome = { canceled: true; subscriptionEnd: Date | null } | { canceled: false };

/** Throws BillingError when the provider refuses or fails; `canceled: false` when there is no paid plan. */
export async function cancelSubscriptionAtPeriodEnd(
  billing: BillingService,
  db: Pick<Database, 'select'>,
  subscriber: BillingUser,
): Promise<CancelOutcome> {
  try {
    await cancelSubscription(billing, subscriber);
  } catch (error) {
    if (error instanceof BillingError && error.code === 'NOT_SUBSCRIBED') return { canceled: false };
    throw error;
  }
  const [row] = await db
    .select({ subscriptionEnd: schema.subscribers.subscriptionEnd })
    .from(schema.subscribers)
    .where(eq(schema.subscribers.userId, subscriber.id));
  return { canceled: true, subscriptionEnd: row?.subscriptionEnd ?? null };
}
