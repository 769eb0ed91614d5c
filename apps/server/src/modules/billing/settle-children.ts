// Child activity follows the plan in force (docs/product.md §4 "Child activity"): when the plan shrinks
// below the number of children, only the chosen ones stay active; an upgrade reactivates the others.
// Nothing is deleted, so a reactivated child keeps every saved call.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { childrenToKeepActive, type PlanTier } from '@callready/core';
import type { Database } from '../../db';
import { schema } from '../../db';

const { children } = schema;

export function listChildIds(db: Database, parentId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: children.id })
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

/** The parent's children with their names, in the order they were added (for the cancellation e-mail). */
export function listChildNames(db: Database, parentId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

export async function settleChildActivity(
  db: Database,
  parentId: string,
  tier: PlanTier,
  keptChildIds: string[] | null,
): Promise<void> {
  const all = await listChildIds(db, parentId);
  if (all.length === 0) return;
  const keep = [...childrenToKeepActive(all, tier, keptChildIds)];
  await db
    .update(children)
    .set({ active: true })
    .where(and(eq(children.parentId, parentId), inArray(children.id, keep), eq(children.active, false)));
  if (keep.length < all.length) {
    await db
      .update(children)
      .set({ active: false })
      .where(and(eq(children.parentId, parentId), notInArray(children.id, keep), eq(children.active, true)));
  }
}
