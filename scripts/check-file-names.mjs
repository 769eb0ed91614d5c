// File and folder names are kebab-case (docs/architecture.md §3): lower-case words joined by hyphens, then
// any number of dot-separated suffixes (`x.test.ts`, `x.bench.ts`). Part of `npm run lint`.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/core/src',
  'packages/contract/src',
  'e2e',
  'scripts',
  'docs',
];
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
/** Names fixed by a convention outside our control. */
const CONVENTIONAL = new Set(['README.md']);
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const offenders = [];
function walk(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const relative = path.posix.join(folder, entry.name);
    if (!CONVENTIONAL.has(entry.name) && !KEBAB.test(entry.name)) offenders.push(relative);
    if (entry.isDirectory()) walk(relative);
  }
}
for (const root of ROOTS) walk(root);

if (offenders.length > 0) {
  console.error(`File names must be kebab-case:\n  ${offenders.join('\n  ')}`);
  process.exit(1);
}
console.log('File names are kebab-case.');
