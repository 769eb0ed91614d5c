// Why a practice call could not start, read from the server's refusal of POST /api/child/calls.
// The messages of its refusals come from the contract's error list.
import { ApiError } from '@/lib/api';
import { apiErrorMessage, errorCodeMessage } from '@/lib/api-errors';

export const CALL_UNAVAILABLE_MESSAGE = "We couldn't start the call just now. Please try again.";

export type CallStartProblem =
  /** 403: emergency practice needs a parent's upgrade. */
  | { kind: 'locked'; message: string }
  /** 404: the invite code no longer works. */
  | { kind: 'invalid-code'; message: string }
  /** 429: too many calls started in a short time. */
  | { kind: 'rate-limited'; message: string }
  /** Offline or a server fault: trying again may work. */
  | { kind: 'unavailable'; message: string };

export function callStartProblemFrom(error: unknown): CallStartProblem {
  if (!(error instanceof ApiError)) return { kind: 'unavailable', message: CALL_UNAVAILABLE_MESSAGE };
  const message = apiErrorMessage(error);
  switch (error.status) {
    case 403:
      return { kind: 'locked', message: message ?? errorCodeMessage('ACCESS_REQUIRED') };
    case 404:
      return { kind: 'invalid-code', message: message ?? errorCodeMessage('INVALID_CODE') };
    case 429:
      return { kind: 'rate-limited', message: message ?? errorCodeMessage('RATE_LIMITED') };
    default:
      return { kind: 'unavailable', message: CALL_UNAVAILABLE_MESSAGE };
  }
}
