import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { isAppRoute } from '@callready/core';
import type { AppBindings } from '../../http/app-bindings';
import { isFromThisMachine } from '../../http/this-machine-only';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
export const NOT_BUILT_MESSAGE = 'The web app has not been built yet: run npm run build';
/** The empty page shell for routes that are not prerendered (the browser router renders them). */
export const SPA_SHELL = 'spa.html';
/** The same shell naming one page's code too (scripts/prerender.mjs), by the paths of that page. */
const PAGE_SHELLS: readonly { path: RegExp; file: string }[] = [
  { path: /^\/child\/[^/]+\/?$/, file: 'child-dashboard.html' },
];
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Serves the built single-page app. Hashed files under /assets are cached for a year; everything
 * else is revalidated so a new release shows at once. The build writes brotli and gzip copies of
 * every text file, sent by the browser's Accept-Encoding. Public pages are prerendered at build
 * (`<page>/index.html`); other paths that look like pages (no file extension) get the app shell so
 * the browser router can handle deep links.
 */
export function webAppRoutes({
  webDistDir,
  developmentRoutes = false,
  sandboxPayments = false,
}: {
  webDistDir: string;
  /** The development pages (the mail outbox) exist, for requests made on this machine (ADR 050). */
  developmentRoutes?: boolean;
  /** The sandbox provider's checkout and portal pages exist: only while it takes the payments. */
  sandboxPayments?: boolean;
}) {
  const indexPath = join(webDistDir, 'index.html');
  // Built on first use: the web app may be built after the server starts.
  let staticFiles: MiddlewareHandler | undefined;

  const finish = (response: Response | undefined | void, cacheControl: string) => {
    if (!response) return undefined;
    response.headers.set('Cache-Control', cacheControl);
    // Caches must key on the encoding of every compressible answer, compressed or not.
    if (COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) {
      const vary = response.headers.get('Vary');
      if (!vary?.toLowerCase().includes('accept-encoding'))
        response.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return response;
  };
  const serveFile = async (c: Context, cacheControl: string) => {
    staticFiles ??= serveStatic({ root: webDistDir, precompressed: true });
    return finish(await staticFiles(c, async () => undefined), cacheControl);
  };
  const serveShell = async (c: Context) => {
    // A path the web app has no page for still gets the shell, which shows the not-found page, but
    // with HTTP 404 so that browsers, crawlers and monitors know it is not a page.
    const page = isAppRoute(c.req.path, {
      development: developmentRoutes && isFromThisMachine(c),
      sandboxPayments,
    });
    const status = page ? 200 : 404;
    const pageShell = PAGE_SHELLS.find((shell) => shell.path.test(c.req.path))?.file;
    // A build without the shell files (an older one) still serves its index.html.
    const path =
      [pageShell, SPA_SHELL].find((file) => file && existsSync(join(webDistDir, file))) ?? 'index.html';
    const shell = serveStatic({ root: webDistDir, path, precompressed: true });
    const response = finish(await shell(c, async () => undefined), REVALIDATE);
    return response && status !== response.status
      ? new Response(response.body, { status, headers: response.headers })
      : response;
  };

  return new Hono<AppBindings>().get('*', async (c) => {
    if (!existsSync(indexPath)) {
      return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-store' });
    }
    const path = c.req.path;
    // Build metadata (.vite/manifest.json) and the compressed copies are never asked for by name.
    if (/(^|\/)\./.test(path) || /\.(br|gz)$/.test(path)) return c.text('Not found', 404);
    if (path.startsWith('/assets/')) {
      return (await serveFile(c, IMMUTABLE)) ?? c.text('Not found', 404);
    }
    if (/\.[a-z0-9]+$/i.test(path)) return (await serveFile(c, REVALIDATE)) ?? c.text('Not found', 404);
    // A prerendered page (`/about` → about/index.html, `/` → index.html), else the shell.
    return (await serveFile(c, REVALIDATE)) ?? (await serveShell(c)) ?? c.text('Not found', 404);
  });
}
