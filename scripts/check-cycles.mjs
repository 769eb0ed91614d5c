// Fails when a workspace has an import cycle (docs/architecture.md §3). Type-only imports count too:
// they vanish at run time, but two modules that need each other's names are one module in two files
// (ADR 047). Each workspace is read with its own tsconfig for its path aliases.
import { spawnSync } from 'node:child_process';

const workspaces = [
  { dir: 'packages/core', entry: 'src/**/*.ts' },
  { dir: 'packages/contract', entry: 'src/**/*.ts' },
  { dir: 'apps/server', entry: 'src/**/*.ts' },
  { dir: 'apps/web', entry: 'src/**/*.{ts,tsx}' },
];

let failed = false;
for (const { dir, entry } of workspaces) {
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/dpdm/lib/bin/dpdm.js',
      '--no-tree',
      '--no-warning',
      '--no-progress',
      '--exclude',
      'node_modules|\\.test\\.tsx?$',
      '--tsconfig',
      `${dir}/tsconfig.json`,
      '--exit-code',
      'circular:1',
      `${dir}/${entry}`,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    failed = true;
    console.error(`Import cycle in ${dir}:\n${result.stdout}${result.stderr}`);
  }
}
if (failed) process.exit(1);
console.log('No import cycles.');
