// Messages between the HTTP thread and the thread that owns the embedded database
// (docs/architecture.md §5): a request names one operation and gets exactly one reply.

/** What a query may ask of PGlite across the thread boundary: functions cannot be sent. */
export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids whose values are handed back as PostgreSQL's text instead of being parsed. */
  textTypes?: number[];
}

/** To a worker started without a folder: the folder to open (sent once, before any request). */
export interface WorkerOpen {
  op: 'open';
  directory: string;
}

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; options: WorkerQueryOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** A database error as plain data: its message and PostgreSQL's fields (code, constraint, detail…). */
export interface SentError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

export type WorkerReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SentError };
