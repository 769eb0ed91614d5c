// Brute-force protection for sign-in (spec issue "Parent accounts"): failures are counted per
// e-mail address and per client address. A known and an unknown address are counted alike, so the
// replies never tell them apart.
import { createHash } from 'node:crypto';
import type { Database } from '../../db';
import type { Env } from '../../env';
import { createDatabaseLimit } from './database-limit';

export interface SignInAttempt {
  email: string;
  /** The client's IP address, when known. */
  clientAddress: string | undefined;
}

export interface SignInLimits {
  /** Seconds before this attempt may be tried; 0 when it may go ahead. */
  waitBeforeAttempt(attempt: SignInAttempt): Promise<number>;
  recordFailure(attempt: SignInAttempt): Promise<void>;
  /** A correct password clears the address's failures; the client's stay counted. */
  recordSuccess(attempt: SignInAttempt): Promise<void>;
}

type SignInLimitEnv = Pick<
  Env,
  'SIGNIN_MAX_FAILURES_PER_EMAIL' | 'SIGNIN_MAX_FAILURES_PER_IP' | 'SIGNIN_LOCKOUT_SECONDS'
>;

// Stored hashed: the counters table need not hold anyone's e-mail address.
const emailKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
const clientKey = (clientAddress: string | undefined) => clientAddress ?? 'unknown';

export function createSignInLimits(db: Database, env: SignInLimitEnv): SignInLimits {
  const perEmail = createDatabaseLimit(db, {
    name: 'sign-in-failures-email',
    points: env.SIGNIN_MAX_FAILURES_PER_EMAIL,
    windowSeconds: env.SIGNIN_LOCKOUT_SECONDS,
  });
  const perClient = createDatabaseLimit(db, {
    name: 'sign-in-failures-ip',
    points: env.SIGNIN_MAX_FAILURES_PER_IP,
    windowSeconds: env.SIGNIN_LOCKOUT_SECONDS,
  });
  return {
    async waitBeforeAttempt({ email, clientAddress }) {
      const waits = await Promise.all([
        perEmail.waitBeforeNext(emailKey(email)),
        perClient.waitBeforeNext(clientKey(clientAddress)),
      ]);
      return Math.max(...waits);
    },
    async recordFailure({ email, clientAddress }) {
      await Promise.all([perEmail.hit(emailKey(email)), perClient.hit(clientKey(clientAddress))]);
    },
    async recordSuccess({ email }) {
      await perEmail.reset(emailKey(email));
    },
  };
}
