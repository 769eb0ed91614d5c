// Once per test run: a migrated embedded database, dumped to a file, that every API test file's
// database starts from (test-database.ts). Making an empty PGlite runs initdb, which takes seconds
// per file; loading the dump does not. Against a PostgreSQL server there is nothing to prepare.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's dump, or '' where each file makes its own. */
    testDatabaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('testDatabaseTemplate', '');
    return;
  }
  const template = await openDatabase({ inMemory: true });
  let dump: Blob;
  try {
    if (!template.dump) throw new Error('the in-memory database cannot be dumped');
    await template.migrate();
    dump = await template.dump();
  } finally {
    await template.close();
  }
  const file = join(tmpdir(), `callready-test-database-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseTemplate', file);
  return () => rmSync(file, { force: true });
}
