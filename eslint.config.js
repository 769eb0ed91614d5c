// Lint rules, including the import boundaries of DESIGN.md §3, so the layering cannot drift.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/.data-*/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: restrict(
      ['@callready/contract', '@callready/server', '@callready/web', 'node:*', 'fs', 'path', 'react', 'react-*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', '**/*.test', '**/*.test.ts'],
      'core is pure: it imports only core and zod (DESIGN.md §3).',
    ),
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: restrict(
      ['@callready/server', '@callready/web', 'node:*', 'fs', 'path', 'react', 'react-*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', '**/*.test', '**/*.test.ts'],
      'contract imports only core and zod (DESIGN.md §3).',
    ),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: restrict(['@callready/web', '@callready/web/*', '**/apps/web/**', '**/*.test', '**/*.test.ts', '**/test/**'], 'server never imports web or tests.'),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: restrict(
      ['pg', '@electric-sql/pglite', '@electric-sql/pglite/*', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres', 'drizzle-orm/*/migrator', '**/*.test', '**/*.test.ts', '@callready/web'],
      'only apps/server/src/db imports the database driver (DESIGN.md §3).',
    ),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/providers/**', 'apps/server/src/db/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['stripe', 'nodemailer', 'openai', '@elevenlabs/*'], message: 'only apps/server/src/providers imports vendor SDKs (DESIGN.md §3).' },
            { group: ['pg', '@electric-sql/pglite', '@electric-sql/pglite/*', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres'], message: 'only apps/server/src/db imports the database driver.' },
            { group: ['@callready/web', '**/apps/web/**', '**/*.test', '**/*.test.ts'], message: 'server never imports web or tests.' },
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
      ...restrict(['@callready/server', '**/apps/server/**', 'node:*', '**/*.test', '**/*.test.ts'], 'web never imports server, Node APIs or tests.'),
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['admin', 'auth', 'billing', 'children', 'child-portal', 'conversation', 'country', 'marketing', 'reports', 'speech', 'voice-practice', 'scenarios', 'results'].map((name) => ({
            target: `./apps/web/src/features/${name}`,
            from: './apps/web/src/features',
            except: [`./${name}`],
            message: 'features do not import each other (DESIGN.md §3); share through components/ or lib/.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs}', '*.config.{js,ts}', '**/*.config.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
);
