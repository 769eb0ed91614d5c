// Why a practice call could not start, read from the server's refusal of POST /api/child/calls.
import { ApiError } from '@/lib/api';

export const ACCESS_REQUIRED_MESSAGE = 'Ask your parent to upgrade for access to emergency scenarios';
export const INVALID_CODE_MESSAGE = 'Invalid invite code';
export const RATE_LIMITED_MESSAGE = 'Too many attempts — please wait';
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

/** The server's own `error` or `message`, when its answer carried one. */
export function serverMessage(error: ApiError): string | null {
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const message = [record.error, record.message].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return message ?? null;
}

export function callStartProblemFrom(error: unknown): CallStartProblem {
  if (!(error instanceof ApiError)) return { kind: 'unavailable', message: CALL_UNAVAILABLE_MESSAGE };
  const message = serverMessage(error);
  switch (error.status) {
    case 403:
      return { kind: 'locked', message: message ?? ACCESS_REQUIRED_MESSAGE };
    case 404:
      return { kind: 'invalid-code', message: message ?? INVALID_CODE_MESSAGE };
    case 429:
      return { kind: 'rate-limited', message: message ?? RATE_LIMITED_MESSAGE };
    default:
      return { kind: 'unavailable', message: CALL_UNAVAILABLE_MESSAGE };
  }
}
