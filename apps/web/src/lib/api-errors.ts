// The web's side of the contract's error list (docs/product.md §8): a refusal's code names its
// message, so screens branch on codes the contract knows rather than on loose strings.
import { API_ERRORS, isApiErrorCode, type ApiErrorCode } from '@callready/contract';
import type { ApiError } from './api-client';

export { hasErrorCode } from './api-client';

/** The contract's message for a code. */
export function errorCodeMessage(code: ApiErrorCode): string {
  return API_ERRORS[code].message;
}

/**
 * What to tell the user about a refusal: the server's own words when it sent them (they may be more
 * precise than the list, such as the failed rule or the wait), else the list's message for its code,
 * else null for an answer that carried neither.
 */
export function apiErrorMessage(error: ApiError): string | null {
  const body = error.body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = [record.error, record.message].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (message) return message;
  }
  return isApiErrorCode(error.code) ? errorCodeMessage(error.code) : null;
}
