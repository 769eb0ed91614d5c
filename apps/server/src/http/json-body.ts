// Reading and checking JSON request bodies the same way on every route.
import { INVALID_REQUEST_BODY_MESSAGE } from '@callready/contract';
import type { Context } from 'hono';
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

/** Refuses bodies over `maxBytes` with 413 before anything reads them. */
export const limitBody = (maxBytes: number) =>
  bodyLimit({ maxSize: maxBytes, onError: (c) => replyError(c, 'BODY_TOO_LARGE') });
