import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from './app-bindings';
import { replyError } from './reply-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// What browsers say of a request the site itself made, or one the person started (typing a URL).
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses a state-changing API request that a browser sent from another site: its Origin header
 * names a site we do not trust, or (when a browser leaves Origin out) its Sec-Fetch-Site says it
 * came from elsewhere. Backs up the SameSite=Lax session cookie; Better Auth's own endpoints make
 * the Origin check themselves. Clients that send neither header (scripts, tests) are not browsers
 * acting for someone else, so they pass.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): MiddlewareHandler<AppBindings> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) return trusted.has(origin) ? next() : forbidden(c);
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    if (fetchSite === undefined || OWN_FETCH_SITES.has(fetchSite)) return next();
    return forbidden(c);
  };
}

const forbidden = (c: Parameters<MiddlewareHandler>[0]) => replyError(c, 'FORBIDDEN');
