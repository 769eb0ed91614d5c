import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { BackgroundTasks } from './background-tasks';
import type { DatabaseHandle } from './db';
import { developmentRoutesEnabled, type Env } from './env';
import type { AppBindings } from './http/app-bindings';
import { limitRequestBodies, MAX_JSON_BODY_BYTES } from './http/body-limits';
import { createChildGate } from './http/child-gate';
import { clientAddress } from './http/client-address';
import { jsonErrorHandler, jsonNotFound } from './http/error-handler';
import { noStoreByDefault, refuseControlCharacters } from './http/input-guards';
import { requestLogger } from './http/request-logger';
import { sameOriginWrites } from './http/same-origin-writes';
import { securityHeaders } from './http/security-headers';
import { thisMachineOnly } from './http/this-machine-only';
import type { Logger } from './logger';
import { recordStaffSignIn } from './modules/admin/staff-sign-in';
import { createSetupKeyLimits } from './modules/admin/setup-key-limits';
import { createAuth, trustedOriginsFor } from './modules/auth/create-auth';
import { findAuthSession } from './modules/auth/find-auth-session';
import { createCaptchaService } from './modules/captcha/captcha-service';
import { createChildSessionTokens } from './modules/child-portal/child-session-token';
import { createChildResolver } from './modules/child-portal/find-child-by-code';
import { createAddressCipher } from './modules/home-details/address-cipher';
import { addressWordsOfChild } from './modules/home-details/address-words-of-child';
import { familyHasAnyAddress } from './modules/home-details/family-address-presence';
import { hasAnyAddress } from './modules/home-details/home-details';
import { childAddressWords } from './modules/speech/child-address-words';
import { createMailer } from './modules/mail/mailer';
import { recordSentEmail } from './modules/mail/sent-emails';
import { createServiceLimits } from './modules/rate-limit/service-limits';
import { NO_SPEECH, type SpeechService } from './modules/speech/speech-service';
import type { MailProvider } from './providers/mail/mail-provider';
import { createPaymentProvider } from './providers/payments/create-payment-provider';
import type { PaymentProvider } from './providers/payments/payment-provider';
import type { StripePaymentProvider } from './providers/payments/stripe-payment-provider';
import { createBillingService } from './modules/billing';
import { adminRoutes } from './routes/admin/admin-routes';
import { accountRoutes } from './routes/account/account-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { captchaRoutes } from './routes/captcha/captcha-routes';
import { childPortalRoutes } from './routes/child-portal/child-portal-routes';
import { childrenRoutes } from './routes/children/children-routes';
import { devMailboxRoutes } from './routes/dev-mailbox/dev-mailbox-routes';
import {
  billingRoutes,
  sandboxClockRoutes,
  STRIPE_WEBHOOK_MAX_BYTES,
  stripeWebhookRoutes,
} from './routes/billing/billing-routes';
import { healthRoutes } from './routes/health/health-routes';
import { liveChatFrameRoutes } from './routes/live-chat/live-chat-frame-routes';
import { liveChatRoutes } from './routes/live-chat/live-chat-routes';
import { childAddressRoutes } from './routes/home-details/child-address-routes';
import { homeDetailsRoutes } from './routes/home-details/home-details-routes';
import { profileRoutes } from './routes/profile/profile-routes';
import { progressRoutes } from './routes/progress/progress-routes';
import { reportsRoutes } from './routes/reports/reports-routes';
import { speechRoutes, TRANSCRIBE_BODY_LIMIT } from './routes/speech/speech-routes';
import { webAppRoutes } from './routes/web-app/web-app-routes';
import type { AppSecrets } from './secrets';

export interface AppDeps {
  env: Env;
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  logger: Logger;
  secrets: AppSecrets;
  mailProvider: MailProvider;
  /** E-mail and other work that finishes after the response; drained before shutdown. */
  backgroundTasks: BackgroundTasks;
  /** The voice and transcription, with their cache; none by default (the browser's voice and typed answers). */
  speech?: SpeechService;
  /** Stripe, the sandbox or none, chosen from `env` unless given. */
  paymentProvider?: PaymentProvider;
}

