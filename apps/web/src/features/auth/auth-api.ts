// The sign-in pages' calls (ADR 048): the parent-account calls, each answering with a plain success or a
// readable failure; the writes the pages send through useWrite; and the one read, a shared answer.
import { CAPTCHA_HEADER, PASSWORD_RESET_PATH, SIGN_UP_CALLBACK_PATH } from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { isDevMailboxAvailable } from '@/lib/dev-mailbox-availability';
import { afterSignInPath } from '@/lib/pending-checkout';
import { authClient } from '@/lib/auth/auth-client';
import { createRemoteValue, useRemoteRead } from '@/lib/remote-value';
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

function signUpParent(details: SignUpDetails, captchaToken: string): Promise<AuthOutcome> {
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

function requestPasswordReset(email: string, captchaToken: string): Promise<AuthOutcome> {
  return settle(() =>
    authClient.requestPasswordReset({
      email,
      redirectTo: PASSWORD_RESET_PATH,
      fetchOptions: captchaHeaders(captchaToken),
    }),
  );
}

function resetPassword(newPassword: string, token: string): Promise<AuthOutcome> {
  return settle(() => authClient.resetPassword({ newPassword, token }));
}

function resendVerificationEmail(email: string): Promise<AuthOutcome> {
  return settle(() => authClient.sendVerificationEmail({ email, callbackURL: SIGN_UP_CALLBACK_PATH }));
}

/** Sends a fresh confirmation link and says what happened. */
async function resendVerificationWithToast(email: string): Promise<void> {
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

export type SignInCredentials = { email: string; password: string; captchaToken: string };

/** A parent signs in with their e-mail and password; a refusal (or no answer) is an AuthRefusal. */
export function useSignInParent(callbacks?: WriteCallbacks<void, SignInCredentials>) {
  return useWrite({
    write: ({ email, password, captchaToken }: SignInCredentials) =>
      orRefuse(settle(() => authClient.signIn.email({ email, password }, captchaHeaders(captchaToken)))),
    ...callbacks,
  });
}

export type SignUpRequest = { details: SignUpDetails; captchaToken: string };

/** Creates a parent account, whose address is then confirmed by e-mail; a refusal is an AuthRefusal. */
export function useSignUpParent(callbacks?: WriteCallbacks<void, SignUpRequest>) {
  return useWrite({
    write: ({ details, captchaToken }: SignUpRequest) => orRefuse(signUpParent(details, captchaToken)),
    ...callbacks,
  });
}

export type PasswordResetRequest = { email: string; captchaToken: string };

/** E-mails a link to choose a new password (if the account exists); a refusal is an AuthRefusal. */
export function useRequestPasswordReset(callbacks?: WriteCallbacks<void, PasswordResetRequest>) {
  return useWrite({
    write: ({ email, captchaToken }: PasswordResetRequest) =>
      orRefuse(requestPasswordReset(email, captchaToken)),
    ...callbacks,
  });
}

/** Sets a new password with the link's token; a refusal is an AuthRefusal. */
export function useResetPassword(callbacks?: WriteCallbacks<void, { password: string; token: string }>) {
  return useWrite({ write: ({ password, token }) => orRefuse(resetPassword(password, token)), ...callbacks });
}

/**
 * "Send the link again" on the sign-in screen: a new confirmation link, answered with the time it was
 * sent; a refusal (the server allows a few an hour per address) is an AuthRefusal that says how long to wait.
 */
export function useSendConfirmationAgain(callbacks?: WriteCallbacks<Date, string>) {
  return useWrite({
    write: async (email: string) => {
      await orRefuse(resendVerificationEmail(email));
      return new Date();
    },
    ...callbacks,
  });
}

/** Sends a fresh confirmation link and says in a toast what happened; it never fails. */
export function useResendVerification() {
  return useWrite({ write: resendVerificationWithToast });
}

/**
 * Staff sign in with their e-mail and password; `twoFactorRedirect` when the second step follows.
 * A refusal of the credentials is an AuthRefusal; anything else (no answer) another error.
 */
export function useStaffSignIn(
  callbacks?: WriteCallbacks<{ twoFactorRedirect: boolean }, SignInCredentials>,
) {
  return useWrite({
    write: async ({ email, password, captchaToken }: SignInCredentials) => {
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

// Asked once per page load, and only once a page shows it (lib/dev-mailbox-availability.ts).
const devMailboxAvailability = createRemoteValue(() => isDevMailboxAvailable());

/**
 * Whether the local development outbox exists (only where the server keeps e-mail instead of
 * sending it); asked only while `enabled`, until then nothing is known.
 */
export function useDevMailboxAvailable({ enabled = true }: { enabled?: boolean } = {}) {
  return useRemoteRead(enabled ? devMailboxAvailability : null);
}
