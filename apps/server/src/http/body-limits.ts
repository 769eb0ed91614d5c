// Every request body under /api is counted while it streams in, before any guard, parser or signature
// check reads it: a body over its route's limit is refused with 413 once the limit is passed, so a
// refused body costs the server at most that limit, however it is sent (a Content-Length that is too
// large is refused before anything is read; a chunked body is counted chunk by chunk).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replyError } from './reply-error';

export interface RouteBodyLimit {
  maxBytes: number;
  /** The route's own refusal (a recording that is too long says so); BODY_TOO_LARGE by default. */
  tooLarge?: (c: Context) => Response | Promise<Response>;
}

export interface BodyLimitTable {
  /** Any route not listed: the largest JSON request of ours, with room to spare. */
  fallback: RouteBodyLimit;
  /** Exact request paths with a limit of their own. */
  byPath: Record<string, RouteBodyLimit>;
}

/** Larger than any JSON request of ours (routes set their own, smaller limits after this one). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const bodyTooLarge = (c: Context) => replyError(c, 'BODY_TOO_LARGE');

function counting({ maxBytes, tooLarge = bodyTooLarge }: RouteBodyLimit): MiddlewareHandler {
  // Hono's limiter stops reading at the first chunk past the limit and keeps at most `maxBytes`;
  // the rest of the body is left to the HTTP server, which discards it and closes the connection.
  return bodyLimit({ maxSize: maxBytes, onError: tooLarge });
}

/** The limit each request's body is held to, by its path; mount before anything reads a body. */
export function limitRequestBodies(table: BodyLimitTable): MiddlewareHandler {
  const fallback = counting(table.fallback);
  const byPath = new Map(Object.entries(table.byPath).map(([path, limit]) => [path, counting(limit)]));
  return (c, next) => (byPath.get(c.req.path) ?? fallback)(c, next);
}
