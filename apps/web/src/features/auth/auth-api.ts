// The sign-in pages' calls (ADR 048): the parent-account calls, each answering with a plain success or a
// readable failure, and the writes the pages send through useWrite.
import { CAPTCHA_HEADER, PASSWORD_RESET_PATH, SIGN_UP_CALLBACK_PATH } from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { afterSignInPath } from '@/lib/pending-checkout';
import { authClient } from '@/lib/auth/auth-client';
import { useWrite, type WriteCallbacks } from '@/lib/use-write';
import { toast } from 'sonner';
import { toAuthFailure, UNREACHABLE_MESSAGE, type AuthFailure } from './auth-errors';

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

/** Sends a fresh confirmation link and says what happened. */
export async function resendVerificationWithToast(email: string): Promise<void> {
  const outcome = await resendVerificationEmail(email);
  if (outcome.ok) {
    toast.success('Verification e-mail sent', {
      description: `If ${email} still needs confirming, a new link is on its way. Please check your spam folder too.`,
    });
    return;
  }
  const { failure } = outcome;
  toast.error('Could not send the e-mail', {
    description:
      failure.status === 0 ? UNREACHABLE_MESSAGE : (failure.message ?? 'Please try again in a few minutes.'),
  });
}

/** A refusal of the auth server (wrong password, expired link …), as a write's error. */
export class AuthRefusal extends Error {
  readonly failure: AuthFailure;
  constructor(failure: AuthFailure) {
    super(failure.message ?? 'The request was refused.');
    this.name = 'AuthRefusal';
    this.failure = failure;
  }
}

async function orRefuse(outcome: Promise<AuthOutcome>): Promise<void> {
  const settled = await outcome;
  if (!settled.ok) throw new AuthRefusal(settled.failure);
}

/** Sets a new password with the link's token; a refusal is an AuthRefusal. */
export function useResetPassword(callbacks?: WriteCallbacks<void, { password: string; token: string }>) {
  return useWrite({ write: ({ password, token }) => orRefuse(resetPassword(password, token)), ...callbacks });
}

/** Sends a fresh confirmation link and says in a toast what happened; it never fails. */
export function useResendVerification() {
  return useWrite({ write: resendVerificationWithToast });
}

export type StaffCredentials = { email: string; password: string; captchaToken: string };

/**
 * Staff sign in with their e-mail and password; `twoFactorRedirect` when the second step follows.
 * A refusal of the credentials is an AuthRefusal; anything else (no answer) another error.
 */
export function useStaffSignIn(callbacks?: WriteCallbacks<{ twoFactorRedirect: boolean }, StaffCredentials>) {
  return useWrite({
    write: async ({ email, password, captchaToken }: StaffCredentials) => {
      const { data, error } = await authClient.signIn.email(
        { email, password },
        captchaHeaders(captchaToken),
      );
      if (error) throw new AuthRefusal(toAuthFailure(error));
      return {
        twoFactorRedirect: Boolean((data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect),
      };
    },
    ...callbacks,
  });
}

export type TwoFactorCode = { method: 'authenticator' | 'backup'; code: string };

/** The second step: an authenticator code or a backup code; a refusal is the API's ApiError. */
export function useVerifyTwoFactor(callbacks?: WriteCallbacks<unknown, TwoFactorCode>) {
  return useWrite({
    write: ({ method, code }: TwoFactorCode) =>
      apiRequest(
        `/api/auth/two-factor/${method === 'authenticator' ? 'verify-totp' : 'verify-backup-code'}`,
        {
          method: 'POST',
          body: { code },
        },
      ),
    ...callbacks,
  });
}
