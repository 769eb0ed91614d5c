// The one formatter of a refusal: `{ error, code }` with the status and message the contract's error list
// gives the code (docs/architecture.md §8), so that the web can map every code back. Routes and modules
// throw a Refusal (src/refusal.ts) and the error handler replies through this; only the guards that run
// before any route (body limits, same-origin writes, control characters) call it themselves.
import { API_ERRORS, type ApiErrorBody, type ApiErrorCode } from '@callready/contract';
import type { Context } from 'hono';

export interface ReplyErrorOptions {
  /** A more precise message than the list's: the failed rule, or the wait in words. */
  message?: string;
  /** How long to wait before trying again; also sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Further response headers, such as Cache-Control on child data. */
  headers?: Record<string, string>;
  /** Further body fields, such as why the portal was skipped before a failed cancellation. */
  fields?: Record<string, string>;
}

export function replyError(c: Context, code: ApiErrorCode, options: ReplyErrorOptions = {}) {
  const { status, message } = API_ERRORS[code];
  const body: ApiErrorBody = { ...options.fields, error: options.message ?? message, code };
  const headers = { ...options.headers };
  if (options.retryAfterSeconds !== undefined) {
    body.retryAfterSeconds = options.retryAfterSeconds;
    headers['Retry-After'] = String(options.retryAfterSeconds);
  }
  return c.json(body, status, headers);
}
