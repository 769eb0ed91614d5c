// Every rate limit of the service, counted in the rate_limits table so that every copy of the
// server shares the counts (docs/architecture.md §2, docs/architecture.md §2).
//
// A limit has tiers (per e-mail address, per client, for everyone…). An attempt reserves one point
// in each of its tiers *before* it is evaluated, so a burst of simultaneous attempts can never get
// past a limit; the caller then keeps the points of a counted outcome (a wrong password, an unknown
// code) and refunds the rest. A refused attempt is never counted: the point that found the tier
// full is given back at once, so hammering a full limit does not stretch it.
import { and, eq, gt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db';
import { schema } from '../../db';

export interface TierOptions {
  /** Points (attempts) allowed per key within the window. */
  points: number;
  windowSeconds: number;
}

/** The key of each tier an attempt is counted under; a tier left out is not counted. */
export type TierKeys<Tier extends string> = Partial<Record<Tier, string>>;

export type Reservation<Tier extends string> =
  { granted: true } | { granted: false; tier: Tier; retryAfterSeconds: number };

export interface TieredLimit<Tier extends string> {
  /** Takes one point in each named tier, in the order the tiers were declared; all or none. */
  reserve(keys: TierKeys<Tier>): Promise<Reservation<Tier>>;
  /** Gives back one point in each named tier (an attempt that turned out not to count). */
  refund(keys: TierKeys<Tier>): Promise<void>;
  /** Seconds before the keys may act again, counting nothing; 0 means go ahead. */
  waitBeforeNext(keys: TierKeys<Tier>): Promise<number>;
  /** Forgets everything counted under the keys. */
  reset(keys: TierKeys<Tier>): Promise<void>;
}

const toSeconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/** One tier's counters: a fixed window per key. */
function createTier(db: Database, keyPrefix: string, { points, windowSeconds }: TierOptions) {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: schema.rateLimits,
    keyPrefix,
    points,
    duration: windowSeconds,
  });
  const table = schema.rateLimits;
  return {
    /** 0 when the point was taken, else the wait (and the point is already given back). */
    async take(key: string): Promise<number> {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        // Over the limit is a rejected RateLimiterRes; anything else is a real failure.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        await this.giveBack(key);
        return toSeconds(rejection.msBeforeNext);
      }
    },
    /** Never below zero, and never into a window that has already ended (that would be a gift). */
    async giveBack(key: string) {
      await db
        .update(table)
        .set({ points: sql`greatest(${table.points} - 1, 0)` })
        .where(and(eq(table.key, limiter.getKey(key)), gt(table.expire, new Date())));
    },
    async waitBeforeNext(key: string): Promise<number> {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < points) return 0;
      return toSeconds(state.msBeforeNext);
    },
    async reset(key: string) {
      await limiter.delete(key);
    },
  };
}

/** A limit named `name` (which keeps its counters apart from every other's) with the given tiers. */
export function createTieredLimit<Tier extends string>(
  db: Database,
  name: string,
  tiers: Record<Tier, TierOptions>,
): TieredLimit<Tier> {
  const order = Object.keys(tiers) as Tier[];
  const counters = Object.fromEntries(
    order.map((tier) => [tier, createTier(db, `${name}-${tier}`, tiers[tier])]),
  ) as Record<Tier, ReturnType<typeof createTier>>;
  const named = (keys: TierKeys<Tier>) =>
    order.flatMap((tier) => {
      const key = keys[tier];
      return key === undefined ? [] : [{ tier, key, counter: counters[tier] }];
    });

  return {
    async reserve(keys) {
      const taken: { key: string; counter: ReturnType<typeof createTier> }[] = [];
      for (const entry of named(keys)) {
        const wait = await entry.counter.take(entry.key);
        if (wait > 0) {
          await Promise.all(taken.map(({ key, counter }) => counter.giveBack(key)));
          return { granted: false, tier: entry.tier, retryAfterSeconds: wait };
        }
        taken.push(entry);
      }
      return { granted: true };
    },
    async refund(keys) {
      await Promise.all(named(keys).map(({ key, counter }) => counter.giveBack(key)));
    },
    async waitBeforeNext(keys) {
      const waits = await Promise.all(named(keys).map(({ key, counter }) => counter.waitBeforeNext(key)));
      return Math.max(0, ...waits);
    },
    async reset(keys) {
      await Promise.all(named(keys).map(({ key, counter }) => counter.reset(key)));
    },
  };
}
