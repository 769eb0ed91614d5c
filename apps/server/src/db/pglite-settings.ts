// Settings of the embedded database. PGlite keeps PostgreSQL's default of 128 MB of shared buffers,
// which it touches as it starts: most of the server's memory, and a slower start. A family's data
// is small and the files behind the buffers stay in the operating system's cache, so 16 MB serves
// it (ADR 028; the cold-start benchmark prints the start time and memory).
import type { PGliteOptions } from '@electric-sql/pglite';

export const PGLITE_OPTIONS: PGliteOptions = {
  // PGlite writes these lines as postgresql.conf at every start.
  postgresqlconf: ['shared_buffers = 16MB'],
};
