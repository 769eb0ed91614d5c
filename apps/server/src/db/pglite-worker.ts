// The thread that owns the file-backed embedded database, so PGlite's start and its queries run
// beside the HTTP thread instead of on it (docs/architecture.md §5). It runs on its own, bundled with
// what it imports as dist/pglite-worker.js, so it imports nothing beyond the database's settings.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-settings';
import type {
  SentError,
  WorkerOpen,
  WorkerQueryOptions,
  WorkerReply,
  WorkerRequest,
} from './pglite-worker-protocol';

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  settled: Promise<unknown>;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');
const { directory } = workerData as { directory: string | undefined };

// Requests that arrive while PGlite starts wait for it; a failed start fails each of them. A worker
// started early (the server's entry) is told its folder by the first message.
let openFolder!: (directory: string) => void;
const opening = new Promise<string>((resolve) => (openFolder = resolve)).then((folder) =>
  PGlite.create(folder, PGLITE_OPTIONS),
);
opening.catch(() => undefined);
if (directory !== undefined) openFolder(directory);
const transactions = new Map<number, OpenTransaction>();

port.on('message', (request: WorkerRequest | WorkerOpen) => {
  if (request.op === 'open') return openFolder(request.directory);
  void handle(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: toSentError(error) }),
  );
});

function reply(message: WorkerReply) {
  port!.postMessage(message);
}

async function handle(request: WorkerRequest): Promise<unknown> {
  const pg = await opening;
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pg : transaction(request.tx).tx;
      const results = await target.query(request.sql, request.params, toQueryOptions(request.options));
      return { ...results, rows: results.rows.map(ownBytes) };
    }
    case 'exec': {
      const target = request.tx === undefined ? pg : transaction(request.tx).tx;
      const results = await target.exec(request.sql);
      return results.map((result) => ({ ...result, rows: result.rows.map(ownBytes) }));
    }
    case 'begin':
      return begin(pg, request.id);
    case 'commit':
    case 'rollback': {
      const open = transaction(request.tx);
      transactions.delete(request.tx);
      open.finish(request.op === 'commit');
      await open.settled;
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

/**
 * Opens an interactive transaction: PGlite holds it (and makes every other statement wait) until
 * the HTTP thread sends commit or rollback. Resolves with the transaction's id once BEGIN ran.
 */
function begin(pg: PGlite, id: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((decide) => (finish = decide));
    let begun = false;
    const settled = pg.transaction(async (tx) => {
      begun = true;
      transactions.set(id, { tx, finish, settled });
      resolve(id);
      if (!(await decided)) await tx.rollback();
    });
    // Before BEGIN ran the failure is the begin request's; after, the commit or rollback reports it.
    settled.catch((error: unknown) => {
      if (!begun) reject(error as Error);
    });
  });
}

function transaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  return open;
}

function toQueryOptions(options: WorkerQueryOptions) {
  const keepText = (value: unknown) => value;
  return {
    rowMode: options.rowMode,
    parsers: Object.fromEntries((options.textTypes ?? []).map((type) => [type, keepText])),
  };
}

// A byte string that is a window on a larger buffer would copy the whole buffer across; send only its bytes.
function ownBytes(row: unknown): unknown {
  if (typeof row !== 'object' || row === null) return row;
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Uint8Array && value.byteLength !== value.buffer.byteLength) {
      (row as Record<string, unknown>)[key] = value.slice();
    }
  }
  return row;
}

/** PostgreSQL's fields (code, constraint, detail…) travel as data; an Error's own class does not. */
function toSentError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}
