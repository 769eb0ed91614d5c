import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../logger';
import type { DatabaseHandle } from './database';
import { describePostgresUrl } from './describe-database';
import { findMigrationsFolder } from './migrations-folder';
import { startPgliteWorker } from './pglite-worker-client';
import { PGLITE_OPTIONS } from './pglite-settings';
import * as schema from './schema';

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, the server's database is used. */
  databaseUrl?: string;
  /** The application's data folder; the embedded database lives in its `db` subfolder. */
  dataDir?: string;
  /** An embedded database that lives only in memory (tests). */
  inMemory?: boolean;
  /** For `inMemory`: a dump of another in-memory database (`dump()`) to start from instead of an empty one. */
  startFrom?: Blob;
  logger?: Logger;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite. Migrations are not run here: call `migrate()`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  if (options.inMemory) return openPgliteInMemory(options.startFrom);
  if (options.dataDir) return openPgliteInWorker(join(options.dataDir, 'db'));
  throw new Error('openDatabase needs a databaseUrl, a dataDir or inMemory');
}

/** Applies pending migrations to an open database. */
export function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  return handle.migrate();
}

// Tests' databases stay on the calling thread: nothing there competes with requests for it. Making
// an empty database runs initdb, seconds of work, so the test run makes one, migrates it and starts
// every test file's database from its dump.
async function openPgliteInMemory(startFrom: Blob | undefined): Promise<DatabaseHandle> {
  // The server's own start never loads PGlite on this thread (nor the PostgreSQL driver when it
  // embeds): each driver loads only for the database it opens.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzlePglite, migratePglite } = await pgliteDrizzle();
  const client = await PGlite.create({ ...PGLITE_OPTIONS, ...(startFrom ? { loadDataDir: startFrom } : {}) });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    location: 'memory',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    dump: () => client.dumpDataDir('none'),
    close: once(() => client.close()),
  };
}

// The data folder's database runs on its own thread (ADR 028), so its start overlaps the rest of
// the server's and its queries leave the HTTP thread free. Resolves at once: PGlite's start
// continues in the worker, and a failure to open comes back from the first statement (migrate).
async function openPgliteInWorker(directory: string): Promise<DatabaseHandle> {
  mkdirSync(directory, { recursive: true });
  const client = startPgliteWorker(directory);
  // Drizzle's PGlite driver loads PGlite's module on this thread too; it does so after the worker has
  // its folder, so the two overlap.
  const { drizzlePglite, migratePglite } = await pgliteDrizzle();
  // Drizzle calls only query, exec and transaction, which the worker's client provides.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    location: directory,
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    close: once(() => client.close()),
  };
}

// Any number key works as long as every copy of the server uses the same one.
const MIGRATION_LOCK_KEY = 7_316_402_019;

async function openPostgres(databaseUrl: string, logger: Logger | undefined): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePostgres }, { migrate: migrateNodePostgres }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL connection error'));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePostgres({ client: pool, schema });

  // Copies of the server starting together must not apply the same migration twice.
  const migrate = async () => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePostgres(db, { migrationsFolder: findMigrationsFolder() });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
  };

  return {
    db,
    kind: 'postgres',
    location: describePostgresUrl(databaseUrl),
    migrate,
    close: once(() => pool.end()),
  };
}

// Each driver's Drizzle adapter loads only for the database it opens (it imports the driver itself).
async function pgliteDrizzle() {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { drizzlePglite, migratePglite };
}

/** Closing twice (a signal during shutdown, a test's own cleanup) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
