// JSON calls to our own /api, outside Better Auth. Errors become ApiError so screens can branch
// on the HTTP status and the stable `code` the server sends, and show its readable message.
import type { ZodType } from 'zod';
import type { ApiErrorCode } from '@callready/contract';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The parsed error body, for screens that need more than the message and code. */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/**
 * True when `error` is the API's refusal with this code. Here rather than beside the error list
 * (api-errors.ts), so a page that only checks a code does not load every message.
 */
export function hasErrorCode(error: unknown, code: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** Status used when the request never got an answer (offline, timed out, aborted). */
export const NO_RESPONSE_STATUS = 0;

type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the answer; without it the parsed JSON is returned as is. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** Give up after this many milliseconds. */
  timeoutMs?: number;
};

/** Reads `{ error }` or `{ message }` and `code` from an error body, whatever shape it has. */
export function errorFromBody(status: number, body: unknown, fallback: string): ApiError {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = [record.error, record.message].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    const code = typeof record.code === 'string' ? record.code : undefined;
    return new ApiError(status, message ?? fallback, code, body);
  }
  return new ApiError(status, fallback, undefined, body);
}

function combineSignals(
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): AbortSignal | undefined {
  const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter(
    (candidate): candidate is AbortSignal => candidate !== undefined,
  );
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, timeoutMs } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combineSignals(signal, timeoutMs),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(
      NO_RESPONSE_STATUS,
      'The server could not be reached. Please check your connection and try again.',
    );
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }

  if (!response.ok) throw errorFromBody(response.status, parsed, `The request failed (${response.status}).`);
  return schema ? schema.parse(parsed) : (parsed as T);
}
