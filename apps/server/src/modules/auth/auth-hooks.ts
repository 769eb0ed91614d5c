// Checks Better Auth runs before and after its own endpoints. The browser checks the same things
// first, but it is never trusted: every rule is enforced here again.
import { CAPTCHA_HEADER } from '@callready/contract';
import { parentAgeCheck } from '@callready/core';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { CLIENT_ADDRESS_HEADER } from './client-address-header';
import type { CaptchaService } from '../captcha/captcha-service';
import { clientLimitKey, emailLimitKey, type ServiceLimits } from '../rate-limit/service-limits';
import { authError, invalidTokenError, tooManyAttemptsError } from './auth-errors';
import { assertAcceptablePassword } from './password-rules';
import { endOtherSessions, reserveReentry, settleReentry } from './secret-reentry';
import {
  afterPasswordSignIn,
  afterSecondStep,
  beforeSecondStep,
  type TwoFactorHookDeps,
} from './two-factor-hooks';

export interface AuthHookDeps extends TwoFactorHookDeps {
  captcha: CaptchaService;
  limits: Pick<ServiceLimits, 'signInFailures' | 'verificationResends'>;
  now: () => Date;
}

/** The fields of Better Auth's update-user a parent may change (the rest belong to the service). */
const EDITABLE_USER_FIELDS = new Set(['name', 'birthYear']);
const MAX_NAME_LENGTH = 200;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const RESET_TOKEN_PREFIX = 'reset-password:';

export function createBeforeHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case '/sign-up/email':
        return checkSignUp(ctx, deps);
      case '/sign-in/email':
        return checkSignIn(ctx, deps);
      case '/request-password-reset':
        return requireCaptcha(ctx, deps);
      case '/reset-password':
        return checkNewPassword(ctx);
      case '/send-verification-email':
        return limitVerificationResends(ctx, deps);
      case '/update-user':
        return checkUserUpdate(ctx, deps);
      case '/change-password':
      case '/two-factor/enable':
      case '/two-factor/disable':
        return limitPasswordReentry(ctx, deps);
      default:
        return beforeSecondStep(ctx, deps);
    }
  });
}

export function createAfterHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-in/email') {
      await recordSignInOutcome(ctx, deps);
      await afterPasswordSignIn(ctx, deps);
    } else if (REENTRY_PATHS.has(ctx.path)) {
      await settleReentry(ctx, deps);
      await endSessionsFromBeforeTwoFactorChange(ctx);
    } else if (ctx.path === '/two-factor/generate-backup-codes') {
      await endSessionsFromBeforeTwoFactorChange(ctx);
    } else await afterSecondStep(ctx, deps);
  });
}

/** Paths where someone already signed in types their password again. */
const REENTRY_PATHS = new Set(['/change-password', '/two-factor/enable', '/two-factor/disable']);

async function limitPasswordReentry(ctx: HookContext, deps: AuthHookDeps) {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  // Without a session Better Auth refuses the request itself.
  if (session) await reserveReentry(ctx, deps, session.user);
}

/**
 * Turning two-factor off and replacing the backup codes end every other session of the account (ADR
 * 033): whoever held one from before must sign in again under the new settings.
 */
async function endSessionsFromBeforeTwoFactorChange(ctx: HookContext) {
  if (ctx.path !== '/two-factor/disable' && ctx.path !== '/two-factor/generate-backup-codes') return;
  if (isAPIError(ctx.context.returned)) return;
  const kept = ctx.context.newSession ?? ctx.context.session;
  if (kept) await endOtherSessions(ctx, kept.user.id, kept.session.token);
}

const header = (ctx: HookContext, name: string) =>
  ctx.headers?.get(name) ?? ctx.request?.headers.get(name) ?? undefined;

const bodyOf = (ctx: HookContext): Record<string, unknown> =>
  typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Record<string, unknown>) : {};

const emailOf = (ctx: HookContext) => {
  const { email } = bodyOf(ctx);
  return typeof email === 'string' ? email : '';
};

function captchaResponseOf(ctx: HookContext): string {
  const response = header(ctx, CAPTCHA_HEADER)?.trim();
  if (!response) throw authError('CAPTCHA_REQUIRED');
  return response;
}

async function verifyCaptcha(ctx: HookContext, { captcha }: AuthHookDeps, response: string) {
  if (!(await captcha.verify(response, header(ctx, CLIENT_ADDRESS_HEADER))))
    throw authError('CAPTCHA_INVALID');
}

async function requireCaptcha(ctx: HookContext, deps: AuthHookDeps) {
  await verifyCaptcha(ctx, deps, captchaResponseOf(ctx));
}

/**
 * Sign-up: age from the birth year (18+), the portal password rules, then the captcha, which is
 * spent only on a request that can otherwise succeed. Nothing is stored when any check fails.
 */
