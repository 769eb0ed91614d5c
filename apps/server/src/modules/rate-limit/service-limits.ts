// The service's limits in one place: what is counted, per what, and for how long.
import { createHash } from 'node:crypto';
import type { Database } from '../../db';
import type { Env } from '../../env';
import { createTieredLimit } from './tiered-limit';

export { clientLimitKey } from './client-key';

/** Stored hashed: the counters table need not hold anyone's e-mail address. */
export const emailLimitKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** The one key of a tier that counts everybody together. */
export const EVERYONE = 'everyone';

const HOUR = 60 * 60;
/** Resending the verification e-mail needs no captcha, so it is capped instead. */
export const VERIFICATION_RESENDS_PER_EMAIL_PER_HOUR = 5;
export const VERIFICATION_RESENDS_PER_CLIENT_PER_HOUR = 20;
/** Password-reset and "account exists" e-mails one address may receive per hour, whoever asks. */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 3;
/** Re-reads of the payment provider one parent may ask for per window (check-subscription?refresh=1). */
export const SUBSCRIPTION_REFRESHES_PER_PARENT = 10;
export const SUBSCRIPTION_REFRESH_WINDOW_SECONDS = 10 * 60;
/** A visitor's own lines in the home page demo, per client address per hour (ADR 009). */
export const DEMO_LINES_PER_CLIENT_PER_HOUR = 20;

export type ServiceLimitEnv = Pick<
  Env,
  | 'SIGNIN_MAX_FAILURES_PER_EMAIL'
  | 'SIGNIN_MAX_FAILURES_PER_IP'
  | 'SIGNIN_LOCKOUT_SECONDS'
  | 'CHILD_LOOKUP_MAX_PER_IP'
  | 'CHILD_LOOKUP_MAX_GLOBAL'
  | 'CHILD_LOOKUP_WINDOW_SECONDS'
  | 'CAPTCHA_CHALLENGES_PER_MINUTE'
  | 'SPEECH_REQUESTS_PER_MINUTE'
  | 'SPEECH_DEMO_LINES_PER_HOUR'
>;

export function createServiceLimits(db: Database, env: ServiceLimitEnv) {
  return {
    /** Failed sign-ins (a wrong password or an unknown address alike), per address and per client. */
    signInFailures: createTieredLimit(db, 'sign-in-failures', {
      email: { points: env.SIGNIN_MAX_FAILURES_PER_EMAIL, windowSeconds: env.SIGNIN_LOCKOUT_SECONDS },
      client: { points: env.SIGNIN_MAX_FAILURES_PER_IP, windowSeconds: env.SIGNIN_LOCKOUT_SECONDS },
    }),
    verificationResends: createTieredLimit(db, 'verification-resend', {
      email: { points: VERIFICATION_RESENDS_PER_EMAIL_PER_HOUR, windowSeconds: HOUR },
      client: { points: VERIFICATION_RESENDS_PER_CLIENT_PER_HOUR, windowSeconds: HOUR },
    }),
    /** Reset links and "account exists" notices, per receiving address. */
    accountMails: createTieredLimit(db, 'account-mail', {
      email: { points: ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR },
    }),
    /** Passwords re-entered to delete an account, per account: the confirmation must not help guess one. */
    accountPasswordChecks: createTieredLimit(db, 'account-password', {
      account: { points: 5, windowSeconds: 15 * 60 },
    }),
    /** Failed invite-code look-ups, per client and for everyone (docs/architecture.md §5.6). */
    childLookupFailures: createTieredLimit(db, 'child-lookup-failures', {
      client: { points: env.CHILD_LOOKUP_MAX_PER_IP, windowSeconds: env.CHILD_LOOKUP_WINDOW_SECONDS },
      everyone: { points: env.CHILD_LOOKUP_MAX_GLOBAL, windowSeconds: env.CHILD_LOOKUP_WINDOW_SECONDS },
    }),
    captchaChallenges: createTieredLimit(db, 'captcha-challenge', {
      client: { points: env.CAPTCHA_CHALLENGES_PER_MINUTE, windowSeconds: 60 },
    }),
    /** Every speech request, per caller (a child, a parent, or else a client address). */
    speechRequests: createTieredLimit(db, 'speech', {
      caller: { points: env.SPEECH_REQUESTS_PER_MINUTE, windowSeconds: 60 },
    }),
    /** A parent's re-reads of the payment provider; beyond them check-subscription answers from storage. */
    subscriptionRefreshes: createTieredLimit(db, 'subscription-refresh', {
      parent: {
        points: SUBSCRIPTION_REFRESHES_PER_PARENT,
        windowSeconds: SUBSCRIPTION_REFRESH_WINDOW_SECONDS,
      },
    }),
    /** Visitors' own lines in the public demo. */
    speechDemoLines: createTieredLimit(db, 'speech-demo', {
      client: { points: DEMO_LINES_PER_CLIENT_PER_HOUR, windowSeconds: HOUR },
      everyone: { points: env.SPEECH_DEMO_LINES_PER_HOUR, windowSeconds: HOUR },
    }),
  };
}

export type ServiceLimits = ReturnType<typeof createServiceLimits>;
