import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  checkCodeBeforeLookup,
  codeInputValue,
  loginErrorMessage,
  needsSecurityCheck,
} from './child-login-rules';

describe('the invite-code box', () => {
  it('keeps letters and digits only, in upper case', () => {
    expect(codeInputValue('ab-c 12')).toBe('ABC12');
  });

  it('stops at 8 characters', () => {
    expect(codeInputValue('abcd2345xyz')).toBe('ABCD2345');
  });
});

describe('before the look-up', () => {
  it('asks for a code when nothing or only spaces were typed', () => {
    expect(checkCodeBeforeLookup('')).toEqual({ error: 'Please enter your invite code' });
    expect(checkCodeBeforeLookup('   ')).toEqual({ error: 'Please enter your invite code' });
  });

  it('looks up the trimmed, upper-cased code', () => {
    expect(checkCodeBeforeLookup(' abcd2345 ')).toEqual({ code: 'ABCD2345' });
  });
});

describe('a failed look-up', () => {
  it('explains an unknown code', () => {
    expect(loginErrorMessage(new ApiError(404, 'Invalid invite code', 'INVALID_CODE'))).toBe(
      'Invalid invite code. Please check your code and try again.',
    );
  });

  it('asks the child to wait after too many attempts', () => {
    expect(loginErrorMessage(new ApiError(429, 'Too many attempts — please wait', 'RATE_LIMITED'))).toBe(
      'Too many attempts — please wait',
    );
  });

  it('asks for the security check while codes are being guessed across the service', () => {
    const asked = new ApiError(429, 'Please complete the security check.', 'CAPTCHA_REQUIRED');
    expect(needsSecurityCheck(asked)).toBe(true);
    expect(loginErrorMessage(asked)).toBe('Please complete the security check.');
    expect(needsSecurityCheck(new ApiError(429, 'Too many attempts — please wait', 'RATE_LIMITED'))).toBe(
      false,
    );
  });

  it('says something went wrong for anything else', () => {
    expect(loginErrorMessage(new ApiError(500, 'Internal error'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(loginErrorMessage(new ApiError(0, 'offline'))).toBe('Something went wrong. Please try again.');
    expect(loginErrorMessage(new TypeError('bad answer'))).toBe('Something went wrong. Please try again.');
  });
});
