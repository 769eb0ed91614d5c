// `npm start`: builds on first run, then runs the bundled server, passing stop signals through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = `${root}apps/server/dist/main.js`;
const webIndex = `${root}apps/web/dist/index.html`;

if (!existsSync(webIndex) || !existsSync(serverEntry)) {
  console.log('No build found: running npm run build first.');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error('The build failed, so the server was not started.');
    process.exit(result.status ?? 1);
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
