// Turning refused auth requests into the wording of docs/product.md §8. The server answers with a stable
// `code` (ours or Better Auth's) and a readable `message`; screens show the spec's text where it
// has one and the server's explanation otherwise.
import { AUTH_ERROR_MESSAGES, tooManyAttemptsMessage } from '@callready/contract';

export type AuthFailure = {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: string | null;
  message: string | null;
  retryAfterSeconds: number | null;
};

export const UNREACHABLE_MESSAGE =
  'The server could not be reached. Please check your connection and try again.';

export const SIGN_UP_MESSAGES = {
  default: 'Unable to create account. Please try again or contact support.',
  alreadyRegistered: 'Unable to create account. Please verify your information and try again.',
  password: 'Password does not meet security requirements.',
  email: 'Please check your email format and try again.',
} as const;

export const SIGN_IN_MESSAGES = {
  emailNotVerified:
    'Please confirm your e-mail address before signing in. Open the link we sent you (check your spam folder too), or ask for a new one.',
  invalidCredentials: 'Invalid email or password.',
  fallback: 'Something went wrong while signing in. Please try again.',
} as const;

export const RESET_REQUEST_FAILED_MESSAGE =
  'Unable to process password reset request. Please try again later.';

export const RESET_PASSWORD_MESSAGES = {
  samePassword: AUTH_ERROR_MESSAGES.SAME_PASSWORD,
  expired: 'This reset session has expired. Please open the password reset link from your email again.',
  tooLong: AUTH_ERROR_MESSAGES.PASSWORD_TOO_LONG,
  weak: 'Password does not meet security requirements.',
  fallback: 'Unable to update your password. Please try requesting a new reset link.',
} as const;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Reads a Better Auth client error (`{ status, code, message, … }`) or a thrown network error. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const record = error as Record<string, unknown>;
    const retry = record.retryAfterSeconds;
    return {
      status: error.status,
      code: text(record.code),
      message: text(record.message),
      retryAfterSeconds: typeof retry === 'number' && Number.isFinite(retry) ? retry : null,
    };
  }
  return { status: 0, code: null, message: null, retryAfterSeconds: null };
}

function tooManyAttempts(failure: AuthFailure): string {
  return failure.message ?? tooManyAttemptsMessage(failure.retryAfterSeconds ?? 60);
}

/** Failures every captcha-protected form explains the same way; null when the failure is something else. */
function sharedExplanation(failure: AuthFailure): string | null {
  if (failure.status === 0) return UNREACHABLE_MESSAGE;
  if (failure.code === 'TOO_MANY_ATTEMPTS' || failure.status === 429) return tooManyAttempts(failure);
  if (failure.code === 'CAPTCHA_REQUIRED') return AUTH_ERROR_MESSAGES.CAPTCHA_REQUIRED;
  if (failure.code === 'CAPTCHA_INVALID') return AUTH_ERROR_MESSAGES.CAPTCHA_INVALID;
  return null;
}

/** Description for the 'Account Creation' toast. */
export function signUpErrorMessage(failure: AuthFailure): string {
  const shared = sharedExplanation(failure);
  if (shared) return shared;
  const code = failure.code ?? '';
  const message = failure.message ?? '';
  if (code === 'UNDERAGE') return AUTH_ERROR_MESSAGES.UNDERAGE;
  if (code === 'INVALID_NAME') return AUTH_ERROR_MESSAGES.INVALID_NAME;
  if (code.startsWith('USER_ALREADY_EXISTS') || /already (registered|exists)/i.test(message))
    return SIGN_UP_MESSAGES.alreadyRegistered;
  if (code.includes('PASSWORD') || /password/i.test(message)) return SIGN_UP_MESSAGES.password;
  if (code.includes('EMAIL') || /e-?mail/i.test(message)) return SIGN_UP_MESSAGES.email;
  return SIGN_UP_MESSAGES.default;
}

export type SignInExplanation = { description: string; offerResendVerification: boolean };

/** Description for the 'Sign in failed' toast, and whether to offer a new verification e-mail. */
export function signInErrorExplanation(failure: AuthFailure): SignInExplanation {
  if (failure.code === 'EMAIL_NOT_VERIFIED')
    return { description: SIGN_IN_MESSAGES.emailNotVerified, offerResendVerification: true };
  const shared = sharedExplanation(failure);
  if (shared) return { description: shared, offerResendVerification: false };
  if (failure.code === 'INVALID_EMAIL_OR_PASSWORD' || failure.status === 401) {
    return { description: SIGN_IN_MESSAGES.invalidCredentials, offerResendVerification: false };
  }
  return { description: failure.message ?? SIGN_IN_MESSAGES.fallback, offerResendVerification: false };
}

/** Description for the 'Request Failed' toast of the forgot-password dialog. */
export function resetRequestErrorMessage(failure: AuthFailure): string {
  if (failure.status === 0) return RESET_REQUEST_FAILED_MESSAGE;
  return sharedExplanation(failure) ?? RESET_REQUEST_FAILED_MESSAGE;
}

/** Description for the 'Reset Failed' toast of the password reset page. */
export function resetPasswordErrorMessage(failure: AuthFailure): string {
  const code = failure.code ?? '';
  if (code === 'SAME_PASSWORD') return RESET_PASSWORD_MESSAGES.samePassword;
  if (code === 'INVALID_TOKEN' || code === 'MISSING_TOKEN') return RESET_PASSWORD_MESSAGES.expired;
  if (code === 'PASSWORD_TOO_LONG') return RESET_PASSWORD_MESSAGES.tooLong;
  if (code === 'WEAK_PASSWORD' || code === 'PASSWORD_TOO_SHORT') return RESET_PASSWORD_MESSAGES.weak;
  if (code === 'TOO_MANY_ATTEMPTS' || failure.status === 429) return tooManyAttempts(failure);
  return RESET_PASSWORD_MESSAGES.fallback;
}
