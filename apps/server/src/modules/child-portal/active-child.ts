// The child a request speaks for, read together with the parent's plan in one statement: every child
// request that needs the plan (starting a 999 call, saving it, the access check) then costs no
// second query (docs/architecture.md §5.6).
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { ChildRow } from '../children/child-view';
import {
  parentSubscriptionColumns,
  toParentSubscription,
  type ParentSubscription,
} from '../children/parent-subscription';

/** An active child and the plan of the parent, as read with it. */
export type ActiveChild = ChildRow & { parentPlan: ParentSubscription };

/** The active child matching `condition` (on the children table), with the parent's plan. */
export async function findActiveChild(db: Database, condition: SQL): Promise<ActiveChild | undefined> {
  const [row] = await db
    .select({ child: schema.children, plan: parentSubscriptionColumns })
    .from(schema.children)
    .leftJoin(schema.subscribers, eq(schema.subscribers.userId, schema.children.parentId))
    .where(and(condition, eq(schema.children.active, true)))
    .limit(1);
  return row && { ...row.child, parentPlan: toParentSubscription(row.plan) };
}
