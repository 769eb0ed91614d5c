// Starts the built server for browser tests on a fresh data folder (embedded database, dev outbox, sandbox payments).
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  // The full pre-render of operator lines would take the test machine's cores for minutes; the
  // opening lines are still warmed.
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SPEECH_PRERENDER: process.env.SPEECH_PRERENDER ?? 'false',
    // Every browser test comes from one address, where each family has its own: the security check's
    // per-address limit (30 challenges a minute) is tested by the API suite, not tripped here.
    CAPTCHA_CHALLENGES_PER_MINUTE: process.env.CAPTCHA_CHALLENGES_PER_MINUTE ?? '600',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
