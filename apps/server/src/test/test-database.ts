// A fresh, migrated database per test file: in-memory PGlite by default, or a uniquely named
// database on the PostgreSQL server at TEST_DATABASE_URL, dropped again on close.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db';

export const testDatabaseKind: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createServerDatabase(serverUrl) : await openInMemory();
  await database.migrate();
  return database;
}

/** From the run's migrated dump (global-setup.ts) when there is one; migrating it again changes nothing. */
async function openInMemory(): Promise<DatabaseHandle> {
  const template = inject('testDatabaseTemplate');
  if (!template) return openDatabase({ inMemory: true });
  return openDatabase({ inMemory: true, startFrom: new Blob([await readFile(template)]) });
}

/** Creates an empty, uniquely named database on the server of `serverUrl`. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `callready_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** A scratch database opened through the server's own code path; closing the handle drops it. */
export async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

async function runAdminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
