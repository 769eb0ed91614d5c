import { sql } from 'drizzle-orm';
import type { Database } from '../../db';

export type DatabaseCheck = { reachable: true } | { reachable: false; error: unknown };

/** Runs a trivial query, so a health probe fails when the database does. */
export async function checkDatabase(db: Database): Promise<DatabaseCheck> {
  try {
    await db.execute(sql`select 1`);
    return { reachable: true };
  } catch (error) {
    return { reachable: false, error };
  }
}
