import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// From source this file sits in src/db/ and the migrations in ../../drizzle; the bundled
// server (dist/main.js) carries a copy in dist/drizzle, so it can be deployed on its own.
const candidates = [new URL('./drizzle/', import.meta.url), new URL('../../drizzle/', import.meta.url)];

export function findMigrationsFolder(): string {
  for (const candidate of candidates) {
    const folder = fileURLToPath(candidate);
    if (existsSync(`${folder}meta/_journal.json`)) return folder;
  }
  throw new Error(
    `SQL migrations not found; looked in ${candidates.map((url) => fileURLToPath(url)).join(' and ')}`,
  );
}
