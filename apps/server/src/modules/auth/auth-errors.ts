// Refusals with the stable `code`s of the contract (packages/contract/src/auth.ts), thrown from
// Better Auth hooks so that they reach the client as Better Auth's own errors do.
import { AUTH_ERROR_MESSAGES, tooManyAttemptsMessage } from '@callready/contract';
import { APIError } from 'better-auth/api';

export function authError(code: keyof typeof AUTH_ERROR_MESSAGES): APIError {
  return new APIError('BAD_REQUEST', { code, message: AUTH_ERROR_MESSAGES[code] });
}

/** Better Auth's own answer to an expired, used or unknown reset link. */
export function invalidTokenError(): APIError {
  return new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'Invalid token' });
}

export function tooManyAttemptsError(retryAfterSeconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
