import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/test-database';
import type { DatabaseHandle } from './database';
import { findMigrationsFolder } from './migrations-folder';
import { openDatabase } from './open-database';
import { user } from './schema';

// drizzle's own record of applied migrations.
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
});
const migrationCount = (
  JSON.parse(readFileSync(join(findMigrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('embedded database (PGlite)', () => {
  it('creates its data folder on first start, then keeps data and skips applied migrations on the next', async () => {
    const root = mkdtempSync(join(tmpdir(), 'callready-migrate-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const dataDir = join(root, 'fresh', 'data');

    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(first.location).toBe(join(dataDir, 'db'));
    await first.migrate();
    await first.db.insert(user).values({ id: 'kept-user', name: 'Kept', email: 'kept@example.com' });
    await first.close();

    const second = await openDatabase({ dataDir });
    cleanups.push(() => second.close());
    await second.migrate();
    await second.migrate();
    expect(await second.db.select({ email: user.email }).from(user).where(eq(user.id, 'kept-user'))).toEqual([
      { email: 'kept@example.com' },
    ]);
    expect(await second.db.select().from(appliedMigrations)).toHaveLength(migrationCount);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL server', () => {
  it('lets several copies of the server migrate the same database at once', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
    cleanups.push(() => scratch.drop());
    const copies: DatabaseHandle[] = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })),
    );
    cleanups.push(() => Promise.all(copies.map((copy) => copy.close())).then(() => undefined));

    await Promise.all(copies.map((copy) => copy.migrate()));
    const [first] = copies;
    if (!first) throw new Error('no database opened');
    expect(first.kind).toBe('postgres');
    expect(await first.db.select().from(appliedMigrations)).toHaveLength(migrationCount);

    await first.db.insert(user).values({ id: 'kept-user', name: 'Kept', email: 'kept@example.com' });
    await first.migrate();
    expect(await first.db.select({ id: user.id }).from(user)).toEqual([{ id: 'kept-user' }]);
  });

  it('describes the server without its password', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
    cleanups.push(() => scratch.drop());
    const url = new URL(scratch.url);
    const database = await openDatabase({ databaseUrl: scratch.url });
    cleanups.push(() => database.close());
    expect(database.location).toContain(`/${url.pathname.slice(1)}`);
    expect(database.location).toContain(url.hostname);
  });
});
