// The server's entry. The embedded database's thread is started before anything else loads: PGlite's
// start is the longest part of the server's, and it can run while this thread loads and checks the
// rest (docs/decisions/031-bundled-server-start.md). The folder it opens is sent once the settings
// are read; with DATABASE_URL set there is no embedded database and no thread.
import { prestartPgliteWorker } from './db/pglite-worker-client';

if (!process.env.DATABASE_URL) prestartPgliteWorker();
await import('./start-server');
