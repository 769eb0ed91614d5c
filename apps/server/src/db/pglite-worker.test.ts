import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { isUniqueViolation } from './errors';
import { openDatabase } from './open-database';
import { prestartPgliteWorker } from './pglite-worker-client';
import { auditLog, speechCache, user } from './schema';

// The file-backed embedded database runs in a worker thread (ADR 028); these go through it. One
// data folder for the file (creating and migrating one takes seconds); ids keep the tests apart.
let root: string;
let dataDir: string;
let handle: DatabaseHandle;
const others: DatabaseHandle[] = [];

async function open(): Promise<DatabaseHandle> {
  const opened = await openDatabase({ dataDir });
  await opened.migrate();
  return opened;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'callready-worker-'));
  dataDir = join(root, 'data');
  handle = await open();
});
afterAll(async () => {
  for (const other of others) await other.close();
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

const person = (id: string) => ({ id, name: `Name ${id}`, email: `${id}@example.com` });

describe('embedded database on a data folder', () => {
  it('starts with the small shared buffers the embedded settings ask for', async () => {
    const result = await handle.db.execute(sql`select current_setting('shared_buffers') as buffers`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ buffers: '16MB' }]);
  });

  it('inserts, reads, updates and deletes through Drizzle after migrating', async () => {
    const { db } = handle;
    await db.insert(user).values(person('crud'));
    await db.update(user).set({ name: 'Renamed' }).where(eq(user.id, 'crud'));
    const [row] = await db.select().from(user).where(eq(user.id, 'crud'));
    expect(row).toMatchObject({
      id: 'crud',
      name: 'Renamed',
      email: 'crud@example.com',
      emailVerified: false,
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    await db.delete(user).where(eq(user.id, 'crud'));
    expect(await db.select().from(user).where(eq(user.id, 'crud'))).toEqual([]);
  });

  it('commits a transaction that completes and rolls back one that throws', async () => {
    const { db } = handle;
    await db.transaction(async (tx) => {
      await tx.insert(user).values(person('kept'));
      await tx.update(user).set({ name: 'Kept' }).where(eq(user.id, 'kept'));
    });
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(user).values(person('dropped'));
        expect(await tx.select({ id: user.id }).from(user).where(eq(user.id, 'dropped'))).toHaveLength(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(
      await db
        .select({ id: user.id, name: user.name })
        .from(user)
        .where(inArray(user.id, ['kept', 'dropped'])),
    ).toEqual([{ id: 'kept', name: 'Kept' }]);
  });

  it('answers 50 statements and transactions sent at once', async () => {
    const { db } = handle;
    const work = Array.from({ length: 50 }, (_, index) => {
      const id = `u${index}`;
      if (index % 3 === 0) return db.insert(user).values(person(id));
      if (index % 3 === 1)
        return db.transaction(async (tx) => {
          await tx.insert(user).values(person(id));
          await tx
            .update(user)
            .set({ name: `Updated ${id}` })
            .where(eq(user.id, id));
        });
      return db
        .transaction(async (tx) => {
          await tx.insert(user).values(person(id));
          throw new Error('rolled back');
        })
        .catch(() => db.select().from(user));
    });
    await Promise.all(work);
    const rows = await db.select({ id: user.id, name: user.name }).from(user).where(like(user.id, 'u%'));
    const expected = Array.from({ length: 50 }, (_, index) => index).filter((index) => index % 3 !== 2);
    expect(rows.map((row) => row.id).sort()).toEqual(expected.map((index) => `u${index}`).sort());
    expect(rows.find((row) => row.id === 'u1')?.name).toBe('Updated u1');
  });

  it('reports a unique violation with its constraint, inside a transaction too', async () => {
    const { db } = handle;
    await db.insert(user).values(person('first'));
    const duplicate = { ...person('second'), email: 'first@example.com' };
    const outside = await db
      .insert(user)
      .values(duplicate)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(outside, 'user_email_unique')).toBe(true);
    expect(isUniqueViolation(outside, 'another_constraint')).toBe(false);
    expect((outside as { cause: { detail?: string } }).cause.detail).toContain('first@example.com');

    const inside = await db
      .transaction((tx) => tx.insert(user).values(duplicate))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(inside, 'user_email_unique')).toBe(true);
    // The failed transaction is over: the next statement is not left waiting.
    expect(
      await db
        .select({ id: user.id })
        .from(user)
        .where(inArray(user.id, ['first', 'second'])),
    ).toEqual([{ id: 'first' }]);
  });

  it('returns bytes, JSON and times as they were stored', async () => {
    const { db } = handle;
    const audio = Buffer.from([0, 1, 2, 253, 254, 255]);
    await db
      .insert(speechCache)
      .values({ key: 'k', provider: 'p', voice: 'v', text: 't', contentType: 'audio/mpeg', audio });
    const [cached] = await db.select().from(speechCache);
    expect(cached!.audio).toBeInstanceOf(Uint8Array);
    expect([...cached!.audio]).toEqual([...audio]);

    const details = { nested: { list: [1, 'two', null, true] }, text: 'quote " and ünïcode' };
    const createdAt = new Date('2026-01-02T03:04:05.678Z');
    await db.insert(auditLog).values({ action: 'test', details, createdAt });
    const [entry] = await db.select().from(auditLog);
    expect(entry!.details).toEqual(details);
    expect(entry!.createdAt).toEqual(createdAt);

    // Whatever PGlite makes of a bigint, a numeric and a time, the worker hands back the same.
    const values = sql`select 9007199254740993::int8 as big, 12.345::numeric as exact, ${createdAt.toISOString()}::timestamptz as at`;
    const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
    const numbers = rowsOf(await db.execute(values));
    const inMemory = await openDatabase({ inMemory: true });
    others.push(inMemory);
    const expected = rowsOf(await inMemory.db.execute(values));
    expect(expected).toHaveLength(1);
    expect(numbers).toEqual(expected);
  });

  it('ends the worker on close and keeps the data for the next open', async () => {
    await handle.close();
    await expect(handle.db.select().from(user)).rejects.toThrow();

    handle = await open();
    expect(await handle.db.select({ id: user.id }).from(user).where(eq(user.id, 'kept'))).toEqual([
      { id: 'kept' },
    ]);
  });

  it('opens the folder it is given later when it was started before the folder was known', async () => {
    // As the server's entry does: the thread starts first, the folder follows once the settings are read.
    prestartPgliteWorker();
    const early = await openDatabase({ dataDir: join(root, 'early') });
    others.push(early);
    await early.migrate();
    await early.db.insert(user).values(person('early'));
    expect(await early.db.select({ id: user.id }).from(user)).toEqual([{ id: 'early' }]);

    // The early thread is taken once; the next folder gets a thread of its own.
    const next = await openDatabase({ dataDir: join(root, 'next') });
    others.push(next);
    await next.migrate();
    expect(await next.db.select({ id: user.id }).from(user)).toEqual([]);
  });
});
