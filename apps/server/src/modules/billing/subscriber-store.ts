// The subscribers row: the stored copy of the provider's subscription (docs/product.md §3 "Subscriber").
import { asc, eq } from 'drizzle-orm';
import { FREE_SUBSCRIBER_STATE, normalizePlanTier, type SubscriberState } from '@callready/core';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { BillingCustomer } from '../../providers/payments/payment-provider';

const { subscribers } = schema;

export interface StoredSubscriber {
  state: SubscriberState;
  keptChildIds: string[] | null;
  customer: BillingCustomer;
}

const STATUSES = new Set<SubscriberState['status']>([
  'none',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'incomplete',
]);

function readStatus(value: string): SubscriberState['status'] {
  return STATUSES.has(value as SubscriberState['status']) ? (value as SubscriberState['status']) : 'none';
}

export async function loadSubscriber(
  db: Database,
  user: { id: string; email: string },
): Promise<StoredSubscriber> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, user.id));
  const customer = { userId: user.id, email: user.email, stripeCustomerId: row?.stripeCustomerId ?? null };
  if (!row) return { state: FREE_SUBSCRIBER_STATE, keptChildIds: null, customer };
  return {
    state: {
      status: readStatus(row.status),
      tier: normalizePlanTier(row.subscriptionTier),
      subscribed: row.subscribed,
      subscriptionEnd: row.subscriptionEnd,
      isCanceled: row.isCanceled,
      scheduledTier: row.scheduledTier,
      changeDate: row.changeDate,
    },
    keptChildIds: row.keptChildIds ?? null,
    customer,
  };
}

export async function saveSubscriberState(
  db: Database,
  user: { id: string; email: string },
  state: SubscriberState,
): Promise<void> {
  const values = {
    email: user.email,
    status: state.status,
    subscriptionTier: state.tier,
    subscribed: state.subscribed,
    subscriptionEnd: state.subscriptionEnd,
    isCanceled: state.isCanceled,
    scheduledTier: state.scheduledTier,
    changeDate: state.changeDate,
  };
  await db
    .insert(subscribers)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: subscribers.userId, set: values });
}

export async function saveStripeCustomerId(
  db: Database,
  user: { id: string; email: string },
  stripeCustomerId: string,
): Promise<void> {
  await db
    .insert(subscribers)
    .values({ userId: user.id, email: user.email, stripeCustomerId })
    .onConflictDoUpdate({ target: subscribers.userId, set: { stripeCustomerId } });
}

export async function saveKeptChildIds(
  db: Database,
  user: { id: string; email: string },
  keptChildIds: string[] | null,
): Promise<void> {
  await db
    .insert(subscribers)
    .values({ userId: user.id, email: user.email, keptChildIds })
    .onConflictDoUpdate({ target: subscribers.userId, set: { keptChildIds } });
}

export async function findUserByStripeCustomer(
  db: Database,
  stripeCustomerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: subscribers.userId })
    .from(subscribers)
    .where(eq(subscribers.stripeCustomerId, stripeCustomerId))
    .orderBy(asc(subscribers.createdAt))
    .limit(1);
  return row?.userId ?? null;
}
