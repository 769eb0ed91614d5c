// Route weight against its floor: the gzip JavaScript each page loads for its first view (from the
// web build's manifest, as the budget check reads it) next to a one-route app of React 19, React DOM
// and React Router 7 built by the same Vite. Run after `npm run build`: node scripts/bench/route-weight.mjs
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { routeWeights } from '../route-weight.mjs';

const outDir = mkdtempSync(join(tmpdir(), 'callready-floor-'));
try {
  await build({
    root: fileURLToPath(new URL('./floor-app', import.meta.url)),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  const floorKb =
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0) / 1000;
  console.log(`floor: one-route React + React Router app: ${floorKb.toFixed(1)} KB gzip JS`);
  for (const { page, files, gzipKb, budgetKb } of routeWeights()) {
    console.log(
      `${page.padEnd(20)} ${gzipKb.toFixed(1).padStart(6)} KB gzip JS in ${files} files ` +
        `(floor ${floorKb.toFixed(1)} KB, ratio ${(gzipKb / floorKb).toFixed(2)}×, budget ${budgetKb} KB)`,
    );
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
