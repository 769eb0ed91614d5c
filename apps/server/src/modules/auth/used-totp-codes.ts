// A one-time password is used once: Better Auth accepts a TOTP code for its whole validity window,
// so an accepted code is claimed here per user and refused when it comes again.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db';
import { schema } from '../../db';

/** Longer than any code stays valid (30-second steps, one step either side). */
const KEEP_USED_CODES_MS = 5 * 60 * 1000;

export interface UsedTotpCodes {
  /** True when this user had not used this code yet; it now counts as used. */
  claim(userId: string, code: string): Promise<boolean>;
  /** Gives a claimed code back when it turned out to be wrong, so it is not held against anyone. */
  release(userId: string, code: string): Promise<void>;
}

export function createUsedTotpCodes(db: Database, now: () => Date = () => new Date()): UsedTotpCodes {
  const table = schema.usedTwoFactorCodes;
  return {
    async claim(userId, code) {
      const at = now();
      await db.delete(table).where(lt(table.expiresAt, at));
      const claimed = await db
        .insert(table)
        .values({ userId, code, expiresAt: new Date(at.getTime() + KEEP_USED_CODES_MS) })
        .onConflictDoNothing()
        .returning({ code: table.code });
      return claimed.length === 1;
    },
    async release(userId, code) {
      await db.delete(table).where(and(eq(table.userId, userId), eq(table.code, code)));
    },
  };
}
