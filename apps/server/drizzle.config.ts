// drizzle-kit settings: `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes
// SQL migrations for src/db/schema.ts into drizzle/, which the server applies at start.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

const packageDir = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  dialect: 'postgresql',
  schema: join(packageDir, 'src/db/schema.ts'),
  out: join(packageDir, 'drizzle'),
  strict: true,
  verbose: true,
});
