// Better Auth for parent accounts (docs/architecture.md §2, §4): e-mail and password, required e-mail
// verification, password reset, and sessions in the database behind an httpOnly cookie.
//
// Staff roles are read from `user_roles` only (see profiles/account-overview.ts); Better Auth's
// `user.role` column belongs to its admin plugin and is not used for permissions.
import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_PATH, SIGN_UP_CALLBACK_PATH, MAX_PASSWORD_LENGTH } from '@callready/contract';
import { MIN_PASSWORD_LENGTH } from '@callready/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { BackgroundTasks } from '../../background-tasks';
import type { Database } from '../../db';
import { schema } from '../../db';
import type { Env } from '../../env';
import { CLIENT_ADDRESS_HEADER } from './client-address-header';
import type { Logger } from '../../logger';
import type { CaptchaService } from '../captcha/captcha-service';
import type { Mailer } from '../mail/mailer';
import { countryFromSignUpBody, createProfile } from '../profiles/profiles';
import { emailLimitKey, type ServiceLimits } from '../rate-limit/service-limits';
import { createAfterHook, createBeforeHook, RESET_TOKEN_PREFIX } from './auth-hooks';
import { generateBackupCodes } from './backup-codes';
import { passesSecondStep, type SignedInUser } from './two-factor-hooks';
import { createUsedTotpCodes } from './used-totp-codes';
import { AUTH_COOKIE_PREFIX } from './auth-cookie';

export const AUTH_BASE_PATH = '/api/auth';
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;
const DEV_WEB_ORIGIN = 'http://localhost:5173';

export interface AuthDeps {
  env: Pick<Env, 'NODE_ENV' | 'PORT' | 'PUBLIC_URL'>;
  db: Database;
  secret: string;
  mailer: Mailer;
  captcha: CaptchaService;
  limits: Pick<ServiceLimits, 'signInFailures' | 'verificationResends' | 'accountMails'>;
  backgroundTasks: BackgroundTasks;
  logger: Logger;
  now?: () => Date;
  /** Called when anyone completes a sign-in (the staff module audits staff sign-ins). */
  onSignedIn?: (user: SignedInUser, clientAddress: string | undefined) => Promise<void>;
}

/** The site itself, plus the Vite dev server and plain localhost outside production. */
export function trustedOriginsFor(env: AuthDeps['env']): string[] {
  const origins = [new URL(env.PUBLIC_URL).origin];
  if (env.NODE_ENV !== 'production') origins.push(DEV_WEB_ORIGIN, `http://localhost:${env.PORT}`);
  return [...new Set(origins)];
}

export function createAuth(deps: AuthDeps) {
  const { env, db, mailer, backgroundTasks, logger } = deps;
  const authLogger = logger.child({ module: 'auth' });
  const now = deps.now ?? (() => new Date());
  const hookDeps = { ...deps, now, usedTotpCodes: createUsedTotpCodes(db, now) };

  /**
   * Reset links and "account exists" notices go to one address at most a few times an hour,
   * however many captchas someone solves. Checked in the background, after the reply, so a known
   * address takes no longer to answer than an unknown one; over the cap the mail is not sent.
   */
  const mailWithinCap = (to: string, send: () => Promise<void>) =>
    backgroundTasks.run(
      deps.limits.accountMails.reserve({ email: emailLimitKey(to) }).then((reservation) => {
        if (reservation.granted) return send();
        authLogger.info('account e-mail not sent: this address has had its share this hour');
      }),
    );

  const auth = betterAuth({
    appName: 'CallReady',
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: trustedOriginsFor(env),
    database: drizzleAdapter(db, { provider: 'pg', schema: schema.authSchema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // With verification required, Better Auth answers a sign-up for a registered address
      // exactly like a new one and calls onExistingUserSignUp instead of creating anything.
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) =>
        mailWithinCap(user.email, () => mailer.sendPasswordReset({ to: user.email, name: user.name, url })),
      onExistingUserSignUp: async ({ user }) =>
        mailWithinCap(user.email, () =>
          issueResetLink(user.id).then((resetUrl) =>
            mailer.sendExistingAccountNotice({ to: user.email, name: user.name, resetUrl }),
          ),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in before confirming sends nothing: the sign-in screen says the address is not
      // confirmed and offers "Send the link again" (send-verification-email, limited per address).
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_TTL_SECONDS,
      // Sent in the background so that every reply takes as long whether an address is known or not.
      sendVerificationEmail: async ({ user, url }) =>
        backgroundTasks.run(
          mailer.sendVerification({ to: user.email, name: user.name, url: leadToDashboard(url) }),
        ),
    },
    user: {
      additionalFields: {
        // Checked in the sign-up hook (18+); kept for the record, never sent back to the browser.
        birthYear: { type: 'number', required: true, input: true, returned: false },
      },
    },
    session: {
      additionalFields: {
        // Set only by the session hook below, never from a request (ADR 033).
        twoFactorVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A session begun by a passed second step (a sign-in's, or the code that turns two-factor
          // on) is two-factor verified; every other session, whatever the account's setting, is not.
          before: async (session, context) => ({
            data: { ...session, twoFactorVerified: passesSecondStep(context?.path) },
          }),
        },
      },
      user: {
        create: {
          // Runs after the sign-up transaction commits. It must not run inside it: on PGlite a query
          // outside the transaction would wait for the transaction, which waits for it.
          after: async (user, context) => createProfile(db, user, countryFromSignUpBody(context?.body)),
        },
      },
    },
    // Staff two-factor sign-in (docs/architecture.md §5.5): TOTP from an authenticator app plus
    // single-use backup codes; set up only through /api/admin/two-factor (see routes/auth).
    plugins: [
      twoFactor({
        issuer: 'CallReady',
        backupCodeOptions: { storeBackupCodes: 'encrypted', customBackupCodesGenerate: generateBackupCodes },
      }),
    ],
    hooks: {
      before: createBeforeHook(hookDeps),
      after: createAfterHook(hookDeps),
    },
    // Our own limits (modules/rate-limit) live in the database and are shared by every instance;
    // Better Auth's are per process.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: env.NODE_ENV === 'production' || env.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // The same origin and CSRF checks in every environment, tests included.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      backgroundTasks: { handler: (task) => backgroundTasks.run(task) },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => authLogger[level]({ details: args }, message),
    },
    onAPIError: {
      // A refusal (wrong captcha, weak password) is the client's business; only failures are errors.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500)
          authLogger.debug({ code: error.body?.code }, error.message);
        else authLogger.error({ err: error }, 'auth request failed');
      },
    },
    telemetry: { enabled: false },
  });

  /** A reset link like Better Auth's own, for the e-mail that answers a sign-up with a known address. */
  async function issueResetLink(userId: string): Promise<string> {
    const context = await auth.$context;
    const token = randomBytes(18).toString('base64url');
    await context.internalAdapter.createVerificationValue({
      identifier: `${RESET_TOKEN_PREFIX}${token}`,
      value: userId,
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_SECONDS * 1000),
    });
    return `${context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(PASSWORD_RESET_PATH)}`;
  }

  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth['$Infer']['Session'];

/**
 * A verification link sent again on request may carry no destination, so Better Auth would land the
 * parent on the home page; a verified parent belongs on the dashboard.
 */
function leadToDashboard(verificationUrl: string): string {
  const url = new URL(verificationUrl);
  const callback = url.searchParams.get('callbackURL');
  if (!callback || callback === '/') url.searchParams.set('callbackURL', SIGN_UP_CALLBACK_PATH);
  return url.toString();
}
