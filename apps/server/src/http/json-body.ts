// Reading and checking JSON request bodies the same way on every route.
import { INVALID_REQUEST_BODY_MESSAGE } from '@callready/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { replyError } from './reply-error';

/** The parsed body when it is a JSON object, else undefined. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

/** Reads the body and checks it; on failure, the first problem's message (the contract's wording). */
export async function checkJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<Checked<z.output<Schema>>> {
  const body = await readJsonObject(c);
  if (body === undefined) return { ok: false, message: INVALID_REQUEST_BODY_MESSAGE };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? INVALID_REQUEST_BODY_MESSAGE };
}

export const invalidInput = (c: Context, message: string) => replyError(c, 'INVALID_INPUT', { message });

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
