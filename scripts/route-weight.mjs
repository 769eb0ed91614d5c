// Route weight: the gzip size of the JavaScript each page needs for its first view, read from the
// web build's manifest (the entry with its static imports, plus the page's own route module with
// its static imports). Code a page loads later (on interaction, a dialog, the toaster) is not
// counted. `node scripts/route-weight.mjs` prints the figures and fails when a page passes its
// budget; `npm run test:e2e` runs it right after the build.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Gzip budgets in KB (1 KB = 1000 bytes, as Vite and browsers' dev tools print them): today's
 * weights with about 1 KB of headroom, so any growth is a decision. The goals are 110 KB on `/` and
 * `/child-login` and 130 KB on the child dashboard. React DOM and React Router alone take about
 * 96 KB; what is left above the goals is mostly the shell every page shares (header, footer, layout,
 * route table, country and account state), see ADR 029, ADR 032 and the README's benchmarks section.
 */
export const ROUTE_BUDGETS = [
  // 141: the home page says what the free plan includes beside its sign-up buttons (docs/product.md
  // §1.9) and names the voice's real accent in its demo (ADR 040), about 0.8 KB.
  // 142: the demo and the country prompt name the accent of the voice really heard, the device's own or
  // the server's (ADR 045, ADR 046): the accents table, 0.5 KB; the device-voice ranking stays lazy.
  // 143: the home page says which calls get which scores (ADR 057, the score figures' one sentence) and
  // one honest practice time (practice-time), about 1 KB with the shell's share.
  { page: '/', module: 'src/app/routes/marketing/home.tsx', budgetKb: 143 },
  // 130: child login sends its sign-in with useWrite, the one write hook of pages without the query
  // cache (ADR 048), about 0.5 KB.
  { page: '/child-login', module: 'src/app/routes/child/child-login.tsx', budgetKb: 130 },
  // 140: the child dashboard gained the Learn-my-address card (its schema loads with its look-up) and
  // the score figures' one name and scale (docs/product.md §9.15): about 1.3 KB.
  // It stays at 140 after ADR 048 and 049: reading old stored sessions and naming more shared files
  // cost 0.1 KB, and reading the home summary as one of the child's look-ups saved 0.4 KB.
  // 144: children of 5 to 8 can hear their home read aloud in the youngest band's words (ADR 058): the
  // button, its icons and the band's words, about 3.7 KB; the speaker itself loads on the first press.
  { page: '/child/:inviteCode', module: 'src/app/routes/child/child-dashboard.tsx', budgetKb: 144 },
];

function staticClosure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry) throw new Error(`The build manifest has no entry for ${key}: was the web app built?`);
  if (seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function routeWeights(distDir = join(root, 'apps/web/dist'), budgets = ROUTE_BUDGETS) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry.');
  const gzipBytes = new Map();
  const sizeOf = (file) => {
    if (!gzipBytes.has(file))
      gzipBytes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipBytes.get(file);
  };
  return budgets.map(({ page, module, budgetKb }) => {
    const files = [...staticClosure(manifest, module, staticClosure(manifest, entryKey))].filter((file) =>
      file.endsWith('.js'),
    );
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { page, files: files.length, gzipKb: bytes / 1000, budgetKb };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const weights = routeWeights(process.argv[2] ? resolve(process.argv[2]) : undefined);
  let over = 0;
  for (const { page, files, gzipKb, budgetKb } of weights) {
    const ok = gzipKb <= budgetKb;
    if (!ok) over += 1;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${page.padEnd(20)} ${gzipKb.toFixed(1).padStart(6)} KB gzip JS in ${files} files (budget ${budgetKb} KB)`,
    );
  }
  if (over > 0) {
    console.error(`${over} page(s) over their JavaScript budget.`);
    process.exit(1);
  }
}
