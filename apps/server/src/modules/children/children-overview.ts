// What the parent dashboard loads first (GET /api/children, docs/product.md §2 parent dashboard): the
// parent's children, their plan and limit, and the family's practice stats.
import type { ChildrenListResponse } from '@callready/contract';
import { getPlan } from '@callready/core';
import type { Database } from '../../db';
import { toChild } from './child-view';
import { listChildren } from './children';
import { childrenWithAddress } from '../home-details/home-details';
import { loadFamilyStats } from './family-stats';
import { loadParentSubscription } from './parent-subscription';

export async function loadChildrenOverview(db: Database, parentId: string): Promise<ChildrenListResponse> {
  const [rows, subscription] = await Promise.all([
    listChildren(db, parentId),
    loadParentSubscription(db, parentId),
  ]);
  const plan = getPlan(subscription.tier);
  const ids = rows.map((row) => row.id);
  const [stats, withAddress] = await Promise.all([
    loadFamilyStats(db, parentId, ids),
    childrenWithAddress(db, ids),
  ]);
  return {
    children: rows.map(toChild),
    plan: { tier: plan.tier, name: plan.name, childLimit: plan.childLimit },
    stats,
    withAddress: [...withAddress],
  };
}
