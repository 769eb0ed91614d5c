// Resending the verification e-mail needs no captcha, so it is limited instead: nobody can use it
// to flood an inbox.
import { createHash } from 'node:crypto';
import type { Database } from '../../db';
import { createDatabaseLimit } from './database-limit';

const PER_EMAIL_PER_HOUR = 5;
const PER_CLIENT_PER_HOUR = 20;
const HOUR = 60 * 60;

export interface VerificationResendLimits {
  /** Counts a resend request; answers the seconds to wait when over a limit, else 0. */
  hit(email: string, clientAddress: string | undefined): Promise<number>;
}

export function createVerificationResendLimits(db: Database): VerificationResendLimits {
  const perEmail = createDatabaseLimit(db, {
    name: 'verification-resend-email',
    points: PER_EMAIL_PER_HOUR,
    windowSeconds: HOUR,
  });
  const perClient = createDatabaseLimit(db, {
    name: 'verification-resend-ip',
    points: PER_CLIENT_PER_HOUR,
    windowSeconds: HOUR,
  });
  return {
    async hit(email, clientAddress) {
      const emailKey = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
      const waits = await Promise.all([perEmail.hit(emailKey), perClient.hit(clientAddress ?? 'unknown')]);
      return Math.max(...waits);
    },
  };
}
