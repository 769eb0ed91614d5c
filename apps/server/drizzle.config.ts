// drizzle-kit settings: `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes
// SQL migrations for src/db/schema.ts into drizzle/, which the server applies at start.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

const packageDir = dirname(fileURLToPath(import.meta.url));
// drizzle-kit reads its snapshots from './' + out, so both paths must be relative to where it runs.
const fromHere = (path: string) => relative(process.cwd(), join(packageDir, path)) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: fromHere('src/db/schema.ts'),
  out: fromHere('drizzle'),
  strict: true,
  verbose: true,
});
