// Guessing the setup key is throttled: wrong keys are counted per client and from all clients
// together, in the shared rate-limit counters. A point is reserved before the key is compared, so
// simultaneous guesses cannot get past the limit; a right key (or a request that never got to
// compare one) gives its point back.
import type { Database } from '../../db';
import { clientLimitKey, EVERYONE } from '../rate-limit/service-limits';
import { createTieredLimit } from '../rate-limit/tiered-limit';

const WINDOW_SECONDS = 15 * 60;
export const WRONG_SETUP_KEYS_PER_CLIENT = 5;
const WRONG_SETUP_KEYS_GLOBAL = 50;

export interface SetupKeyLimits {
  /** Reserves an attempt: 0 when it may go ahead, else the seconds to wait (nothing is counted). */
  reserveAttempt(clientAddress: string | undefined): Promise<number>;
  /** Gives the reserved attempt back: the key was right, or no key was compared. */
  refundAttempt(clientAddress: string | undefined): Promise<void>;
}

export function createSetupKeyLimits(db: Database): SetupKeyLimits {
  const limit = createTieredLimit(db, 'admin-setup', {
    client: { points: WRONG_SETUP_KEYS_PER_CLIENT, windowSeconds: WINDOW_SECONDS },
    everyone: { points: WRONG_SETUP_KEYS_GLOBAL, windowSeconds: WINDOW_SECONDS },
  });
  const keys = (clientAddress: string | undefined) => ({
    client: clientLimitKey(clientAddress),
    everyone: EVERYONE,
  });
  return {
    async reserveAttempt(clientAddress) {
      const reservation = await limit.reserve(keys(clientAddress));
      return reservation.granted ? 0 : reservation.retryAfterSeconds;
    },
    refundAttempt: (clientAddress) => limit.refund(keys(clientAddress)),
  };
}
