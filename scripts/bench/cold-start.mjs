// Cold start: how long the built server takes from spawn until /api/health answers, on an existing
// data folder (the second start; the first creates and migrates it), against the floor of a bare
// Node HTTP server. Loopback only, three runs each, median printed with its ratio to the floor.
// PGlite by default; set BENCH_DATABASE_URL to time a PostgreSQL server too.
// Run after `npm run build`: node scripts/bench/cold-start.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const TIMEOUT_MS = 180_000;

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function timeStart(args, env, healthPath) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}${healthPath}`);
        if (response.ok) return { ms: performance.now() - started, rss: rssMb(child.pid) };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the server did not answer in time');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, args, env, healthPath) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await timeStart(args, env, healthPath));
  return { label, ms: median(runs.map((run) => run.ms)), rss: median(runs.map((run) => run.rss)) };
}

const bare = ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT}, '127.0.0.1')`];
const floor = await measure('bare Node HTTP server', bare, {}, '/');
console.log(`floor: ${floor.label}: ${floor.ms.toFixed(0)} ms`);

const dataDir = mkdtempSync(join(tmpdir(), 'callready-cold-start-'));
const serverEnv = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
};
try {
  const targets = [['PGlite', {}]];
  if (process.env.BENCH_DATABASE_URL)
    targets.push(['PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
  for (const [name, env] of targets) {
    // The first start creates the data folder and applies migrations; it is not timed.
    await timeStart(['apps/server/dist/main.js'], { ...serverEnv, ...env }, '/api/health');
    const result = await measure(name, ['apps/server/dist/main.js'], { ...serverEnv, ...env }, '/api/health');
    console.log(
      `cold start, ${name}, existing data: ${result.ms.toFixed(0)} ms (floor ${floor.ms.toFixed(0)} ms, ` +
        `ratio ${(result.ms / floor.ms).toFixed(1)}×), RSS ${result.rss.toFixed(0)} MB (target ≤ 1,500 ms)`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
