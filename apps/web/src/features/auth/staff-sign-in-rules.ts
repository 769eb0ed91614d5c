// The second step of a staff sign-in (docs/product.md §5, "Two-factor code at login").

/** Authenticator codes: digits only, at most 6. */
export const cleanAuthenticatorCode = (input: string) => input.replace(/\D/g, '').slice(0, 6);

/** Backup codes: upper-cased letters and digits, at most 8. */
export const cleanBackupCode = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);

/** An authenticator code under 6 digits is refused before it is sent. */
export const isCompleteAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

/** After the second step the session is read again at these moments (docs/product.md §4 Admin login). */
export const STATUS_REFRESH_DELAYS_MS = [500, 1000] as const;
