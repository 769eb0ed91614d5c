import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// Unit tests (pure core, web helpers) and API tests (server on in-memory PGlite;
// the same suite runs against a PostgreSQL server when TEST_DATABASE_URL is set), and web component tests.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      // The repository's own scripts (the first start's build line).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Generous: API tests create databases, and a busy 2-core machine can take minutes for
          // what an idle one does in seconds. A timeout here means a hang, never a slow machine.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: !process.env.TEST_DATABASE_URL,
          // One migrated embedded database for the run, which each file's database starts from.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        resolve: { alias: { '@': webSource } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      // Component tests: Testing Library in a simulated DOM.
      {
        resolve: { alias: { '@': webSource } },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
        },
      },
    ],
    benchmark: { include: ['**/*.bench.ts'], exclude: ['**/node_modules/**'] },
  },
});
