// The spec's get_child_access_by_invite_code (docs/product.md §7) and the access rule of docs/product.md §4.
import type { ChildAccess } from '@callready/contract';
import type { Scenario } from '@callready/core';
import type { Database } from '../../db';
import { loadParentSubscription, subscriptionHasFullAccess } from '../children/parent-subscription';

export async function loadChildAccess(db: Database, parentId: string, now: Date): Promise<ChildAccess> {
  const subscription = await loadParentSubscription(db, parentId);
  return {
    subscription_tier: subscription.tier,
    subscribed: subscription.subscribed,
    subscription_end: subscription.subscriptionEnd?.toISOString() ?? null,
    full_access: subscriptionHasFullAccess(subscription, now),
  };
}

/**
 * Emergency (999) practice needs full access; non-emergency (111) practice is always open (docs/product.md §6).
 * Answers for the child of `parentId`, now.
 */
export async function mayPractise(
  db: Database,
  parentId: string,
  scenario: Pick<Scenario, 'type'>,
  now: Date,
): Promise<boolean> {
  if (scenario.type !== '999') return true;
  return subscriptionHasFullAccess(await loadParentSubscription(db, parentId), now);
}
