// How long the sign-up captcha (ALTCHA proof of work, docs/architecture.md §2) takes to solve in Chromium,
// as a desktop and as a mid-range phone: Chrome's CPU throttling at 4×, the slowdown Lighthouse uses to
// stand for a mid-tier phone (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md),
// on a 390 × 844 touch screen. Each difficulty (ALTCHA_COST iterations per attempt, attempts up to
// ALTCHA_MAX_COUNTER) starts the built server; each run opens /auth, focuses the e-mail field (the check
// starts as the parent begins typing) and times until the widget says verified. What a bot pays is timed
// too: altcha-lib's own solver in this Node process, one core, on challenges of the same difficulty.
// Run after `npm run build`: node scripts/bench/captcha-solve.mjs
// BENCH_CAPTCHA="5000:2000,1000:2000" picks the difficulties (cost:maxCounter); BENCH_RUNS the runs each.
/* global document, window -- the page's functions run in the browser */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

const PORT = Number(process.env.BENCH_PORT ?? 3192);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SETTINGS = (process.env.BENCH_CAPTCHA ?? '5000:1000')
  .split(',')
  .map((pair) => pair.split(':').map(Number))
  .map(([cost, maxCounter]) => ({ cost, maxCounter }));
const PROFILES = [
  { name: 'desktop', throttle: 1, viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'mid-range phone (CPU 4×)', throttle: 4, viewport: { width: 390, height: 844 }, isMobile: true },
];

async function startServer(setting) {
  const dataDir = mkdtempSync(join(tmpdir(), 'callready-captcha-bench-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SPEECH_PRERENDER: 'false',
      ALTCHA_COST: String(setting.cost),
      ALTCHA_MAX_COUNTER: String(setting.maxCounter),
      CAPTCHA_CHALLENGES_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 120_000; waited += 100) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function solveOnce(browser, profile) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
    deviceScaleFactor: profile.isMobile ? 3 : 1,
  });
  // The first-visit country prompt would cover the form.
  await context.addInitScript(() => localStorage.setItem('callready.country', 'uk'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.throttle });
  await page.goto(`http://localhost:${PORT}/auth`);
  await page.waitForFunction(() => {
    const widget = document.querySelector('altcha-widget');
    return widget && typeof widget.getState === 'function';
  });
  await page.evaluate(() => {
    const widget = document.querySelector('altcha-widget');
    window.__verifiedAt = new Promise((resolve) =>
      widget.addEventListener('statechange', (event) => {
        if (event.detail.state === 'verified') resolve(performance.now());
      }),
    );
    window.__startedAt = performance.now();
  });
  await page.getByLabel('Email').focus();
  const ms = await page.evaluate(async () => (await window.__verifiedAt) - window.__startedAt);
  await context.close();
  return ms;
}

/** A bot's cost: altcha-lib's solver in Node (one core) on a challenge as the server makes them. */
async function botSolveOnce(setting) {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: setting.cost,
    counter: randomInt(setting.maxCounter, Math.ceil(setting.maxCounter / 4)),
    deriveKey,
    hmacSignatureSecret: 'bench',
    hmacKeySignatureSecret: 'bench-key',
  });
  const startedAt = performance.now();
  if (!(await solveChallenge({ challenge, deriveKey }))) throw new Error('not solved');
  return performance.now() - startedAt;
}

const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const setting of SETTINGS) {
    const server = await startServer(setting);
    try {
      const report = (name, times) => {
        const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
        console.log(
          `cost ${setting.cost}, attempts up to ${setting.maxCounter}, ${name}: median ${s(quantile(times, 0.5))}, slowest ${s(Math.max(...times))} (${RUNS} runs: ${times.map((t) => (t / 1000).toFixed(1)).join(' ')})`,
        );
      };
      for (const profile of PROFILES) {
        const times = [];
        for (let run = 0; run < RUNS; run += 1) times.push(await solveOnce(browser, profile));
        report(profile.name, times);
      }
      const bot = [];
      for (let run = 0; run < RUNS; run += 1) bot.push(await botSolveOnce(setting));
      report('a bot (altcha-lib in Node, one core)', bot);
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
