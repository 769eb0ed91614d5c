// setup-2fa (docs/product.md §7) on Better Auth's two-factor plugin: generate a secret and backup
// codes, verify the first code (which turns two-factor on), disable with the password and a fresh
// code. The QR code is drawn here, so the secret never goes to an outside QR service.
import type { TwoFactorGenerateResponse } from '@callready/contract';
import { isAPIError } from 'better-auth/api';
import { Refusal } from '../../refusal';
import type { Auth } from '../auth/create-auth';

/** What worked, with Better Auth's headers (a new session cookie after a two-factor change). */
export interface TwoFactorOutcome<T> {
  value: T;
  headers: Headers;
}

/** Better Auth's refusals, as the staff API words them, thrown as a Refusal. */
function refusal(error: unknown): never {
  if (!isAPIError(error)) throw error;
  const code = error.body?.code;
  if (code === 'TOO_MANY_ATTEMPTS') {
    // Too many wrong passwords or codes: the sign-in lock-out applies (modules/auth/secret-reentry.ts).
    const { message, retryAfterSeconds } = error.body as { message: string; retryAfterSeconds: number };
    throw new Refusal('TOO_MANY_ATTEMPTS', { message, retryAfterSeconds });
  }
  if (code === 'INVALID_PASSWORD') throw new Refusal('PASSWORD_INVALID');
  if (code === 'TOTP_ALREADY_ENABLED') throw new Refusal('TWO_FACTOR_ALREADY_ON');
  if (code === 'TOTP_CODE_USED') throw new Refusal('TOTP_CODE_USED');
  if (error.statusCode < 500) throw new Refusal('TWO_FACTOR_CODE_INVALID');
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
    return { value: { secret, qrCodeUrl, backupCodes }, headers: result.headers };
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
    return { value: null, headers: result.headers };
  } catch (error) {
    return refusal(error);
  }
}

export async function disableTwoFactor(
  auth: Auth,
  headers: Headers,
  { password, code }: { password: string; code: string },
): Promise<TwoFactorOutcome<null>> {
  await verifyTwoFactorCode(auth, headers, code);
  try {
    const result = await auth.api.disableTwoFactor({ headers, body: { password }, returnHeaders: true });
    return { value: null, headers: result.headers };
  } catch (error) {
    return refusal(error);
  }
}
