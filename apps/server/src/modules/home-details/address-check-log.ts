// The address checks a child's device asks for, counted per child, UTC day and purpose (ADR 051).
// An invite code is shared with grandparents and teachers: whoever holds it could otherwise ask the
// checker part by part until the address is rebuilt. The count caps that per day and shows the
// parent what was asked; it holds no words.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

const { childAddressChecks } = schema;

export type AddressCheckPurpose = 'learn' | 'call';

/**
 * Checks a child may ask for in one UTC day, all purposes together: a day of keen practice is a few
 * dozen (a "Learn my address" session is 5–10 tries, a call 1–3), far below what a part-by-part
 * guess of a number, a street and a postcode needs.
 */
export const ADDRESS_CHECKS_PER_DAY = 60;

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one check if the child is still under the day's limit; false when it is reached. Two
 * requests at the same moment may both take the last one: one check over is no help to a guesser.
 */
export async function countAddressCheck(
  db: Database,
  childId: string,
  purpose: AddressCheckPurpose,
  now: Date = new Date(),
): Promise<boolean> {
  const day = utcDay(now);
  const used = await checksOn(db, childId, day);
  if (used >= ADDRESS_CHECKS_PER_DAY) return false;
  await db
    .insert(childAddressChecks)
    .values({ childId, day, purpose, count: 1 })
    .onConflictDoUpdate({
      target: [childAddressChecks.childId, childAddressChecks.day, childAddressChecks.purpose],
      set: { count: sql`${childAddressChecks.count} + 1` },
    });
  return true;
}

async function checksOn(db: Database, childId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${childAddressChecks.count}), 0)::int` })
    .from(childAddressChecks)
    .where(and(eq(childAddressChecks.childId, childId), eq(childAddressChecks.day, day)));
  return Number(row?.total ?? 0);
}

/** Today's checks of one child, for the parent ("12 address checks today"). */
export function addressChecksToday(db: Database, childId: string, now: Date = new Date()): Promise<number> {
  return checksOn(db, childId, utcDay(now));
}
