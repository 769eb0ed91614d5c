// Checks Better Auth runs before and after its own endpoints. The browser checks the same things
// first, but it is never trusted: every rule is enforced here again.
import { CAPTCHA_HEADER } from '@callready/contract';
import { parentAgeCheck } from '@callready/core';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { CLIENT_ADDRESS_HEADER } from '../../http/client-address';
import type { CaptchaService } from '../captcha/captcha-service';
import type { SignInLimits } from '../rate-limit/sign-in-limits';
import type { VerificationResendLimits } from '../rate-limit/verification-resend-limits';
import { authError, invalidTokenError, tooManyAttemptsError } from './auth-errors';
import { assertAcceptablePassword } from './password-rules';
import {
  afterPasswordSignIn,
  afterSecondStep,
  beforeSecondStep,
  type TwoFactorHookDeps,
} from './two-factor-hooks';

export interface AuthHookDeps extends TwoFactorHookDeps {
  captcha: CaptchaService;
  signInLimits: SignInLimits;
  resendLimits: VerificationResendLimits;
  now: () => Date;
}

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
    } else await afterSecondStep(ctx, deps);
  });
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
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) throw authError('INVALID_NAME');
  if (typeof body.birthYear !== 'number' || !parentAgeCheck(body.birthYear, deps.now()).ok) {
    throw authError('UNDERAGE');
  }
  assertAcceptablePassword(body.password, 'portal');
  await verifyCaptcha(ctx, deps, captchaResponse);
  return { context: { body: { ...body, name } } };
}

/** Sign-in: a locked-out address or client is told how long to wait, before any captcha is spent. */
async function checkSignIn(ctx: HookContext, deps: AuthHookDeps) {
  const wait = await deps.signInLimits.waitBeforeAttempt({
    email: emailOf(ctx),
    clientAddress: header(ctx, CLIENT_ADDRESS_HEADER),
  });
  if (wait > 0) throw tooManyAttemptsError(wait);
  await requireCaptcha(ctx, deps);
}

async function recordSignInOutcome(ctx: HookContext, { signInLimits }: AuthHookDeps) {
  const attempt = { email: emailOf(ctx), clientAddress: header(ctx, CLIENT_ADDRESS_HEADER) };
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    // Unknown address and wrong password share this code, so both are counted alike.
    if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') await signInLimits.recordFailure(attempt);
    return;
  }
  if (returned) await signInLimits.recordSuccess(attempt);
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

async function limitVerificationResends(ctx: HookContext, { resendLimits }: AuthHookDeps) {
  const wait = await resendLimits.hit(emailOf(ctx), header(ctx, CLIENT_ADDRESS_HEADER));
  if (wait > 0) throw tooManyAttemptsError(wait);
}