/** The whole HTTP surface: the JSON API under /api and the single-page app everywhere else. */
export function createApp({
  env,
  database,
  logger,
  secrets,
  mailProvider,
  backgroundTasks,
  speech = NO_SPEECH,
  paymentProvider = createPaymentProvider(env),
}: AppDeps) {
  const { db } = database;
  const mailer = createMailer({
    provider: mailProvider,
    from: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL,
    logger,
    record: (to, subject) => recordSentEmail(db, to, subject),
  });
  const captcha = createCaptchaService({ env, altchaHmacKey: secrets.altchaHmacKey, db, logger });
  const limits = createServiceLimits(db, env);
  const secureCookies = env.NODE_ENV === 'production' || env.PUBLIC_URL.startsWith('https://');
  const auth = createAuth({
    env,
    db,
    secret: secrets.authSecret,
    mailer,
    captcha,
    limits,
    backgroundTasks,
    logger,
    onSignedIn: (user, clientAddress) => recordStaffSignIn(db, user, clientAddress),
  });
  const childSessions = createChildSessionTokens(db, secrets.authSecret);
  const addressCipher = createAddressCipher(secrets.addressEncryptionKey);
  const gate = createChildGate(
    createChildResolver({ db, limits: limits.childLookupFailures, captcha, tokens: childSessions }),
    childSessions,
    { secureCookies },
  );
  const billing = createBillingService({
    db,
    provider: paymentProvider,
    publicUrl: env.PUBLIC_URL,
    trialDays: env.BILLING_TRIAL_DAYS,
    refreshLimit: limits.subscriptionRefreshes,
    logger,
    mailer,
  });

  const app = new Hono<AppBindings>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('logger', logger);
    await next();
  });
  app.use(requestLogger());
  app.use(
    securityHeaders({
      allowHcaptcha: captcha.config.provider === 'hcaptcha',
      liveChatOrigin: env.LIVE_CHAT_SCRIPT_URL && new URL(env.LIVE_CHAT_SCRIPT_URL).origin,
    }),
  );
  app.use(compress());
  app.use(clientAddress({ trustProxy: env.TRUST_PROXY }));
  app.use('/api/*', noStoreByDefault());
  // First of all that reads a body: the webhook's signature check and the JSON guards included.
  app.use(
    '/api/*',
    limitRequestBodies({
      fallback: { maxBytes: MAX_JSON_BODY_BYTES },
      byPath: {
        '/api/billing/webhook': { maxBytes: STRIPE_WEBHOOK_MAX_BYTES },
        '/api/speech/transcribe': TRANSCRIBE_BODY_LIMIT,
      },
    }),
  );
  if (paymentProvider.kind === 'stripe') {
    // Before the same-origin check: Stripe's server posts here, proven by its signature instead.
    app.route(
      '/api/billing/webhook',
      stripeWebhookRoutes({ db, billing, stripe: paymentProvider as StripePaymentProvider }),
    );
  }
  app.use('/api/*', sameOriginWrites(trustedOriginsFor(env)));
  app.use('/api/*', refuseControlCharacters());

  app.route('/api/health', healthRoutes({ database }));
  app.route('/api/auth', authRoutes({ auth }));
  app.route('/api/captcha', captchaRoutes({ captcha, challengeLimit: limits.captchaChallenges }));
  app.route('/api/live-chat', liveChatRoutes({ scriptUrl: env.LIVE_CHAT_SCRIPT_URL }));
  app.route('/api', profileRoutes({ auth, db }));
  app.route(
    '/api/admin',
    adminRoutes({
      auth,
      db,
      setupKey: env.ADMIN_SETUP_KEY,
      setupKeyLimits: createSetupKeyLimits(db),
      billing,
    }),
  );
  app.route(
    '/api/account',
    accountRoutes({
      auth,
      db,
      mailer,
      backgroundTasks,
      billing,
      passwordAttempts: limits.accountPasswordChecks,
      addressCipher,
    }),
  );
  app.route('/api/children', childrenRoutes({ auth, db }));
  app.route('/api/children', homeDetailsRoutes({ auth, db, cipher: addressCipher }));
  app.route('/api/billing', billingRoutes({ auth, billing }));
  app.route('/api/children', reportsRoutes({ auth, db }));
  app.route(
    '/api/child',
    progressRoutes({
      auth,
      db,
      gate,
      addressWordsOf: (childId) => addressWordsOfChild(db, addressCipher, childId),
    }),
  );
  // Before the child portal, whose GET /:code would otherwise take /home for an invite code.
  app.route(
    '/api/child',
    childAddressRoutes({
      db,
      gate,
      cipher: addressCipher,
      parentSignedIn: async (headers) => (await findAuthSession(auth, headers)) !== null,
    }),
  );
  app.route('/api/child', childPortalRoutes({ db, gate }));
  app.route(
    '/api/speech',
    speechRoutes({
      auth,
      gate,
      speech,
      limits,
      allowBrowserRecognition: env.BROWSER_SPEECH_RECOGNITION,
      hasStoredAddress: (childId) => hasAnyAddress(db, childId),
      familyHasStoredAddress: (parentId) => familyHasAnyAddress(db, parentId),
      addressWordsOf: (childId) => childAddressWords(db, addressCipher, childId),
    }),
  );
  if (developmentRoutesEnabled(env)) {
    // Only for a person on this machine, even when HOST lets other machines in (ADR 050).
    app.use('/api/dev/*', thisMachineOnly());
    app.route('/api/dev/mailbox', devMailboxRoutes({ db }));
    app.route('/api/dev/billing-clock', sandboxClockRoutes({ auth, billing }));
  }
  app.all('/api/*', jsonNotFound);

  app.route('/', liveChatFrameRoutes({ scriptUrl: env.LIVE_CHAT_SCRIPT_URL }));
  app.route(
    '/',
    webAppRoutes({
      webDistDir: env.WEB_DIST_DIR,
      developmentRoutes: developmentRoutesEnabled(env),
      sandboxPayments: paymentProvider.kind === 'sandbox',
    }),
  );

  app.notFound(jsonNotFound);
  app.onError(jsonErrorHandler);
  return app;
}

export type App = ReturnType<typeof createApp>;