async function checkSignUp(ctx: HookContext, deps: AuthHookDeps) {
  const captchaResponse = captchaResponseOf(ctx);
  const body = bodyOf(ctx);
  const name = checkedName(body.name);
  checkBirthYear(body.birthYear, deps);
  assertAcceptablePassword(body.password, 'portal');
  await verifyCaptcha(ctx, deps, captchaResponse);
  return { context: { body: { ...body, name } } };
}

/** The parent's name under sign-up's rules: trimmed, present, one line of ordinary text. */
function checkedName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  // eslint-disable-next-line no-control-regex
  if (!name || name.length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(name)) {
    throw authError('INVALID_NAME');
  }
  return name;
}

/** 18 or over (docs/product.md §5 "Sign-up"). */
function checkBirthYear(value: unknown, deps: AuthHookDeps) {
  if (typeof value !== 'number' || !parentAgeCheck(value, deps.now()).ok) throw authError('UNDERAGE');
}

/**
 * update-user: only the name and birth year, under sign-up's rules. Better Auth would otherwise
 * accept any field it knows (e-mail verification state, role…) and any birth year.
 */
async function checkUserUpdate(ctx: HookContext, deps: AuthHookDeps) {
  const body = bodyOf(ctx);
  if (Object.keys(body).some((field) => !EDITABLE_USER_FIELDS.has(field))) {
    throw authError('FIELD_NOT_EDITABLE');
  }
  const changes: Record<string, unknown> = {};
  if ('name' in body) changes.name = checkedName(body.name);
  if ('birthYear' in body) {
    checkBirthYear(body.birthYear, deps);
    changes.birthYear = body.birthYear;
  }
  return { context: { body: changes } };
}

const signInKeys = (ctx: HookContext) => ({
  email: emailLimitKey(emailOf(ctx)),
  client: clientLimitKey(header(ctx, CLIENT_ADDRESS_HEADER)),
});

/**
 * Sign-in: the attempt reserves its failure point before anything is evaluated, so simultaneous
 * wrong passwords cannot all be tried (the after hook gives the point back unless the password
 * was wrong). A locked-out address or client is told how long to wait, before any captcha is spent.
 */
async function checkSignIn(ctx: HookContext, deps: AuthHookDeps) {
  const keys = signInKeys(ctx);
  const reservation = await deps.limits.signInFailures.reserve(keys);
  if (!reservation.granted) throw tooManyAttemptsError(reservation.retryAfterSeconds);
  try {
    await requireCaptcha(ctx, deps);
  } catch (error) {
    await deps.limits.signInFailures.refund(keys);
    throw error;
  }
}

async function recordSignInOutcome(ctx: HookContext, { limits }: AuthHookDeps) {
  const keys = signInKeys(ctx);
  const returned = ctx.context.returned;
  // Unknown address and wrong password share this code, so both are counted alike.
  if (isAPIError(returned) && returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') return;
  // The right password clears the address's failures; the client's earlier ones stay counted.
  if (returned && !isAPIError(returned)) await limits.signInFailures.reset({ email: keys.email });
  await limits.signInFailures.refund(returned && !isAPIError(returned) ? { client: keys.client } : keys);
}

/**
 * Reset: the link first (expired or used links say so whatever the password), then the standard
 * password rules, then the current password, which the new one must differ from.
 */
async function checkNewPassword(ctx: HookContext) {
  const { newPassword, token: bodyToken } = bodyOf(ctx);
  // Better Auth also accepts the token in the query string, and answers a missing one itself.
  const token = typeof bodyToken === 'string' && bodyToken ? bodyToken : ctx.query?.token;
  if (typeof token !== 'string' || !token) return;
  const { internalAdapter, password } = ctx.context;
  const verification = await internalAdapter.findVerificationValue(`${RESET_TOKEN_PREFIX}${token}`);
  if (!verification || verification.expiresAt < new Date()) throw invalidTokenError();
  assertAcceptablePassword(newPassword, 'standard');
  const account = await internalAdapter.findCredentialAccount(verification.value);
  if (account?.password && (await password.verify({ hash: account.password, password: newPassword }))) {
    throw authError('SAME_PASSWORD');
  }
}

/** Resending the verification e-mail needs no captcha, so nobody can use it to flood an inbox. */
async function limitVerificationResends(ctx: HookContext, { limits }: AuthHookDeps) {
  const reservation = await limits.verificationResends.reserve({
    email: emailLimitKey(emailOf(ctx)),
    client: clientLimitKey(header(ctx, CLIENT_ADDRESS_HEADER)),
  });
  if (!reservation.granted) throw tooManyAttemptsError(reservation.retryAfterSeconds);
}
