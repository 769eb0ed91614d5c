import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests (pure core, web helpers) and API tests (server on in-memory PGlite;
// the same suite runs against a PostgreSQL server when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
    ],
    benchmark: { include: ['**/*.bench.ts'], exclude: ['**/node_modules/**'] },
  },
});
