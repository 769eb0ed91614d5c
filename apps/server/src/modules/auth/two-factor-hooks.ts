// Checks around Better Auth's two-factor endpoints (docs/architecture.md §5.5): a TOTP code is
// accepted once, failed second steps of a sign-in count towards the sign-in lock-out shared with
// parents, devices are never trusted (every staff sign-in takes both steps, ADR 033), turning
// two-factor on or off ends every other session of the account, and a completed staff sign-in is
// written to the audit log.
import { getSessionFromCtx, isAPIError, type createAuthMiddleware } from 'better-auth/api';
import { CLIENT_ADDRESS_HEADER } from './client-address-header';
import { clientLimitKey, emailLimitKey, type ServiceLimits } from '../rate-limit/service-limits';
import { authError, tooManyAttemptsError } from './auth-errors';
import { endOtherSessions, settleReentry, reserveReentry } from './secret-reentry';
import type { UsedTotpCodes } from './used-totp-codes';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
export const VERIFY_BACKUP_CODE_PATH = '/two-factor/verify-backup-code';
const SECOND_STEP_PATHS = new Set([VERIFY_TOTP_PATH, VERIFY_BACKUP_CODE_PATH]);

/** Whether a session created while serving `path` was earned by a second step of two-factor. */
export const passesSecondStep = (path: string | undefined) =>
  path !== undefined && SECOND_STEP_PATHS.has(path);
const TWO_FACTOR_COOKIE = 'two_factor';

export interface SignedInUser {
  id: string;
  email: string;
}

export interface TwoFactorHookDeps {
  limits: Pick<ServiceLimits, 'signInFailures'>;
  usedTotpCodes: UsedTotpCodes;
  /** Called once a sign-in is complete (with or without a second step). */
  onSignedIn?: (user: SignedInUser, clientAddress: string | undefined) => Promise<void>;
}

/** Whether a second step is the end of a sign-in (not a check by someone already signed in), per request. */
const completesSignIn = new WeakMap<object, boolean>();

const clientAddressOf = (ctx: HookContext) =>
  ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;

const codeOf = (ctx: HookContext) => {
  const body = ctx.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : '';
};

const asksToTrustDevice = (ctx: HookContext) =>
  Boolean((ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice);

/** Whose code this is: the signed-in user (setting up), or the user half-way through signing in. */
async function codeOwner(ctx: HookContext): Promise<{ user: SignedInUser; signingIn: boolean } | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return { user: session.user, signingIn: false };
  const cookieName = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const identifier = await ctx.getSignedCookie(cookieName, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!pending || pending.expiresAt < new Date()) return null;
  const user = await ctx.context.internalAdapter.findUserById(pending.value);
  return user ? { user, signingIn: true } : null;
}

const signInKeys = (ctx: HookContext, user: SignedInUser) => ({
  email: emailLimitKey(user.email),
  client: clientLimitKey(clientAddressOf(ctx)),
});

export async function beforeSecondStep(ctx: HookContext, deps: TwoFactorHookDeps) {
  if (!SECOND_STEP_PATHS.has(ctx.path)) return;
  const owner = await codeOwner(ctx);
  // Better Auth itself refuses a second step without a sign-in in progress.
  if (!owner) return;
  // A remembered device would let the password alone sign a staff member in for weeks, unaudited.
  if (asksToTrustDevice(ctx)) throw authError('TRUST_DEVICE_NOT_OFFERED');
  completesSignIn.set(ctx.context, owner.signingIn);
  // A second step of a sign-in reserves a sign-in failure before it is checked (so simultaneous
  // guesses cannot pass the limit); a wrong or reused code keeps it, a right one gives it back. A
  // code checked from a signed-in session (setting up, turning off) is limited the same way.
  if (owner.signingIn) {
    const reservation = await deps.limits.signInFailures.reserve(signInKeys(ctx, owner.user));
    if (!reservation.granted) throw tooManyAttemptsError(reservation.retryAfterSeconds);
  } else await reserveReentry(ctx, deps, owner.user);
  if (ctx.path === VERIFY_TOTP_PATH && !(await deps.usedTotpCodes.claim(owner.user.id, codeOf(ctx))))
    throw authError('TOTP_CODE_USED');
}

export async function afterSecondStep(ctx: HookContext, deps: TwoFactorHookDeps) {
  if (!SECOND_STEP_PATHS.has(ctx.path)) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    await settleReentry(ctx, deps);
    const owner = await codeOwner(ctx);
    if (!owner) return;
    if (ctx.path === VERIFY_TOTP_PATH && returned.body?.code !== 'TOTP_CODE_USED')
      await deps.usedTotpCodes.release(owner.user.id, codeOf(ctx));
    return;
  }
  const completed = ctx.context.newSession;
  if (completesSignIn.get(ctx.context)) {
    if (!completed) return;
    await deps.limits.signInFailures.refund(signInKeys(ctx, completed.user));
    await deps.onSignedIn?.(completed.user, clientAddressOf(ctx));
    return;
  }
  await settleReentry(ctx, deps);
  // A code checked by a signed-in user starts a new session only when it turns two-factor on: every
  // other session of the account, signed in with the password alone, ends (ADR 033).
  if (completed) await endOtherSessions(ctx, completed.user.id, completed.session.token);
}

/**
 * A password sign-in is complete at once only without two-factor; with it, the plugin (whose hook
 * runs after this one) turns the session into a pending second step, which is recorded when done.
 */
export async function afterPasswordSignIn(ctx: HookContext, deps: TwoFactorHookDeps) {
  const completed = ctx.context.newSession;
  const secondStepPending = (completed?.user as { twoFactorEnabled?: boolean | null } | undefined)
    ?.twoFactorEnabled;
  if (completed && !secondStepPending && !isAPIError(ctx.context.returned))
    await deps.onSignedIn?.(completed.user, clientAddressOf(ctx));
}
