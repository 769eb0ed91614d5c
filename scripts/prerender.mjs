// Prerenders the public pages of the web build (ADR 025): bundles apps/web/src/prerender-entry.tsx
// for Node, renders each page, and writes it into a copy of the built index.html (`/` → index.html,
// `/about` → about/index.html) with its title and a loader that asks for the entry and the page's
// own code once the page has painted. The empty shell is kept as spa.html for every other page, and
// as child-dashboard.html with that page's code named and its loading state shown. Run after `vite build`, before precompressing.
// Usage: node scripts/prerender.mjs <web app folder>
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadScriptsAfterFirstPaint, writeBrowserScript } from './page-loaders.mjs';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Moves the stylesheets ahead of the entry script and its preloads. The stylesheet holds back the
 * first paint, so the browser should ask for it first rather than behind a dozen scripts that
 * share the same few connections.
 */
function stylesheetsFirst(html) {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  const entry = html.indexOf('<script type="module"');
  if (stylesheets.length === 0 || entry === -1) return html;
  let rest = html;
  for (const link of stylesheets) rest = rest.replace(link, '');
  const at = rest.indexOf('<script type="module"');
  return `${rest.slice(0, at)}${stylesheets.map((link) => link.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
}

/**
 * A prerendered page paints from its HTML and stylesheet alone; its scripts only hydrate it. So
 * instead of the entry and its preloads (a dozen to forty files) sharing a slow connection with
 * the stylesheet before the first paint, a deferred loader asks for them once the page has painted
 * (ADR 025). A hidden tab paints when shown, which is when it needs its code.
 */
function scriptsAfterFirstPaint(html, loader, pagePreloads) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('The built index.html has no module entry script.');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let rest = html.replace(entry[0], '');
  for (const [link] of preloads) rest = rest.replace(link, '');
  const files = [...preloads.map(([, href]) => href), ...pagePreloads].join(' ');
  const tag = `<script defer src="${loader}" data-entry="${entry[1]}" data-preloads="${files}"></script>`;
  return rest.replace(/\s*<\/head>/, `\n    ${tag}\n  </head>`);
}

/**
 * Shells of pages that are not prerendered (they show one person's data) but are often opened
 * straight from a link or a bookmark: the child's dashboard. Each names its page's code as well as
 * the entry's, so the browser fetches both at once instead of finding the page's code only once the
 * entry has run. Each paints the page's loading state from its HTML, and, as a prerendered page
 * does, asks for its code once that has painted (ADR 025). The server sends each
 * for its paths (apps/server/src/routes/web-app/web-app-routes.ts).
 */
const PAGE_SHELLS = [
  {
    file: 'child-dashboard.html',
    // The page, and the schemas its first look-ups check answers with.
    modules: ['src/app/routes/child/child-dashboard.tsx', 'src/lib/child-portal/child-portal-schemas.ts'],
  },
];

/**
 * The shell with a loading indicator beside the empty #root, hidden by its own rule once the app has
 * rendered into #root. It stays outside #root, so the app renders the page as on any other shell
 * rather than taking it for a prerendered page to hydrate.
 */
function withLoadingIndicator(html, indicator) {
  const style = '<style>#root:not(:empty) + #page-loading { display: none; }</style>';
  return html
    .replace(/\s*<\/head>/, `\n    ${style}\n  </head>`)
    .replace(EMPTY_ROOT, () => `${EMPTY_ROOT}\n    <div id="page-loading">${indicator}</div>`);
}

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The JS files a route module loads statically that the entry does not already load. */
function pageChunks(manifest, module) {
  const closure = (key, seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shared = closure(entryKey);
  if (!manifest[module]) throw new Error(`The build manifest has no route module ${module}.`);
  return [...closure(module)].filter((file) => !shared.has(file) && file.endsWith('.js'));
}

export async function prerender(webDir) {
  const distDir = join(webDir, 'dist');
  const shell = stylesheetsFirst(readFileSync(join(distDir, 'index.html'), 'utf8'));
  if (!shell.includes(EMPTY_ROOT)) throw new Error('The built index.html has no empty #root to fill.');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  writeFileSync(join(distDir, 'spa.html'), shell);
  const loader = writeBrowserScript(distDir, 'after-first-paint', loadScriptsAfterFirstPaint);

  // Inside the app, so the bundle finds React and the other packages it leaves external.
  const outDir = join(webDir, 'node_modules/.cache/prerender');
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: 'src/prerender-entry.tsx',
        outDir,
        emptyOutDir: true,
        manifest: false,
        rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
      },
    });
    const { PRERENDERED_PAGES, renderPage, renderLoadingState } = await import(
      pathToFileURL(join(outDir, 'prerender-entry.mjs')).href
    );
    for (const { file, modules } of PAGE_SHELLS) {
      const files = new Set(modules.flatMap((module) => pageChunks(manifest, module)));
      const preloads = [...files].map((chunk) => `/${chunk}`);
      const indicator = renderLoadingState(file);
      const page = withLoadingIndicator(scriptsAfterFirstPaint(shell, loader, preloads), indicator);
      writeFileSync(join(distDir, file), page);
    }
    for (const { path, module } of PRERENDERED_PAGES) {
      const { html, title } = await renderPage(path);
      const preloads = pageChunks(manifest, module).map((file) => `/${file}`);
      const page = scriptsAfterFirstPaint(shell, loader, preloads)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`);
      const target = path === '/' ? distDir : join(distDir, path.slice(1));
      mkdirSync(target, { recursive: true });
      writeFileSync(join(target, 'index.html'), page);
    }
    return PRERENDERED_PAGES.length;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const webDir = process.argv[2];
if (!webDir) {
  console.error('Usage: node scripts/prerender.mjs <web app folder>');
  process.exit(2);
}
const count = await prerender(resolve(webDir));
console.log(`prerendered ${count} public pages`);
