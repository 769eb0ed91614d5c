// `npm start`: builds on first run (one progress line, the build's output only on failure), then runs the
// bundled server, passing stop signals through.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runQuietly } from './quiet-run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = `${root}apps/server/dist/main.js`;
const webIndex = `${root}apps/web/dist/index.html`;

if (!existsSync(webIndex) || !existsSync(serverEntry)) {
  // One line while the first build runs (about a minute); its full output only if it fails.
  const build = await runQuietly({
    label: 'No build found: building CallReady (first start only)',
    command: 'npm',
    args: ['run', 'build'],
    cwd: root,
  });
  if (!build.ok) {
    console.error('The build failed (its output is above), so the server was not started.');
    process.exit(build.code || 1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], { stdio: 'inherit' });

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  // Stopped by a signal we passed on: that is a normal stop.
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
