// Whether a family has an address stored, read without opening any (ADR 037): the speech
// endpoints ask it to keep a preview's words on this server's own engines (ADR 043).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

const { childHome, children } = schema;

/**
 * Whether any child of this parent has an address stored: a parent's own speech request (a preview
 * of the child's call) may carry any of their children's words, so it is kept as private as theirs.
 */
export async function familyHasAnyAddress(db: Database, parentId: string): Promise<boolean> {
  const rows = await db
    .select({ childId: childHome.childId })
    .from(childHome)
    .innerJoin(children, eq(children.id, childHome.childId))
    .where(
      and(
        eq(children.parentId, parentId),
        sql`(${childHome.homeAddress} is not null or ${childHome.secondAddress} is not null)`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
