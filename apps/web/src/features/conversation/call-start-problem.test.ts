import {
  ACCESS_REQUIRED_MESSAGE,
  CHILD_RATE_LIMITED_MESSAGE as RATE_LIMITED_MESSAGE,
} from '@callready/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { CALL_UNAVAILABLE_MESSAGE, callStartProblemFrom } from './call-start-problem';

const refusal = (status: number, body: unknown) => new ApiError(status, 'ignored', undefined, body);

describe('callStartProblemFrom', () => {
  it('locks emergency practice without full access, with the server’s words', () => {
    expect(
      callStartProblemFrom(refusal(403, { error: ACCESS_REQUIRED_MESSAGE, code: 'ACCESS_REQUIRED' })),
    ).toEqual({ kind: 'locked', message: ACCESS_REQUIRED_MESSAGE });
    expect(callStartProblemFrom(refusal(403, null))).toEqual({
      kind: 'locked',
      message: ACCESS_REQUIRED_MESSAGE,
    });
  });

  it('recognises an invalid invite code and too many attempts', () => {
    expect(callStartProblemFrom(refusal(404, { error: 'Invalid invite code' }))).toEqual({
      kind: 'invalid-code',
      message: 'Invalid invite code',
    });
    expect(callStartProblemFrom(refusal(429, { error: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' }))).toEqual(
      { kind: 'rate-limited', message: RATE_LIMITED_MESSAGE },
    );
  });

  it('offers a retry for anything else, without showing technical details', () => {
    expect(callStartProblemFrom(refusal(500, { error: 'relation "calls" does not exist' }))).toEqual({
      kind: 'unavailable',
      message: CALL_UNAVAILABLE_MESSAGE,
    });
    expect(callStartProblemFrom(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toMatchObject({
      kind: 'unavailable',
    });
    expect(callStartProblemFrom(new TypeError('boom'))).toMatchObject({ kind: 'unavailable' });
  });
});
