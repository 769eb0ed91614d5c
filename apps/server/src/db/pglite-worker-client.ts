// The HTTP thread's side of the embedded database thread (docs/architecture.md §5): a client with
// the part of PGlite's interface Drizzle uses (query, exec, transaction), each call a message to
// the worker that owns PGlite. Interactive transactions keep an id the worker holds them under.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type {
  SentError,
  WorkerOpen,
  WorkerQueryOptions,
  WorkerReply,
  WorkerRequest,
} from './pglite-worker-protocol';

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

interface Statements {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteWorkerClient extends Statements {
  transaction<T>(callback: (tx: Statements) => Promise<T>): Promise<T>;
  /** Closes PGlite in the worker and ends the thread. */
  close(): Promise<void>;
}

// The bundled server runs dist/pglite-worker.js beside dist/main.js; from source this file sits
// next to pglite-worker.ts.
const candidates = [
  new URL('./pglite-worker.js', import.meta.url),
  new URL('./pglite-worker.ts', import.meta.url),
];

function findWorkerFile(): URL {
  const found = candidates.find((candidate) => existsSync(fileURLToPath(candidate)));
  if (!found)
    throw new Error(
      `database worker not found; looked for ${candidates.map((url) => fileURLToPath(url)).join(' and ')}`,
    );
  return found;
}

/**
 * The built server's worker is JavaScript. From source (tests, `npm run dev`) Node 20 will not
 * start a worker on a .ts file even under tsx, so a one-line script registers tsx and imports it.
 * Without a directory the worker loads PGlite and waits to be told which folder to open.
 */
function spawnWorker(file: URL, directory: string | undefined): Worker {
  if (!file.pathname.endsWith('.ts')) return new Worker(file, { workerData: { directory } });
  const script = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(script, { eval: true, workerData: { directory } });
}

let prestarted: Worker | undefined;

/**
 * Starts the database thread before the data folder is known (the server's entry, before the rest
 * of the server loads), so PGlite loads meanwhile. The next startPgliteWorker takes it. Unused, it
 * does not keep the process alive.
 */
export function prestartPgliteWorker(): void {
  prestarted ??= spawnWorker(findWorkerFile(), undefined);
  prestarted.unref();
}

/** Starts the worker on a PGlite data folder; statements sent before PGlite is up wait for it. */
export function startPgliteWorker(directory: string): PgliteWorkerClient {
  let worker: Worker;
  if (prestarted) {
    worker = prestarted;
    prestarted = undefined;
    worker.postMessage({ op: 'open', directory } satisfies WorkerOpen);
  } else {
    worker = spawnWorker(findWorkerFile(), directory);
  }
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let ended: Error | undefined;

  // An idle worker must not keep the process alive (as PGlite on the main thread would not);
  // one with a request in flight must, or the process could exit before the answer.
  worker.unref();
  const settle = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };

  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    settle(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(toError(reply.error));
  });
  const fail = (error: Error) => {
    ended ??= error;
    for (const [id, waiting] of pending) {
      settle(id);
      waiting.reject(error);
    }
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database worker stopped (exit code ${code})`)));

  const send = (request: Request): Promise<unknown> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  };

  const statements = (tx: number | undefined): Statements => ({
    query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      send({ op: 'query', sql, params, options: toWorkerOptions(options), tx }) as Promise<Results<T>>,
    exec: (sql: string) => send({ op: 'exec', sql, tx }) as Promise<Results[]>,
  });

  let closing: Promise<void> | undefined;
  return {
    ...statements(undefined),
    async transaction(callback) {
      const tx = (await send({ op: 'begin' })) as number;
      let result;
      try {
        result = await callback(statements(tx));
      } catch (error) {
        // The statement's own error says more than a failed ROLLBACK after it.
        await send({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await send({ op: 'commit', tx });
      return result;
    },
    close: () =>
      (closing ??= (async () => {
        try {
          await send({ op: 'close' });
        } finally {
          await worker.terminate();
        }
      })()),
  };
}

/**
 * Drizzle's parsers for PGlite only keep dates, times and intervals as PostgreSQL's text; functions
 * cannot cross to the worker, so the worker is told which types to leave as text.
 */
function toWorkerOptions(options: QueryOptions | undefined): WorkerQueryOptions {
  return { rowMode: options?.rowMode, textTypes: Object.keys(options?.parsers ?? {}).map(Number) };
}

/** Rebuilds the worker's error with PostgreSQL's fields, where db/errors.ts reads them. */
function toError(sent: SentError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  return error;
}
