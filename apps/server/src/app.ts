import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { BackgroundTasks } from './background-tasks';
import type { DatabaseHandle } from './db';
import type { Env } from './env';
import type { AppBindings } from './http/app-bindings';
import { clientAddress } from './http/client-address';
import { jsonErrorHandler, jsonNotFound } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { sameOriginWrites } from './http/same-origin-writes';
import { securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import { createAuth, trustedOriginsFor } from './modules/auth/create-auth';
import { createCaptchaService } from './modules/captcha/captcha-service';
import { createChildLookupLimits } from './modules/child-portal/child-lookup-limits';
import { createChildCodeResolver } from './modules/child-portal/find-child-by-code';
import { createMailer } from './modules/mail/mailer';
import { recordSentEmail } from './modules/mail/sent-emails';
import { createDatabaseLimit } from './modules/rate-limit/database-limit';
import { createSignInLimits } from './modules/rate-limit/sign-in-limits';
import { createVerificationResendLimits } from './modules/rate-limit/verification-resend-limits';
import { createSpeechLimits } from './modules/speech/speech-limits';
import { NO_SPEECH, type SpeechService } from './modules/speech/speech-service';
import type { MailProvider } from './providers/mail/mail-provider';
import { accountRoutes } from './routes/account/account-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { captchaRoutes } from './routes/captcha/captcha-routes';
import { childPortalRoutes } from './routes/child-portal/child-portal-routes';
import { childrenRoutes } from './routes/children/children-routes';
import { devMailboxRoutes } from './routes/dev-mailbox/dev-mailbox-routes';
import { devPlanRoutes } from './routes/dev-plan/dev-plan-routes';
import { healthRoutes } from './routes/health/health-routes';
import { profileRoutes } from './routes/profile/profile-routes';
import { progressRoutes } from './routes/progress/progress-routes';
import { reportsRoutes } from './routes/reports/reports-routes';
import { speechRoutes } from './routes/speech/speech-routes';
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
  const auth = createAuth({
    env,
    db,
    secret: secrets.authSecret,
    mailer,
    captcha,
    signInLimits: createSignInLimits(db, env),
    resendLimits: createVerificationResendLimits(db),
    backgroundTasks,
    logger,
  });
  const challengeLimit = createDatabaseLimit(db, {
    name: 'captcha-challenge',
    points: env.CAPTCHA_CHALLENGES_PER_MINUTE,
    windowSeconds: 60,
  });
  const resolveChildCode = createChildCodeResolver(db, createChildLookupLimits(db, env));
  const speechLimits = createSpeechLimits(db, env);

  const app = new Hono<AppBindings>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('logger', logger);
    await next();
  });
  app.use(requestLogger());
  app.use(securityHeaders({ allowHcaptcha: captcha.config.provider === 'hcaptcha' }));
  app.use(compress());
  app.use(clientAddress({ trustProxy: env.TRUST_PROXY }));

  app.route('/api/health', healthRoutes(database));
  app.route('/api/auth', authRoutes(auth));
  app.use('/api/*', sameOriginWrites(trustedOriginsFor(env)));
  app.route('/api/captcha', captchaRoutes(captcha, challengeLimit));
  app.route('/api', profileRoutes(auth, db));
  app.route(
    '/api/account',
    accountRoutes({
      auth,
      db,
      mailer,
      backgroundTasks,
      passwordAttempts: createDatabaseLimit(db, {
        name: 'account-password',
        points: 5,
        windowSeconds: 15 * 60,
      }),
    }),
  );
  app.route('/api/children', childrenRoutes(auth, db));
  app.route('/api/children', reportsRoutes(auth, db));
  app.route('/api/child', progressRoutes({ auth, db, resolveCode: resolveChildCode }));
  app.route('/api/child', childPortalRoutes({ db, resolveCode: resolveChildCode }));
  app.route(
    '/api/speech',
    speechRoutes({
      auth,
      resolveCode: resolveChildCode,
      speech,
      limits: speechLimits,
      allowBrowserRecognition: env.BROWSER_SPEECH_RECOGNITION,
    }),
  );
  if (env.NODE_ENV !== 'production') {
    app.route('/api/dev/mailbox', devMailboxRoutes(db));
    app.route('/api/dev/plan', devPlanRoutes(auth, db));
  }
  app.all('/api/*', jsonNotFound);

  app.route('/', webAppRoutes(env.WEB_DIST_DIR));

  app.notFound(jsonNotFound);
  app.onError(jsonErrorHandler);
  return app;
}

export type App = ReturnType<typeof createApp>;
