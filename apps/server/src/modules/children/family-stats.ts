// The dashboard's quick overview, from the children's saved calls (docs/product.md §9.15: average stars
// through core's averageStars, as every other screen computes it).
import type { ChildrenListResponse } from '@callready/contract';
import { averageStars } from '@callready/core';
import { count, eq, max, sum } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

export type FamilyStats = ChildrenListResponse['stats'];

/** Every listed child gets an entry, with zeros when they have not finished a call yet. */
export async function loadFamilyStats(
  db: Database,
  parentId: string,
  childIds: readonly string[],
): Promise<FamilyStats> {
  const { childProgress, children } = schema;
  const rows = await db
    .select({
      childId: childProgress.childId,
      completed: count(),
      starTotal: sum(childProgress.overallStars).mapWith(Number),
      lastCompletedAt: max(childProgress.completionDate),
    })
    .from(childProgress)
    .innerJoin(children, eq(children.id, childProgress.childId))
    .where(eq(children.parentId, parentId))
    .groupBy(childProgress.childId);

  const perChild: FamilyStats['perChild'] = {};
  for (const childId of childIds) {
    perChild[childId] = { completed: 0, averageStars: 0, lastCompletedAt: null };
  }
  let totalScenarios = 0;
  let totalStars = 0;
  for (const row of rows) {
    const starTotal = row.starTotal ?? 0;
    totalScenarios += row.completed;
    totalStars += starTotal;
    perChild[row.childId] = {
      completed: row.completed,
      averageStars: averageStars(starTotal, row.completed),
      lastCompletedAt: row.lastCompletedAt?.toISOString() ?? null,
    };
  }
  return { totalScenarios, averageStars: averageStars(totalStars, totalScenarios), perChild };
}
