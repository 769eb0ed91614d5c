import { describe, expect, it } from 'vitest';
import {
  resetPasswordErrorMessage,
  resetRequestErrorMessage,
  signInErrorExplanation,
  signUpErrorMessage,
  toAuthFailure,
  type AuthFailure,
} from './auth-errors';

const failure = (overrides: Partial<AuthFailure>): AuthFailure => ({
  status: 400,
  code: null,
  message: null,
  retryAfterSeconds: null,
  ...overrides,
});

describe('toAuthFailure', () => {
  it('reads the status, code, message and wait from a Better Auth client error', () => {
    expect(
      toAuthFailure({
        status: 429,
        statusText: 'Too Many Requests',
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Wait',
        retryAfterSeconds: 90,
      }),
    ).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Wait', retryAfterSeconds: 90 });
  });

  it('treats a thrown network error as an unreachable server', () => {
    expect(toAuthFailure(new TypeError('Failed to fetch'))).toMatchObject({ status: 0, code: null });
  });
});

describe('sign-up errors (docs/product.md §8)', () => {
  it('says the information needs checking when the e-mail is already registered, without confirming it', () => {
    expect(
      signUpErrorMessage(
        failure({
          status: 422,
          code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
          message: 'User already exists. Use another email.',
        }),
      ),
    ).toBe('Unable to create account. Please verify your information and try again.');
  });

  it('explains password problems without echoing the server', () => {
    expect(signUpErrorMessage(failure({ code: 'WEAK_PASSWORD' }))).toBe(
      'Password does not meet security requirements.',
    );
    expect(signUpErrorMessage(failure({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }))).toBe(
      'Password does not meet security requirements.',
    );
  });

  it('asks to check the e-mail format when the address is refused', () => {
    expect(signUpErrorMessage(failure({ code: 'INVALID_EMAIL', message: 'Invalid email' }))).toBe(
      'Please check your email format and try again.',
    );
  });

  it('falls back to the general message', () => {
    expect(signUpErrorMessage(failure({ status: 500, message: 'Internal error' }))).toBe(
      'Unable to create account. Please try again or contact support.',
    );
  });

  it('repeats the age rule when the server refuses an under-18 parent', () => {
    expect(signUpErrorMessage(failure({ code: 'UNDERAGE' }))).toBe('Must be 18+ to create a parent account');
  });

  it("passes on the server's wait when there were too many attempts", () => {
    expect(
      signUpErrorMessage(
        failure({
          status: 429,
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many attempts. Please wait 15 minutes and try again.',
        }),
      ),
    ).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(
      signUpErrorMessage(failure({ status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 120 })),
    ).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });
});

describe('sign-in errors', () => {
  it('offers a new verification e-mail when the address is not confirmed yet', () => {
    const explanation = signInErrorExplanation(
      failure({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
    );
    expect(explanation.offerResendVerification).toBe(true);
    expect(explanation.description).toMatch(/confirm your e-mail address/);
  });

  it('gives a readable reason for wrong credentials', () => {
    expect(
      signInErrorExplanation(
        failure({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
      ),
    ).toEqual({
      description: 'Invalid email or password.',
      offerResendVerification: false,
    });
  });

  it('asks to redo the security check when the captcha was refused', () => {
    expect(signInErrorExplanation(failure({ code: 'CAPTCHA_INVALID' })).description).toBe(
      'The security check has expired or failed. Please try it again.',
    );
  });

  it("shows the server's message when sign-in is locked for a while", () => {
    expect(
      signInErrorExplanation(
        failure({
          status: 429,
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many attempts. Please wait 1 minute and try again.',
        }),
      ).description,
    ).toBe('Too many attempts. Please wait 1 minute and try again.');
  });

  it('says when the server cannot be reached', () => {
    expect(signInErrorExplanation(failure({ status: 0 })).description).toMatch(/could not be reached/);
  });
});

describe('password reset request errors', () => {
  it('uses the spec message for a real failure', () => {
    expect(resetRequestErrorMessage(failure({ status: 500 }))).toBe(
      'Unable to process password reset request. Please try again later.',
    );
    expect(resetRequestErrorMessage(failure({ status: 0 }))).toBe(
      'Unable to process password reset request. Please try again later.',
    );
  });

  it('explains a refused security check instead', () => {
    expect(resetRequestErrorMessage(failure({ code: 'CAPTCHA_REQUIRED' }))).toBe(
      'Please complete the security check.',
    );
  });
});

describe('password reset page errors (docs/product.md §8)', () => {
  it.each([
    ['SAME_PASSWORD', 'Your new password must be different from your current password. Please try again.'],
    [
      'INVALID_TOKEN',
      'This reset session has expired. Please open the password reset link from your email again.',
    ],
    ['PASSWORD_TOO_LONG', 'Password is too long. Please use a shorter password (maximum 72 characters).'],
    ['WEAK_PASSWORD', 'Password does not meet security requirements.'],
    ['SOMETHING_ELSE', 'Unable to update your password. Please try requesting a new reset link.'],
  ])('maps %s to its message', (code, message) => {
    expect(resetPasswordErrorMessage(failure({ code }))).toBe(message);
  });
});
