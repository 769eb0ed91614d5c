// The reset page's own checks before anything is sent (docs/product.md §5 reading (a), at most 72 characters).
import { MAX_RESET_PASSWORD_LENGTH, evaluatePassword } from '@callready/core';
import { RESET_PASSWORD_MESSAGES } from './auth-errors';

export type NewPasswordProblem = {
  title: 'Password Mismatch' | 'Password Requirements' | 'Reset Failed';
  description: string;
  /** The spec clears both fields after a 'Reset Failed'. */
  clearFields: boolean;
};

export const PASSWORD_MISMATCH_DESCRIPTION =
  'Passwords do not match. Please type the same new password in both fields.';
export const PASSWORD_REQUIREMENTS_DESCRIPTION =
  'Please choose a password with at least 8 characters, including an uppercase letter, a lowercase letter, a number and a special character.';

export function isPasswordTooLong(password: string): boolean {
  return Array.from(password).length > MAX_RESET_PASSWORD_LENGTH;
}

/** The first problem with the new password, or null when it may be sent. */
export function newPasswordProblem(password: string, confirmPassword: string): NewPasswordProblem | null {
  if (password !== confirmPassword) {
    return { title: 'Password Mismatch', description: PASSWORD_MISMATCH_DESCRIPTION, clearFields: false };
  }
  if (isPasswordTooLong(password)) {
    return { title: 'Reset Failed', description: RESET_PASSWORD_MESSAGES.tooLong, clearFields: true };
  }
  if (!evaluatePassword(password, 'standard').valid) {
    return {
      title: 'Password Requirements',
      description: PASSWORD_REQUIREMENTS_DESCRIPTION,
      clearFields: false,
    };
  }
  return null;
}
