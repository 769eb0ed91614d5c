// Bundles the server into apps/server/dist/main.js, and the thread that runs the embedded database
// into dist/pglite-worker.js beside it (the server finds it there). Our own code, the @callready/*
// workspace packages and the packages every start needs go into the bundle: Node then reads a few
// large files instead of resolving and compiling about a thousand small modules, which was most of
// the start-up time (docs/decisions/031-bundled-server-start.md). The packages below stay ordinary
// imports resolved from node_modules. The SQL migrations are copied next to the bundle.
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const outDir = join(serverDir, 'dist');

const EXTERNAL_PACKAGES = [
  // Finds its WebAssembly and data files next to its own module.
  '@electric-sql/pglite',
  // Starts its log transports as worker threads from its own files.
  'pino',
  // The PostgreSQL driver, with its optional native binding: loaded as published, as in every test run.
  'pg',
  'pg-native',
  // Loaded on first use (a payment, an e-mail, a staff QR code) or once the server listens (the
  // recogniser's Opus decoder), never before a start is done.
  'stripe',
  'nodemailer',
  'qrcode',
  'opus-decoder',
  // Only for running the TypeScript sources in development.
  'tsx',
];

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(serverDir, 'src/main.ts'),
    'pglite-worker': join(serverDir, 'src/db/pglite-worker.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The routes are a separate chunk that main.js imports while the database opens.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  external: EXTERNAL_PACKAGES.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
});
await cp(join(serverDir, 'drizzle'), join(outDir, 'drizzle'), { recursive: true });
console.log(`Built ${join(outDir, 'main.js')}`);
