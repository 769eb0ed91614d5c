// Bundles the server into apps/server/dist/main.js, and the thread that runs the embedded database
// into dist/pglite-worker.js beside it (the server finds it there). Our own code and the @callready/* workspace
// packages (TypeScript sources, no build step) go into the bundle; every other package stays an
// ordinary import resolved from node_modules. The SQL migrations are copied next to the bundle.
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const outDir = join(serverDir, 'dist');

/** Marks every bare import except our workspace packages as external. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@callready/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

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
  plugins: [keepPackagesExternal],
});
await cp(join(serverDir, 'drizzle'), join(outDir, 'drizzle'), { recursive: true });
console.log(`Built ${join(outDir, 'main.js')}`);
