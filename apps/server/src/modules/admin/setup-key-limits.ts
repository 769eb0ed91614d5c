// Guessing the setup key is throttled: wrong keys are counted per client address and from all
// clients together, in the shared rate_limits table.
import type { Database } from '../../db';
import { createDatabaseLimit } from '../rate-limit/database-limit';

const WINDOW_SECONDS = 15 * 60;
export const WRONG_SETUP_KEYS_PER_CLIENT = 5;
const WRONG_SETUP_KEYS_GLOBAL = 50;

export interface SetupKeyLimits {
  /** Seconds to wait before another try; 0 to go ahead. */
  waitBeforeAttempt(clientAddress: string | undefined): Promise<number>;
  recordWrongKey(clientAddress: string | undefined): Promise<void>;
}

export function createSetupKeyLimits(db: Database): SetupKeyLimits {
  const perClient = createDatabaseLimit(db, {
    name: 'admin-setup-client',
    points: WRONG_SETUP_KEYS_PER_CLIENT,
    windowSeconds: WINDOW_SECONDS,
  });
  const global = createDatabaseLimit(db, {
    name: 'admin-setup-global',
    points: WRONG_SETUP_KEYS_GLOBAL,
    windowSeconds: WINDOW_SECONDS,
  });
  const clientKey = (clientAddress: string | undefined) => clientAddress ?? 'unknown';
  return {
    async waitBeforeAttempt(clientAddress) {
      const waits = await Promise.all([
        perClient.waitBeforeNext(clientKey(clientAddress)),
        global.waitBeforeNext('all'),
      ]);
      return Math.max(...waits);
    },
    async recordWrongKey(clientAddress) {
      await Promise.all([perClient.hit(clientKey(clientAddress)), global.hit('all')]);
    },
  };
}
