// Browser tests drive Debian's Chromium; test tools may not download their own browser here.
// Finds it (CHROMIUM_PATH or /usr/bin/chromium), installs it with apt-get when it can, or stops with one line.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(candidate)) process.exit(0);

const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
if (canInstall && !process.env.CHROMIUM_PATH) {
  console.log('Chromium not found: installing the Debian package "chromium"…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (install && install.status === 0 && existsSync(candidate)) process.exit(0);
}
console.error(
  `Chromium not found at ${candidate}: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
);
process.exit(1);
