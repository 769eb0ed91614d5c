// The one way a route checks what a request sends (ADR 047): a middleware built from the contract's
// schema for the body, a multipart or URL-encoded form, the query or the path parameters. A request
// that fails is refused with the failed rule's message (the contract's wording) before the handler
// runs; the handler reads the checked value with `c.req.valid(target)`.
import { INVALID_REQUEST_BODY_MESSAGE, type ApiErrorCode } from '@callready/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { Refusal } from '../refusal';

export type ValidationTarget = 'json' | 'form' | 'query' | 'param';

export interface ValidateOptions {
  /** The code to refuse with; INVALID_INPUT unless the error list has a closer one. */
  code?: 'INVALID_INPUT' | 'INVALID_COUNTRY';
  /** One message for every problem, instead of the failed rule's. */
  message?: string;
  /**
   * Refuse with this code instead, whatever rule failed, with its own message (or `message`): an id
   * that cannot exist is answered exactly like one that does not (USER_NOT_FOUND, CHECKOUT_EXPIRED …).
   */
  refuseAs?: ApiErrorCode;
  /**
   * For endpoints whose body may be left out: any JSON value goes to the schema, and a body that is
   * not JSON is checked as `value`. Without it the body must be a JSON object.
   */
  notJson?: { value: unknown };
}

/** The parsed body when it is a JSON object, else undefined. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

const NOT_JSON = Symbol('not JSON');

async function readTarget(c: Context, target: ValidationTarget, options: ValidateOptions) {
  if (target === 'query') return c.req.query();
  if (target === 'param') return c.req.param();
  // Hono's form reading: a multipart or URL-encoded body's fields and files (it keeps the parsed form
  // for the handler); any other body has no form fields. A form that cannot be read is left to the
  // handler, which answers it as it answers a missing one.
  if (target === 'form') return c.req.parseBody().catch(() => ({}));
  if (options.notJson) {
    const body: unknown = await c.req.json().catch(() => NOT_JSON);
    return body === NOT_JSON ? options.notJson.value : body;
  }
  return readJsonObject(c);
}

export function validate<Target extends ValidationTarget, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  options: ValidateOptions = {},
): MiddlewareHandler<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's bindings
  any,
  string,
  { in: { [K in Target]: z.input<Schema> }; out: { [K in Target]: z.output<Schema> } }
> {
  const code = options.code ?? 'INVALID_INPUT';
  return async (c, next) => {
    const value = await readTarget(c, target, options);
    if (value === undefined && target === 'json' && !options.notJson) {
      throw new Refusal(code, { message: options.message ?? INVALID_REQUEST_BODY_MESSAGE });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success && options.refuseAs) {
      throw new Refusal(options.refuseAs, options.message === undefined ? {} : { message: options.message });
    }
    if (!parsed.success) {
      const message = options.message ?? parsed.error.issues[0]?.message ?? INVALID_REQUEST_BODY_MESSAGE;
      throw new Refusal(code, { message });
    }
    c.req.addValidatedData(target, parsed.data as object);
    await next();
  };
}
