// The parent-account calls, each answering with a plain success or a readable failure.
import { CAPTCHA_HEADER, PASSWORD_RESET_PATH, SIGN_UP_CALLBACK_PATH } from '@callready/contract';
import { afterSignInPath } from '@/lib/pending-checkout';
import { authClient } from '@/lib/auth/auth-client';
import { toAuthFailure, type AuthFailure } from './auth-errors';

export type AuthOutcome = { ok: true } | { ok: false; failure: AuthFailure };

async function settle(request: () => Promise<{ error: unknown }>): Promise<AuthOutcome> {
  try {
    const { error } = await request();
    return error ? { ok: false, failure: toAuthFailure(error) } : { ok: true };
  } catch (error) {
    return { ok: false, failure: toAuthFailure(error) };
  }
}

const captchaHeaders = (captchaToken: string) => ({ headers: { [CAPTCHA_HEADER]: captchaToken } });

export type SignUpDetails = {
  fullName: string;
  email: string;
  birthYear: number;
  password: string;
  /** The country chosen before signing up, so the new profile starts with it. */
  countryCode?: string;
};

export function signUpParent(details: SignUpDetails, captchaToken: string): Promise<AuthOutcome> {
  return settle(() =>
    authClient.signUp.email(
      {
        name: details.fullName,
        email: details.email,
        password: details.password,
        birthYear: details.birthYear,
        ...(details.countryCode ? { countryCode: details.countryCode } : {}),
        callbackURL: afterSignInPath(SIGN_UP_CALLBACK_PATH),
      },
      captchaHeaders(captchaToken),
    ),
  );
}

export function signInParent(email: string, password: string, captchaToken: string): Promise<AuthOutcome> {
  return settle(() => authClient.signIn.email({ email, password }, captchaHeaders(captchaToken)));
}

export function requestPasswordReset(email: string, captchaToken: string): Promise<AuthOutcome> {
  return settle(() =>
    authClient.requestPasswordReset({
      email,
      redirectTo: PASSWORD_RESET_PATH,
      fetchOptions: captchaHeaders(captchaToken),
    }),
  );
}

export function resetPassword(newPassword: string, token: string): Promise<AuthOutcome> {
  return settle(() => authClient.resetPassword({ newPassword, token }));
}

export function resendVerificationEmail(email: string): Promise<AuthOutcome> {
  return settle(() => authClient.sendVerificationEmail({ email, callbackURL: SIGN_UP_CALLBACK_PATH }));
}
