import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../app';
import type { Database, DatabaseHandle } from '../db';
import { loadEnv, type Env, type EnvSource } from '../env';
import { createLogger } from '../logger';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  db: Database;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Variables on top of the test defaults (quiet logs, a web build folder that does not exist). */
  env?: EnvSource;
}

/** A migrated fresh database and the app built on it; call the API with `app.request(...)`. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: join(tmpdir(), 'callready-test-data'),
    WEB_DIST_DIR: join(tmpdir(), 'callready-test-no-web-build'),
    ...options.env,
  });
  const database = await openTestDatabase();
  const logger = createLogger({ level: env.LOG_LEVEL });
  const app = createApp({ env, database, logger });
  return { app, db: database.db, database, env, close: () => database.close() };
}
