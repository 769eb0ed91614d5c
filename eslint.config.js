// Lint rules, including the import boundaries of docs/architecture.md §3, so the layering cannot drift.
// Import cycles are checked by scripts/check-cycles.mjs (part of npm run lint).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesPlugin } from './scripts/eslint/import-boundaries.mjs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/** What neither shared package may import: the apps, Node, React, HTTP, the database, or tests. */
const NOT_IN_PACKAGES = [
  '@callready/server',
  '@callready/web',
  'node:*',
  'fs',
  'path',
  'react',
  'react-*',
  'hono',
  'hono/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  '**/*.test',
  '**/*.test.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data-*/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Boundaries judged on where an import resolves, so relative paths cannot climb around them.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { callready: boundariesPlugin },
    rules: { 'callready/import-boundaries': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: restrict(
      ['@callready/contract', ...NOT_IN_PACKAGES],
      'core is pure: it imports only core and zod (docs/architecture.md §3).',
    ),
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: restrict(NOT_IN_PACKAGES, 'contract imports only core and zod (docs/architecture.md §3).'),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.bench.ts', 'apps/server/src/test/**'],
    rules: restrict(
      ['@callready/web', '@callready/web/*', '**/apps/web/**', '**/*.test', '**/*.test.ts', '**/test/**'],
      'server never imports web or tests.',
    ),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.bench.ts',
      'apps/server/src/test/**',
    ],
    rules: restrict(
      [
        'pg',
        '@electric-sql/pglite',
        '@electric-sql/pglite/*',
        'drizzle-orm/pglite',
        'drizzle-orm/node-postgres',
        'drizzle-orm/*/migrator',
        '**/*.test',
        '**/*.test.ts',
        '**/test/**',
        '@callready/web',
      ],
      'only apps/server/src/db imports the database driver, and source never imports web or tests (docs/architecture.md §3).',
    ),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/providers/**',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.bench.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['stripe', 'nodemailer', 'openai', '@elevenlabs/*'],
              message: 'only apps/server/src/providers imports vendor SDKs (docs/architecture.md §3).',
            },
            {
              group: [
                'pg',
                '@electric-sql/pglite',
                '@electric-sql/pglite/*',
                'drizzle-orm/pglite',
                'drizzle-orm/node-postgres',
              ],
              message: 'only apps/server/src/db imports the database driver.',
            },
            {
              group: ['@callready/web', '**/apps/web/**', '**/*.test', '**/*.test.ts', '**/test/**'],
              message: 'server never imports web or tests.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        ['@callready/server', '**/apps/server/**', 'node:*', '**/*.test', '**/*.test.ts'],
        'web never imports server, Node APIs or tests.',
      ),
    },
  },
  // Features do not import each other (docs/architecture.md §3): one block per feature folder.
  ...webFeatures.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: restrict(
      [
        '@/features/*',
        `!@/features/${name}`,
        `!@/features/${name}/**`,
        '../../features/*',
        '@callready/server',
        'node:*',
        '**/*.test',
        '**/*.test.ts',
      ],
      'features do not import each other (docs/architecture.md §3); share through components/ or lib/. Web never imports server, Node APIs or tests.',
    ),
  })),
  {
    files: [
      'apps/server/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.{js,mjs}',
      '*.config.{js,ts}',
      '**/*.config.ts',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
);
