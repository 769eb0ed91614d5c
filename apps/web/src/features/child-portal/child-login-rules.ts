// docs/product.md §5 "Child login" and the messages of docs/product.md §8.
import { CHILD_CAPTCHA_REQUIRED_MESSAGE, CHILD_RATE_LIMITED_MESSAGE } from '@callready/contract';
import { normalizeInviteCode } from '@callready/core';
import { ApiError, hasErrorCode } from '@/lib/api-client';

export const EMPTY_CODE_MESSAGE = 'Please enter your invite code';
export const INVALID_CODE_MESSAGE = 'Invalid invite code. Please check your code and try again.';
export const LOGIN_FAILED_MESSAGE = 'Something went wrong. Please try again.';

/** What the code box shows for what was typed: letters and digits only, upper case, at most 8. */
export const codeInputValue = normalizeInviteCode;

/** The code to look up, or the message that stops the look-up. */
export function checkCodeBeforeLookup(typed: string): { code: string } | { error: string } {
  const code = normalizeInviteCode(typed.trim());
  return code === '' ? { error: EMPTY_CODE_MESSAGE } : { code };
}

/** The message for a failed look-up: unknown code, too many attempts, or anything else. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return INVALID_CODE_MESSAGE;
  if (needsSecurityCheck(error)) return CHILD_CAPTCHA_REQUIRED_MESSAGE;
  if (error instanceof ApiError && error.status === 429) return CHILD_RATE_LIMITED_MESSAGE;
  return LOGIN_FAILED_MESSAGE;
}

/** True when the server asks for the security check before it looks the code up. */
export function needsSecurityCheck(error: unknown): boolean {
  return hasErrorCode(error, 'CAPTCHA_REQUIRED');
}
