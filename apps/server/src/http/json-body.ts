// Limits on request bodies, and the raw request for code that reads it itself. Bodies are checked by
// the validation middleware (validate.ts).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { replyError } from './reply-error';

/**
 * Refuses bodies over `maxBytes` with 413 before a route reads them. A JSON body the input guards
 * have already read (refuseControlCharacters) is measured as read.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) => replyError(c, 'BODY_TOO_LARGE');
  const limitStream = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (!c.req.raw.bodyUsed) return limitStream(c, next);
    const text = await c.req.text().catch(() => '');
    return Buffer.byteLength(text) > maxBytes ? tooLarge(c) : next();
  };
}

/**
 * The request as sent, with its body unread, for code that reads the raw request itself (Better
 * Auth): a JSON body already read into Hono's cache is put back.
 */
export async function unreadRequest(c: Context): Promise<Request> {
  const raw = c.req.raw;
  return raw.bodyUsed ? new Request(raw, { body: await c.req.text() }) : raw;
}
