// A password or two-factor code typed again by someone already signed in (changing the password,
// setting up or turning off two-factor) is a guess like any other when the session was stolen, so
// each one counts towards the sign-in lock-out of that account and client: a wrong one keeps its
// point, anything else gives it back. Reserved before the check, so simultaneous guesses cannot pass.
import { isAPIError, type createAuthMiddleware } from 'better-auth/api';
import { CLIENT_ADDRESS_HEADER } from './client-address-header';
import { clientLimitKey, emailLimitKey, type ServiceLimits } from '../rate-limit/service-limits';
import { tooManyAttemptsError } from './auth-errors';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface ReentryDeps {
  limits: Pick<ServiceLimits, 'signInFailures'>;
}

/** Better Auth's answers to a wrong password or code: these count as failed guesses. */
const WRONG_SECRET_CODES = new Set([
  'INVALID_PASSWORD',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'TOTP_CODE_USED',
]);

type LimitKeys = { email: string; client: string };

/** The reservation a request holds, until its after hook settles it. */
const reserved = new WeakMap<object, LimitKeys>();

/** Reserves one failed guess for `user` from this client; refuses once the limit is spent. */
export async function reserveReentry(ctx: HookContext, { limits }: ReentryDeps, user: { email: string }) {
  const keys = {
    email: emailLimitKey(user.email),
    client: clientLimitKey(
      ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
    ),
  };
  const reservation = await limits.signInFailures.reserve(keys);
  if (!reservation.granted) throw tooManyAttemptsError(reservation.retryAfterSeconds);
  reserved.set(ctx.context, keys);
}

/** After the endpoint: a wrong password or code keeps its point; anything else gives it back. */
export async function settleReentry(ctx: HookContext, { limits }: ReentryDeps) {
  const keys = reserved.get(ctx.context);
  if (!keys) return;
  reserved.delete(ctx.context);
  const returned = ctx.context.returned;
  if (isAPIError(returned) && WRONG_SECRET_CODES.has(String(returned.body?.code))) return;
  await limits.signInFailures.refund(keys);
}

/**
 * Ends every session of the account but `keptToken`: after two-factor is turned on or off, or the
 * backup codes are replaced, no session from before the change keeps working.
 */
export async function endOtherSessions(ctx: HookContext, userId: string, keptToken: string) {
  const { internalAdapter } = ctx.context;
  const sessions = await internalAdapter.listSessions(userId);
  const others = sessions.map((session) => session.token).filter((token) => token !== keptToken);
  if (others.length > 0) await internalAdapter.deleteSessions(others);
}
