// Counters kept in the rate_limits table, so every copy of the server shares them (docs/architecture.md §2).
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db';
import { schema } from '../../db';

export interface LimitOptions {
  /** Prefix that keeps this limit's counters apart from every other's. */
  name: string;
  /** Events allowed per key within the window. */
  points: number;
  windowSeconds: number;
}

/** A fixed-window limit per key. Every method answers in seconds to wait; 0 means go ahead. */
export interface Limit {
  /** The wait before the key may act, without counting anything. */
  waitBeforeNext(key: string): Promise<number>;
  /** Counts one event; answers the wait if that went over the limit. */
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Gives back one event counted by `hit`, for an attempt that turned out not to count. */
  refund(key: string): Promise<void>;
}

const toSeconds = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

export function createDatabaseLimit(db: Database, { name, points, windowSeconds }: LimitOptions): Limit {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: schema.rateLimits,
    keyPrefix: name,
    points,
    duration: windowSeconds,
  });
  return {
    async waitBeforeNext(key) {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < points) return 0;
      return toSeconds(state.msBeforeNext);
    },
    async hit(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        // Over the limit is reported as a rejected RateLimiterRes; anything else is a real failure.
        if (rejection instanceof RateLimiterRes) return toSeconds(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
  };
}
