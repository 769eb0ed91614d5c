import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database every module uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, safe to print: a PGlite path or a PostgreSQL host/database without credentials. */
  location: string;
  /** Applies pending SQL migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** An in-memory embedded database only: its whole data folder, to start another from (tests). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}
