// What happens when a cancelled or downgraded plan reaches its end (docs/product.md §4.9, §2.8): the
// date, the plan that follows, and which children keep practising and which stop, as the server will
// settle them (core's childrenToKeepActive with the parent's saved choice).
import type { CheckSubscriptionResponse } from '@callready/contract';
import {
  childrenToKeepActive,
  getPlan,
  isDowngrade,
  normalizePlanTier,
  type PlanTier,
} from '@callready/core';
import { formatPlanDate } from './plan-status';

export interface PlanEnding {
  /** 'cancelled' moves to the free plan; 'downgrade' to a smaller paid plan. */
  kind: 'cancelled' | 'downgrade';
  planName: string;
  nextTier: PlanTier;
  nextPlanName: string;
  /** 'd MMMM yyyy', or null when the provider gave no date. */
  date: string | null;
  /** In the order the children were added. */
  staying: { id: string; name: string }[];
  stopping: { id: string; name: string }[];
}

/** Null unless a paid plan is cancelled or set to shrink at the end of its period. */
export function planEnding(
  facts: Pick<
    CheckSubscriptionResponse,
    'subscriptionTier' | 'subscriptionEnd' | 'isCanceled' | 'pendingChange' | 'keptChildIds'
  >,
  children: readonly { id: string; name: string }[],
): PlanEnding | null {
  const tier = normalizePlanTier(facts.subscriptionTier);
  if (tier === 'free') return null;
  const scheduled = facts.pendingChange ? normalizePlanTier(facts.pendingChange.scheduledTier) : null;
  let kind: PlanEnding['kind'];
  let nextTier: PlanTier;
  let when: string | null;
  if (facts.isCanceled) {
    kind = 'cancelled';
    nextTier = 'free';
    when = facts.subscriptionEnd;
  } else if (scheduled && isDowngrade(tier, scheduled)) {
    kind = 'downgrade';
    nextTier = scheduled;
    when = facts.pendingChange?.changeDate ?? facts.subscriptionEnd;
  } else {
    return null;
  }
  const keep = childrenToKeepActive(children, nextTier, facts.keptChildIds);
  return {
    kind,
    planName: getPlan(tier).name,
    nextTier,
    nextPlanName: getPlan(nextTier).name,
    date: when ? formatPlanDate(when) : null,
    staying: children.filter((child) => keep.has(child.id)).map(({ id, name }) => ({ id, name })),
    stopping: children.filter((child) => !keep.has(child.id)).map(({ id, name }) => ({ id, name })),
  };
}

/** 'Ava', 'Ava and Ben', 'Ava, Ben and Cal'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
