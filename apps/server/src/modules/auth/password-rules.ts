// Password rules (docs/product.md §5) as the server enforces them; the browser's checks are only a preview.
import { MAX_PASSWORD_LENGTH } from '@callready/contract';
import { evaluatePassword, type PasswordReading } from '@callready/core';
import { authError } from './auth-errors';

/**
 * Sign-up uses the parent portal's reading (b); the reset page the standard reading (a).
 * Throws PASSWORD_TOO_LONG or WEAK_PASSWORD.
 */
export function assertAcceptablePassword(
  password: unknown,
  reading: PasswordReading,
): asserts password is string {
  if (typeof password !== 'string') throw authError('WEAK_PASSWORD');
  if (password.length > MAX_PASSWORD_LENGTH) throw authError('PASSWORD_TOO_LONG');
  if (!evaluatePassword(password, reading).valid) throw authError('WEAK_PASSWORD');
}
