// Defences every API request passes through, whatever route serves it (Better Auth's included).
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@callready/contract';
import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from './app-bindings';
import { MAX_JSON_BODY_BYTES } from './body-limits';
import { replyError } from './reply-error';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
// Deeper than any request of ours: a body nested past it is refused rather than walked.
const MAX_DEPTH = 32;

/** True when a string anywhere in `value` (keys included) holds a control character other than tab or a line break. */
function holdsControlCharacters(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (typeof value === 'string') return hasControlCharacters(value, { allowLineBreaks: true });
  if (Array.isArray(value)) return value.some((item) => holdsControlCharacters(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, item]) =>
        hasControlCharacters(key, { allowLineBreaks: true }) || holdsControlCharacters(item, depth + 1),
    );
  }
  return false;
}

const refuse = (c: Parameters<MiddlewareHandler>[0]) =>
  replyError(c, 'INVALID_INPUT', { message: CONTROL_CHARACTERS_MESSAGE });

/**
 * NUL and other control characters in a JSON body or the query string are refused with 400
 * before any route (or the database, which cannot store NUL) sees them.
 */
export function refuseControlCharacters(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const query = c.req.queries();
    for (const [name, values] of Object.entries(query)) {
      if ([name, ...values].some((text) => hasControlCharacters(text, { allowLineBreaks: true }))) {
        return refuse(c);
      }
    }
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    if (!BODYLESS_METHODS.has(c.req.method) && type.includes('json')) {
      // The body was counted as it streamed in (limitRequestBodies), so reading it here costs at most
      // its route's limit. Read once into Hono's body cache, which the route's own reading reuses (see unreadRequest for
      // code that needs the raw request), rather than copying every body to read it twice.
      const text = await c.req.text().catch(() => '');
      if (text.length > MAX_JSON_BODY_BYTES) return replyError(c, 'BODY_TOO_LARGE');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON after all: the route answers that itself.
        return next();
      }
      if (holdsControlCharacters(body)) return refuse(c);
    }
    return next();
  };
}

/**
 * Answers from the API carry personal data (a parent's account, a child's progress), so browsers
 * and proxies must not keep them unless a route says otherwise (the operator's scripted lines do).
 */
export function noStoreByDefault(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('cache-control')) return;
    try {
      c.res.headers.set('Cache-Control', 'no-store');
    } catch {
      // A response with immutable headers is copied first.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}
