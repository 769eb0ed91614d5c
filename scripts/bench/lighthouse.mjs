// Lighthouse, mobile (its default phone, simulated slow 4G and CPU), on the home page, the child login
// and a signed-in child's dashboard of the built app, against the goals of ≥ 95 performance and
// 100 accessibility. Each page is audited three times, each time in a fresh Chromium profile, and
// the median of each figure is printed. Loopback only; Debian's Chromium (CHROMIUM_PATH overrides),
// never a downloaded browser. Exits non-zero only when the audits cannot run: scores are figures.
// Run after `npm run build`: node scripts/bench/lighthouse.mjs (BENCH_PORT, default 3192;
// LIGHTHOUSE_RUNS, default 3; LIGHTHOUSE_VERBOSE=1 lists what each page loses points on;
// LIGHTHOUSE_OUT=folder keeps every run's JSON report).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const PORT = Number(process.env.BENCH_PORT ?? 3192);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Everything, server start and all audits, must finish within this or the run fails.
const DEADLINE_MS = 20 * 60_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 95, accessibility: 100 };
// Headless and off the network: no sync, updates, QUIC or background requests.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PARENT_PASSWORD = 'Sunny!Meadow42';

const deadline = setTimeout(() => {
  console.error(`lighthouse bench: not finished within ${DEADLINE_MS / 60_000} minutes`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

function startServer(dataDir) {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    // NODE_ENV=test, like the browser tests: the dev outbox then holds the parent's verification
    // e-mail. The pages are the same production build either way.
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SPEECH_PRERENDER: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(server) {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer in time');
}

/** A cookie jar of one: enough for the parent's session. */
function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

async function solveCaptcha() {
  const challenge = await (await fetch(`${ORIGIN}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A verified, signed-in parent with one child, made through the API as the web app does; the invite code. */
async function createFamily() {
  const jar = cookieJar();
  async function send(path, body, { captcha = false, method = 'POST' } = {}) {
    const headers = { origin: ORIGIN, cookie: jar.header(), 'content-type': 'application/json' };
    if (captcha) headers['x-captcha-response'] = await solveCaptcha();
    const response = await fetch(`${ORIGIN}${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
      redirect: 'manual',
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    jar.take(response);
    return response.json();
  }
  const email = `lighthouse-${Date.now()}@example.com`;
  await send(
    '/api/auth/sign-up/email',
    {
      name: 'Alex Parent',
      email,
      password: PARENT_PASSWORD,
      birthYear: 1984,
      countryCode: 'uk',
      callbackURL: '/parent-dashboard',
    },
    { captcha: true },
  );
  let link;
  for (let attempt = 0; attempt < 50 && !link; attempt += 1) {
    const { messages } = await (await fetch(`${ORIGIN}/api/dev/mailbox`)).json();
    link = messages
      .find((message) => message.to.includes(email))
      ?.links.find((href) => href.includes('verify-email'));
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error('no verification e-mail for the parent');
  await fetch(new URL(link, ORIGIN), { redirect: 'manual' });
  await send('/api/auth/sign-in/email', { email, password: PARENT_PASSWORD }, { captcha: true });
  const { child } = await send('/api/children', {
    name: 'Mia',
    age: 9,
    relationship: 'mum',
    country_code: 'uk',
  });
  if (!child.invite_code) throw new Error('the new child has no invite code');
  return child.invite_code;
}

/** Signs the browser in as the child the way a child does: the code typed at /child-login. */
async function signInChild(port, inviteCode) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${ORIGIN}/child-login`, { waitUntil: 'networkidle0' });
    await page.type('input', inviteCode);
    await Promise.all([
      // The login stores the session and moves on to the child's dashboard.
      page.waitForFunction(`location.pathname === '/child/${inviteCode}'`, { timeout: 30_000 }),
      page.click('button[type="submit"]'),
    ]);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in a fresh profile; `prepare` gets the DevTools port before the audit. */
async function audit(url, prepare) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'callready-lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    if (prepare) await prepare(chrome.port);
    // The default storage reset clears caches and service workers but keeps cookies and
    // localStorage, so a child signed in just before is still signed in.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** A run that Lighthouse could not record (a busy machine can lose the trace) is tried once more. */
async function auditWithRetry(url, prepare) {
  try {
    return await audit(url, prepare);
  } catch (error) {
    console.warn(`retrying once: ${error.message}`);
    return audit(url, prepare);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarise(label, reports) {
  const score = (category) =>
    median(reports.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
  const metric = (id) => median(reports.map((lhr) => lhr.audits[id].numericValue));
  return {
    page: label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    FCP: `${(metric('first-contentful-paint') / 1000).toFixed(1)} s`,
    LCP: `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
    TBT: `${metric('total-blocking-time').toFixed(0)} ms`,
    CLS: metric('cumulative-layout-shift').toFixed(3),
    SI: `${(metric('speed-index') / 1000).toFixed(1)} s`,
  };
}

/** What the last run of a page loses points on: failing audits with a weight in its categories. */
function losses(lhr) {
  const lines = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result.score !== null && result.score < 1)
        lines.push(
          `  ${category.id}: ${ref.id} ${Math.round(result.score * 100)} ${result.displayValue ?? ''}`,
        );
    }
  }
  for (const id of ['render-blocking-resources', 'unused-javascript', 'largest-contentful-paint-element']) {
    const result = lhr.audits[id];
    if (result?.displayValue) lines.push(`  diagnostic: ${id} ${result.displayValue}`);
  }
  return lines;
}

function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padStart(widths[index])).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

const dataDir = mkdtempSync(join(tmpdir(), 'callready-lighthouse-'));
mkdirSync(dataDir, { recursive: true });
const server = startServer(dataDir);
let failed = false;
try {
  await waitForHealth(server);
  const inviteCode = await createFamily();
  const pages = [
    { label: '/', url: `${ORIGIN}/` },
    { label: '/child-login', url: `${ORIGIN}/child-login` },
    {
      label: 'child dashboard',
      url: `${ORIGIN}/child/${inviteCode}`,
      prepare: (port) => signInChild(port, inviteCode),
    },
  ];
  const rows = [];
  const loads = [];
  const cpuIndexes = [];
  for (const page of pages) {
    const reports = [];
    for (let run = 0; run < RUNS; run += 1) {
      loads.push(loadavg()[0]);
      const lhr = await auditWithRetry(page.url, page.prepare);
      reports.push(lhr);
      cpuIndexes.push(lhr.environment.benchmarkIndex);
      if (process.env.LIGHTHOUSE_OUT) {
        mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
        const name = `${page.label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_OUT, name), JSON.stringify(lhr));
      }
    }
    rows.push(summarise(page.label, reports));
    if (process.env.LIGHTHOUSE_VERBOSE) {
      console.log(`${page.label}:`);
      for (const line of losses(reports.at(-1))) console.log(line);
    }
  }
  console.log(
    `Lighthouse ${rows.length} pages × ${RUNS} runs, mobile, simulated throttling, median of each figure ` +
      `(goals: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility})`,
  );
  printTable(rows);
  console.log(
    `load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} ` +
      `on ${availableParallelism()} cores; Lighthouse's CPU benchmark index ${median(cpuIndexes).toFixed(0)} ` +
      `(median; the lower, the more a busy machine inflates blocking time)`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
clearTimeout(deadline);
