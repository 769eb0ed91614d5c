import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createTestContext, PRODUCTION_TEST_ENV, type TestContext } from '../../test/test-context';
import { FROM_THIS_MACHINE, fromPeer } from '../../test/this-machine';
import { NOT_BUILT_MESSAGE, SPA_SHELL } from './web-app-routes';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-Bx7f3a.js"></script></head><body><div id="root"></div></body></html>';
const APP_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('the built web app', () => {
  let context: TestContext;
  let workDir: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'callready-web-'));
    const webDistDir = join(workDir, 'dist');
    mkdirSync(join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(join(workDir, 'secret.txt'), 'not for the public');
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDistDir, 'assets', 'index-Bx7f3a.js'), APP_SCRIPT);
    writeFileSync(join(webDistDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    context = await createTestContext({ env: { WEB_DIST_DIR: webDistDir } });
  });
  afterAll(async () => {
    await context.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('serves index.html at the root, revalidated on every visit', async () => {
    const response = await context.app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it.each([
    '/parent-dashboard',
    '/child/ABCD2345',
    '/reports/0b7c6f0e-3c1e-4f3a-9d1e-2a6b1c9d8e7f',
    '/child/ABCD2345/scenario/999/house-fire/conversation',
  ])('answers the deep link %s with index.html so the browser router can take over', async (path) => {
    const response = await context.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await context.app.request('/assets/index-Bx7f3a.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(APP_SCRIPT);
  });

  it('compresses text assets for browsers that accept gzip', async () => {
    const response = await context.app.request('/assets/index-Bx7f3a.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const unzipped = await new Response(response.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(unzipped).toBe(APP_SCRIPT);
  });

  it('serves other top-level files with revalidation', async () => {
    const response = await context.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset instead of caching index.html as script', async () => {
    const response = await context.app.request('/assets/index-OLD123.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await response.text()).not.toContain('<html');
  });

  it('answers 404 for a missing file outside /assets', async () => {
    expect((await context.app.request('/favicon.ico')).status).toBe(404);
  });

  it.each([
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%5c..%5csecret.txt',
  ])('never serves files outside the build folder (%s)', async (path) => {
    const response = await context.app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('not for the public');
  });
});

describe('a build with prerendered pages and precompressed files', () => {
  let context: TestContext;
  let workDir: string;
  const HOME_HTML = '<!doctype html><html><body><div id="root"><h1>Home</h1></div></body></html>';
  const ABOUT_HTML = '<!doctype html><html><body><div id="root"><h1>About</h1></div></body></html>';
  const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
  const DASHBOARD_SHELL_HTML =
    '<!doctype html><html><body><div id="root"></div><div id="page-loading">…</div></body></html>';

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'callready-web-'));
    const dist = join(workDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, 'about'), { recursive: true });
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), HOME_HTML);
    writeFileSync(join(dist, 'about', 'index.html'), ABOUT_HTML);
    writeFileSync(join(dist, SPA_SHELL), SHELL_HTML);
    writeFileSync(join(dist, 'child-dashboard.html'), DASHBOARD_SHELL_HTML);
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    const script = join(dist, 'assets', 'index-Bx7f3a.js');
    writeFileSync(script, APP_SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(APP_SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(APP_SCRIPT));
    context = await createTestContext({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await context.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, marked so caches keep encodings apart', async () => {
    const response = await context.app.request('/assets/index-Bx7f3a.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(APP_SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await context.app.request('/assets/index-Bx7f3a.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await context.app.request('/assets/index-Bx7f3a.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(APP_SCRIPT);
  });

  it('serves a prerendered page as its own HTML, and other pages the app shell', async () => {
    expect(await (await context.app.request('/')).text()).toBe(HOME_HTML);
    expect(await (await context.app.request('/about')).text()).toBe(ABOUT_HTML);
    const deepLink = await context.app.request('/parent-dashboard');
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');
    expect(await deepLink.text()).toBe(SHELL_HTML);
  });

  it('serves the child dashboard its own shell, and the child’s other pages the app shell', async () => {
    for (const path of ['/child/ABCD2345', '/child/ABCD2345/']) {
      const dashboard = await context.app.request(path);
      expect(dashboard.headers.get('cache-control')).toBe('no-cache');
      expect(await dashboard.text()).toBe(DASHBOARD_SHELL_HTML);
    }
    for (const path of ['/child/ABCD2345/scenarios', '/child-login/extra', '/child']) {
      expect(await (await context.app.request(path)).text()).toBe(SHELL_HTML);
    }
  });

  it('answers a path the web app has no page for with its not-found page and HTTP 404', async () => {
    for (const path of ['/no-such-page', '/about/team', '/child-login/extra', '/reports']) {
      const response = await context.app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELL_HTML);
    }
    for (const path of ['/reports/0b7c2d44-0c1e-4b8a-9d0e-2f4b8c1d2e3f', '/eclipse', '/scenarios/999']) {
      expect((await context.app.request(path)).status).toBe(200);
    }
  });

  it('never serves build metadata or a compressed copy by name', async () => {
    expect((await context.app.request('/.vite/manifest.json')).status).toBe(404);
    expect((await context.app.request('/assets/index-Bx7f3a.js.br')).status).toBe(404);
  });
});

describe('before the web app is built', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: { WEB_DIST_DIR: join(tmpdir(), 'callready-web-dist-missing') },
    });
  });
  afterAll(() => context.close());

  it('explains how to build it instead of failing', async () => {
    const response = await context.app.request('/parent-dashboard');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(NOT_BUILT_MESSAGE);
  });

  it('still serves the API', async () => {
    expect((await context.app.request('/api/health')).status).toBe(200);
  });
});

