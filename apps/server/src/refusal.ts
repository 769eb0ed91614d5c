// The one way the server refuses a request (ADR 047): a module or a route throws a Refusal with a code
// from the contract's error list (packages/contract/src/api-errors.ts, which gives the status and the
// message), and the error handler (http/error-handler.ts) turns it into the `{ error, code }` reply.
// It lives below modules/ and http/ so that both may throw it.
import { API_ERRORS, type ApiErrorCode } from '@callready/contract';

export interface RefusalOptions {
  /** A more precise message than the list's: the failed rule, the provider's own words, the wait. */
  message?: string;
  /** Further body fields, such as why the portal was skipped before a failed cancellation. */
  fields?: Record<string, string>;
  /** How long to wait before trying again; sent in the body and as Retry-After. */
  retryAfterSeconds?: number;
  /** Further response headers, such as Cache-Control on child data or a bare Retry-After. */
  headers?: Record<string, string>;
}

export class Refusal extends Error {
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ApiErrorCode, options: RefusalOptions = {}) {
    super(options.message ?? API_ERRORS[code].message);
    this.name = 'Refusal';
    this.code = code;
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.headers = options.headers ?? {};
  }
}
