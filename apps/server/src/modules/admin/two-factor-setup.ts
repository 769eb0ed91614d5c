// setup-2fa (docs/product.md §7) on Better Auth's two-factor plugin: generate a secret and backup
// codes, verify the first code (which turns two-factor on), disable with the password and a fresh
// code. The QR code is drawn here, so the secret never goes to an outside QR service.
import type { TwoFactorGenerateResponse } from '@callready/contract';
import { isAPIError } from 'better-auth/api';
import type { Auth } from '../auth/create-auth';

export type TwoFactorOutcome<T> =
  | { ok: true; value: T; headers: Headers }
  | { ok: false; code: 'PASSWORD_INVALID' | 'TWO_FACTOR_CODE_INVALID' | 'TWO_FACTOR_ALREADY_ON' | 'USED' }
  /** Too many wrong passwords or codes: the sign-in lock-out applies (modules/auth/secret-reentry.ts). */
  | { ok: false; code: 'TOO_MANY_ATTEMPTS'; message: string; retryAfterSeconds: number };

/** Better Auth's refusals, as the staff API words them. */
function refusal(error: unknown): TwoFactorOutcome<never> {
  if (!isAPIError(error)) throw error;
  const code = error.body?.code;
  if (code === 'TOO_MANY_ATTEMPTS') {
    const { message, retryAfterSeconds } = error.body as { message: string; retryAfterSeconds: number };
    return { ok: false, code, message, retryAfterSeconds };
  }
  if (code === 'INVALID_PASSWORD') return { ok: false, code: 'PASSWORD_INVALID' };
  if (code === 'TOTP_ALREADY_ENABLED') return { ok: false, code: 'TWO_FACTOR_ALREADY_ON' };
  if (code === 'TOTP_CODE_USED') return { ok: false, code: 'USED' };
  if (error.statusCode < 500) return { ok: false, code: 'TWO_FACTOR_CODE_INVALID' };
  throw error;
}

export async function generateTwoFactor(
  auth: Auth,
  headers: Headers,
  password: string,
): Promise<TwoFactorOutcome<TwoFactorGenerateResponse>> {
  try {
    const result = await auth.api.enableTwoFactor({
      headers,
      body: { password, method: 'totp' },
      returnHeaders: true,
    });
    const answer = result.response;
    if (answer.method !== 'totp') throw new Error('two-factor set-up gave no authenticator secret');
    const { totpURI, backupCodes } = answer;
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    // The QR library loads when a staff member sets up two-factor, not with every start.
    const { default: QRCode } = await import('qrcode');
    const qrCodeUrl = await QRCode.toDataURL(totpURI, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    return { ok: true, value: { secret, qrCodeUrl, backupCodes }, headers: result.headers };
  } catch (error) {
    return refusal(error);
  }
}

/** Checks a current code; the first good code after generating turns two-factor on. */
export async function verifyTwoFactorCode(
  auth: Auth,
  headers: Headers,
  code: string,
): Promise<TwoFactorOutcome<null>> {
  try {
    const result = await auth.api.verifyTOTP({ headers, body: { code }, returnHeaders: true });
    return { ok: true, value: null, headers: result.headers };
  } catch (error) {
    return refusal(error);
  }
}

export async function disableTwoFactor(
  auth: Auth,
  headers: Headers,
  { password, code }: { password: string; code: string },
): Promise<TwoFactorOutcome<null>> {
  const checked = await verifyTwoFactorCode(auth, headers, code);
  if (!checked.ok) return checked;
  try {
    const result = await auth.api.disableTwoFactor({ headers, body: { password }, returnHeaders: true });
    return { ok: true, value: null, headers: result.headers };
  } catch (error) {
    return refusal(error);
  }
}
