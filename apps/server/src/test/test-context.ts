import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type App } from '../app';
import { createBackgroundTasks, type BackgroundTasks } from '../background-tasks';
import type { Database, DatabaseHandle } from '../db';
import { loadEnv, type Env, type EnvSource } from '../env';
import { createLogger } from '../logger';
import { createSpeechService, NO_SPEECH_ENGINES, type SpeechEngines } from '../modules/speech/speech-service';
import { createMailProvider } from '../providers/mail/create-mail-provider';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import { resolveSecrets } from '../secrets';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  db: Database;
  database: DatabaseHandle;
  env: Env;
  /** Waits for e-mail and other work still running after a response (call before reading mail). */
  settle(): Promise<void>;
  backgroundTasks: BackgroundTasks;
  /** Another copy of the server on the same database, as behind a load balancer. */
  createInstance(): App;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Variables on top of the test defaults (quiet logs, fixed secrets, a cheap captcha). */
  env?: EnvSource;
  /** The voice and transcription engines; none by default. */
  speech?: SpeechEngines;
  /** The payment provider; by default the one the settings choose (the sandbox in tests). */
  paymentProvider?: PaymentProvider;
}

/** Fixed secrets, so tests never write DATA_DIR/secrets.json. */
export const TEST_SECRETS = {
  AUTH_SECRET: 'test-auth-secret-that-is-long-enough-0123456789',
  ALTCHA_HMAC_KEY: 'test-altcha-hmac-key-that-is-long-enough-0123456789',
  ADDRESS_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
};

/** The settings production requires (mail and secrets), for tests of production-only behaviour. */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'CallReady <no-reply@callready.example>',
  ...TEST_SECRETS,
} as const;

/** A migrated fresh database and the app built on it; call the API with `app.request(...)`. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: join(tmpdir(), 'callready-test-data'),
    WEB_DIST_DIR: join(tmpdir(), 'callready-test-no-web-build'),
    ...TEST_SECRETS,
    // A proof of work that takes no time, so tests can solve challenges freely.
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '8',
    // Lets tests pose as different clients with X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...options.env,
  });
  const database = await openTestDatabase();
  const logger = createLogger({ level: env.LOG_LEVEL });
  const backgroundTasks = createBackgroundTasks(logger);
  const mailProvider = createMailProvider(env, database.db, logger);
  const createInstance = () =>
    createApp({
      env,
      database,
      logger,
      secrets: resolveSecrets(env),
      mailProvider,
      backgroundTasks,
      // Each copy of the server has its own speech service; only the database cache is shared.
      speech: createSpeechService(options.speech ?? NO_SPEECH_ENGINES, database.db),
      ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    });
  return {
    app: createInstance(),
    createInstance,
    db: database.db,
    database,
    env,
    backgroundTasks,
    settle: () => backgroundTasks.settled(),
    close: async () => {
      await backgroundTasks.settled();
      mailProvider.close();
      await database.close();
    },
  };
}

/**
 * One test context for the whole file: opened before its tests and closed after them. The object
 * is filled in when the file starts, so read it only inside hooks and tests.
 */
export function useTestContext(options: TestContextOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await createTestContext(options));
  });
  afterAll(() => context.close());
  return context;
}