describe('pages that exist only in some configurations', () => {
  const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
  let workDir: string;
  let webDistDir: string;
  const contexts: TestContext[] = [];
  const contextWith = async (env: Record<string, string>) => {
    const context = await createTestContext({ env: { WEB_DIST_DIR: webDistDir, ...env } });
    contexts.push(context);
    return context;
  };

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'callready-web-'));
    webDistDir = join(workDir, 'dist');
    mkdirSync(webDistDir, { recursive: true });
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDistDir, SPA_SHELL), SHELL_HTML);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    rmSync(workDir, { recursive: true, force: true });
  });

  const SANDBOX_PAGES = ['/billing/checkout/cs_sandbox_1', '/billing/portal/ps_sandbox_1'];
  const STRIPE_ENV = {
    STRIPE_SECRET_KEY: 'sk_test_callready',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_callready',
    STRIPE_PRICE_FAMILY: 'price_family',
    STRIPE_PRICE_LARGE_FAMILY: 'price_large_family',
    STRIPE_API_BASE_URL: 'http://127.0.0.1:9',
  };

  it("serves the sandbox's checkout and portal pages while the sandbox takes payments", async () => {
    const context = await contextWith({});
    for (const path of SANDBOX_PAGES) expect((await context.app.request(path)).status).toBe(200);
  });

  it.each([
    ['in production', PRODUCTION_TEST_ENV],
    ['with Stripe', STRIPE_ENV],
  ])("answers the sandbox's checkout and portal pages with 404 %s", async (_, env) => {
    const context = await contextWith(env);
    for (const path of SANDBOX_PAGES) {
      const response = await context.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(SHELL_HTML);
    }
    expect((await context.app.request('/billing')).status).toBe(200);
  });

  it('serves the outbox page only to a request made on this machine', async () => {
    const context = await contextWith({});
    const page = (init: RequestInit, peer?: ReturnType<typeof fromPeer>) =>
      context.app.request('/dev/mailbox', init, peer);
    expect((await page({ headers: { host: 'localhost:3000' } }, FROM_THIS_MACHINE)).status).toBe(200);
    expect((await page({ headers: { host: 'localhost:3000' } }, fromPeer('192.168.1.20'))).status).toBe(404);
    expect((await page({ headers: { host: 'attacker.example' } }, FROM_THIS_MACHINE)).status).toBe(404);
    expect((await page({})).status).toBe(404);
  });

  it('has no outbox page in production, even on this machine', async () => {
    const context = await contextWith(PRODUCTION_TEST_ENV);
    expect((await context.app.request('/dev/mailbox', {}, FROM_THIS_MACHINE)).status).toBe(404);
  });
});
