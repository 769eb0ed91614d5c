import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from './app-bindings';

// Probes from load balancers would drown everything else at info level.
const quietPaths = new Set(['/api/health']);

// Paths that carry a secret themselves: an e-mailed password-reset link, and a child's invite code
// (which works like the child's password) in the child API and in the web app's child pages.
const secretsInPaths: readonly [RegExp, string][] = [
  [/(\/api\/auth\/reset-password\/)[^/]+/, '$1[token]'],
  [/^(\/api\/child\/)(?!(?:calls|progress)$)[^/]+/, '$1[code]'],
  [/^(\/child\/)[^/]+/, '$1[code]'],
];

/** The path as logged: never a query string (which may carry codes), and no token or code inside the path. */
export function loggablePath(path: string): string {
  return secretsInPaths.reduce(
    (masked, [pattern, replacement]) => masked.replace(pattern, replacement),
    path,
  );
}

/** One log line per request: method, path (see loggablePath), status and duration. */
export function requestLogger(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    const status = c.res.status;
    const entry = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: loggablePath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    };
    const logger = c.get('logger');
    if (status >= 500) logger.warn(entry, 'request failed');
    else if (quietPaths.has(c.req.path)) logger.debug(entry, 'request');
    else logger.info(entry, 'request');
  };
}
