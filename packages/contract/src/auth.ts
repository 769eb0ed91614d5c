// Parent accounts (Better Auth under /api/auth): the request shapes the web sends, the stable
// error codes the server answers with, and the paths e-mailed links lead back to.
import { MAX_RESET_PASSWORD_LENGTH } from '@callready/core';
import { z } from 'zod';

export { CAPTCHA_HEADER, PASSWORD_RESET_PATH, SIGN_UP_CALLBACK_PATH } from './account-values';

/** Longest password accepted anywhere (docs/product.md §5: reset at most 72 characters). */
export const MAX_PASSWORD_LENGTH = MAX_RESET_PASSWORD_LENGTH;

/**
 * `code` of an error body from /api/auth/*. The web maps these to the spec's wording; `message`
 * is a readable fallback. Better Auth's own codes include INVALID_EMAIL_OR_PASSWORD (401),
 * EMAIL_NOT_VERIFIED (403) and INVALID_TOKEN (400, an expired or used reset link).
 */
export const AUTH_ERROR_CODES = [
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'UNDERAGE',
  'INVALID_NAME',
  'WEAK_PASSWORD',
  'PASSWORD_TOO_LONG',
  'SAME_PASSWORD',
  'INVALID_TOKEN',
  'EMAIL_NOT_VERIFIED',
  'INVALID_EMAIL_OR_PASSWORD',
  'TOO_MANY_ATTEMPTS',
  'FIELD_NOT_EDITABLE',
  'TOTP_CODE_USED',
  'TRUST_DEVICE_NOT_OFFERED',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const authErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Present with TOO_MANY_ATTEMPTS: seconds until another try is accepted. */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type AuthErrorBody = z.infer<typeof authErrorBodySchema>;

export const AUTH_ERROR_MESSAGES = {
  CAPTCHA_REQUIRED: 'Please complete the security check.',
  CAPTCHA_INVALID: 'The security check has expired or failed. Please try it again.',
  UNDERAGE: 'Must be 18+ to create a parent account',
  INVALID_NAME: 'Please enter your full name.',
  WEAK_PASSWORD: 'Password does not meet security requirements.',
  PASSWORD_TOO_LONG: 'Password is too long. Please use a shorter password (maximum 72 characters).',
  SAME_PASSWORD: 'Your new password must be different from your current password. Please try again.',
  FIELD_NOT_EDITABLE: 'Only your name and birth year can be changed here.',
  TOTP_CODE_USED: 'That code has already been used. Wait for the next code in your authenticator app.',
  TRUST_DEVICE_NOT_OFFERED:
    'This device cannot be remembered: every sign-in asks for a code from your authenticator app.',
} as const satisfies Partial<Record<AuthErrorCode, string>>;

/** "15 minutes", "1 minute", "40 seconds": the wait, rounded up to what a person would say. */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`;
}

const email = z.email().max(254);

/** POST /api/auth/sign-up/email; `name` is the parent's full name. */
export const signUpRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  birthYear: z.number().int(),
  callbackURL: z.string().optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /api/auth/sign-in/email */
export const signInRequestSchema = z.object({
  email,
  password: z.string().min(1),
  callbackURL: z.string().optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/request-password-reset: always answered the same way, known address or not. */
export const passwordResetRequestSchema = z.object({
  email,
  redirectTo: z.string().optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/reset-password, with the token from the reset link (?token=… on /password-reset). */
export const resetPasswordRequestSchema = z.object({
  newPassword: z.string().min(1),
  token: z.string().min(1),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
