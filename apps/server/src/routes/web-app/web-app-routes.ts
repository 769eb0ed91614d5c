import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppBindings } from '../../http/app-bindings';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
export const NOT_BUILT_MESSAGE = 'The web app has not been built yet: run npm run build';

/**
 * Serves the built single-page app. Hashed files under /assets are cached for a year; everything
 * else is revalidated so a new release shows at once. Paths that look like pages (no file extension)
 * fall back to index.html so the browser router can handle deep links.
 */
export function webAppRoutes(webDistDir: string) {
  const indexPath = join(webDistDir, 'index.html');
  // Built on first use: the web app may be built after the server starts.
  let staticFiles: MiddlewareHandler | undefined;

  const serveFile = async (c: Context, cacheControl: string) => {
    staticFiles ??= serveStatic({ root: webDistDir });
    const response = await staticFiles(c, async () => undefined);
    response?.headers.set('Cache-Control', cacheControl);
    return response;
  };

  return new Hono<AppBindings>().get('*', async (c) => {
    if (!existsSync(indexPath)) {
      return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-store' });
    }
    const path = c.req.path;
    if (path.startsWith('/assets/')) {
      return (await serveFile(c, IMMUTABLE)) ?? c.text('Not found', 404);
    }
    const file = await serveFile(c, REVALIDATE);
    if (file) return file;
    if (/\.[a-z0-9]+$/i.test(path)) return c.text('Not found', 404);
    return c.html(await readFile(indexPath, 'utf8'), 200, { 'Cache-Control': REVALIDATE });
  });
}
