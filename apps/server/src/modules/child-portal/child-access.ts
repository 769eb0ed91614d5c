// The spec's get_child_access_by_invite_code (docs/product.md §7) and the access rule of docs/product.md §4,
// judged on the plan read together with the child (active-child.ts).
import type { ChildAccess } from '@callready/contract';
import type { Scenario } from '@callready/core';
import { subscriptionHasFullAccess, type ParentSubscription } from '../children/parent-subscription';

export function childAccessOf(parentPlan: ParentSubscription, now: Date): ChildAccess {
  return {
    subscriptionTier: parentPlan.tier,
    subscribed: parentPlan.subscribed,
    subscriptionEnd: parentPlan.subscriptionEnd?.toISOString() ?? null,
    fullAccess: subscriptionHasFullAccess(parentPlan, now),
  };
}

/** Emergency (999) practice needs full access; non-emergency (111) practice is always open (docs/product.md §6). */
export const needsFullAccess = (scenario: Pick<Scenario, 'type'>) => scenario.type === '999';

export function mayPractise(
  parentPlan: ParentSubscription,
  scenario: Pick<Scenario, 'type'>,
  now: Date,
): boolean {
  return !needsFullAccess(scenario) || subscriptionHasFullAccess(parentPlan, now);
}
