// Guessing invite codes is made infeasible (docs/architecture.md §5.6): failed look-ups are counted per client
// address and for everyone together, in the database so every server copy shares the counts.
//
// Each look-up takes a point before it runs and gives it back when the code was right, so only
// failures stay counted, and even a burst of simultaneous guesses cannot get past the limit. A client
// over either limit is refused whatever code it sends, so it learns nothing about any code.
import type { Database } from '../../db';
import type { Env } from '../../env';
import { createDatabaseLimit } from '../rate-limit/database-limit';

export type ChildLookupLimitEnv = Pick<
  Env,
  'CHILD_LOOKUP_MAX_PER_IP' | 'CHILD_LOOKUP_MAX_GLOBAL' | 'CHILD_LOOKUP_WINDOW_SECONDS'
>;

export type LimitedLookup<T> =
  { limited: true; retryAfterSeconds: number } | { limited: false; value: T | undefined };

export interface ChildLookupLimits {
  /** Runs `lookup` unless the client is refused; a lookup that finds nothing counts as a failure. */
  run<T>(clientAddress: string | undefined, lookup: () => Promise<T | undefined>): Promise<LimitedLookup<T>>;
}

const GLOBAL_KEY = 'all';

export function createChildLookupLimits(db: Database, env: ChildLookupLimitEnv): ChildLookupLimits {
  const perClient = createDatabaseLimit(db, {
    name: 'child-lookup-failures-ip',
    points: env.CHILD_LOOKUP_MAX_PER_IP,
    windowSeconds: env.CHILD_LOOKUP_WINDOW_SECONDS,
  });
  const everyone = createDatabaseLimit(db, {
    name: 'child-lookup-failures-global',
    points: env.CHILD_LOOKUP_MAX_GLOBAL,
    windowSeconds: env.CHILD_LOOKUP_WINDOW_SECONDS,
  });
  return {
    async run(clientAddress, lookup) {
      const clientKey = clientAddress ?? 'unknown';
      const clientWait = await perClient.hit(clientKey);
      if (clientWait > 0) return { limited: true, retryAfterSeconds: clientWait };
      const everyoneWait = await everyone.hit(GLOBAL_KEY);
      if (everyoneWait > 0) {
        await perClient.refund(clientKey);
        return { limited: true, retryAfterSeconds: everyoneWait };
      }
      const giveBack = () => Promise.all([perClient.refund(clientKey), everyone.refund(GLOBAL_KEY)]);
      let value: Awaited<ReturnType<typeof lookup>>;
      try {
        value = await lookup();
      } catch (error) {
        // A server fault is not the client's failed guess.
        await giveBack().catch(() => undefined);
        throw error;
      }
      if (value !== undefined) await giveBack();
      return { limited: false, value };
    },
  };
}
