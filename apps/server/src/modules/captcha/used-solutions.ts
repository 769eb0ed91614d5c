import { lt } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

/**
 * Records a solution as used. False when it was used before, on this or any other instance:
 * the insert is atomic, so of two simultaneous submissions only one wins.
 */
export async function claimSolution(db: Database, id: string, expiresAt: Date): Promise<boolean> {
  const claimed = await db
    .insert(schema.captchaSolutions)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: schema.captchaSolutions.id });
  if (claimed.length === 0) return false;
  // An expired challenge is refused before it gets here, so its row is no longer needed.
  await db.delete(schema.captchaSolutions).where(lt(schema.captchaSolutions.expiresAt, new Date()));
  return true;
}
