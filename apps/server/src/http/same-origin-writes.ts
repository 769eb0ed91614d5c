import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from './app-bindings';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing API request that a browser sent from another site (its Origin header
 * names a site we do not trust). Backs up the SameSite=Lax session cookie; Better Auth's own
 * endpoints make the same check themselves.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): MiddlewareHandler<AppBindings> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (SAFE_METHODS.has(c.req.method) || origin === undefined || trusted.has(origin)) return next();
    return c.json({ error: 'Forbidden' }, 403);
  };
}
