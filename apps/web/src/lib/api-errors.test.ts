import { API_ERRORS, PREVIEW_MODE_MESSAGE } from '@callready/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorMessage, errorCodeMessage, hasErrorCode } from './api-errors';

describe('the web side of the error list', () => {
  it('recognises a refusal by its code, and nothing else', () => {
    const refusal = new ApiError(403, PREVIEW_MODE_MESSAGE, 'PREVIEW_MODE');
    expect(hasErrorCode(refusal, 'PREVIEW_MODE')).toBe(true);
    expect(hasErrorCode(refusal, 'ACCESS_REQUIRED')).toBe(false);
    expect(hasErrorCode(new Error('PREVIEW_MODE'), 'PREVIEW_MODE')).toBe(false);
  });

  it('shows the server’s own words first, then the list’s message for the code', () => {
    const precise = new ApiError(400, 'x', 'INVALID_INPUT', { error: 'Age must be between 3 and 18' });
    expect(apiErrorMessage(precise)).toBe('Age must be between 3 and 18');
    const bare = new ApiError(404, 'x', 'INVALID_CODE', {});
    expect(apiErrorMessage(bare)).toBe('Invalid invite code');
    expect(apiErrorMessage(new ApiError(500, 'x', undefined, null))).toBeNull();
    expect(apiErrorMessage(new ApiError(500, 'x', 'SOMETHING_ELSE', null))).toBeNull();
  });

  it('keeps the product’s wording for the child portal and speech refusals', () => {
    expect(errorCodeMessage('ACCESS_REQUIRED')).toBe(
      'Ask your grown-up to turn on emergency practice for you.',
    );
    expect(errorCodeMessage('RATE_LIMITED')).toBe('Too many attempts — please wait');
    expect(errorCodeMessage('SPEECH_FAILED')).toBe('Failed to generate speech. Please try again.');
    expect(errorCodeMessage('BAD_AUDIO')).toBe("We couldn't process that, but you can still continue.");
    expect(API_ERRORS.SPEECH_BUSY.status).toBe(503);
  });
});
