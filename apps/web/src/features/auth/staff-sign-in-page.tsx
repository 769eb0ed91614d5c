// /eclipse-login (docs/product.md §2 Admin screens, §4 Admin login, §5, §8): credentials, then the
// second step when two-factor is on; staff go to /eclipse, anyone else is signed out again.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { KeyRound, Loader2, LogIn, ShieldCheck } from 'lucide-react';
import { ADMIN_MESSAGES, type MeResponse } from '@callready/contract';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageContainer } from '@/components/ui/page-container';
import { ApiError } from '@/lib/api-client';
import { fetchMe } from '@/lib/auth/account-api';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';
import { AuthRefusal, useStaffSignIn, useVerifyTwoFactor } from './auth-api';
import { PasswordInput } from './password-input';
import { SecurityCheck, type CaptchaHandle } from '@/components/security-check/security-check';
import { isCompleteAuthenticatorCode, STATUS_REFRESH_DELAYS_MS } from './staff-sign-in-rules';
import { TwoFactorCodeField, type TwoFactorMethod } from './two-factor-code-field';

const ADMIN_HOME = '/eclipse';

/** 'Title - Description' messages of docs/product.md §8 as a toast's title and description. */
function showError(message: string, fallbackTitle = 'Error') {
  const [title, ...rest] = message.split(' - ');
  if (rest.length === 0) toast.error(fallbackTitle, { description: message });
  else toast.error(title ?? fallbackTitle, { description: rest.join(' - ') });
}

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export function StaffSignInPage() {
  usePageTitle('Admin Sign In');
  const navigate = useNavigate();
  const { refresh, signOut, user, loading, isAdmin, isSupport } = useAuth();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'credentials' | 'second-step'>('credentials');
  const [method, setMethod] = useState<TwoFactorMethod>('authenticator');
  const [code, setCode] = useState('');

  // Staff who are already signed in need not sign in again.
  useEffect(() => {
    if (!loading && user && (isAdmin || isSupport)) navigate(ADMIN_HOME, { replace: true });
  }, [loading, user, isAdmin, isSupport, navigate]);

  /**
   * Staff go on to the dashboard; anyone else is signed out and told why. The roles come from the
   * server (GET /api/me reads user_roles), never from anything the browser kept.
   */
  async function finishSignIn(): Promise<boolean> {
    let me: MeResponse;
    try {
      me = await fetchMe();
    } catch {
      return false;
    }
    if (me.roles.isAdmin || me.roles.isSupport) {
      navigate(ADMIN_HOME, { replace: true });
      return true;
    }
    await signOut().catch(() => undefined);
    showError(ADMIN_MESSAGES.accessDenied);
    resetToCredentials();
    return true;
  }

  function resetToCredentials() {
    setStep('credentials');
    setCode('');
    setPassword('');
    captcha.current?.reset();
  }

  const credentialsWrite = useStaffSignIn({
    onSuccess: async ({ twoFactorRedirect }) => {
      if (twoFactorRedirect) {
        setStep('second-step');
        return;
      }
      try {
        await refresh();
        if (!(await finishSignIn())) showError(ADMIN_MESSAGES.loginError);
      } catch {
        showError(ADMIN_MESSAGES.loginError);
      }
    },
    onError: (error) => {
      if (!(error instanceof AuthRefusal)) {
        showError(ADMIN_MESSAGES.loginError);
        return;
      }
      const { failure } = error;
      captcha.current?.reset();
      setPassword('');
      if (failure.code === 'INVALID_EMAIL_OR_PASSWORD' || failure.status === 401)
        showError(ADMIN_MESSAGES.loginFailed);
      else if (failure.status === 0 || failure.status >= 500 || !failure.message)
        showError(ADMIN_MESSAGES.loginError);
      else toast.error('Login Failed', { description: failure.message });
    },
  });

  const codeWrite = useVerifyTwoFactor({
    onSuccess: async () => {
      try {
        // The new session cookie is read again after 500 and 1000 ms before the role is checked.
        for (const delay of STATUS_REFRESH_DELAYS_MS) {
          await wait(delay - (delay === STATUS_REFRESH_DELAYS_MS[0] ? 0 : STATUS_REFRESH_DELAYS_MS[0]));
          await refresh();
        }
        if (!(await finishSignIn())) toast.error(ADMIN_MESSAGES.twoFactorCompleteFailed);
      } catch {
        toast.error(ADMIN_MESSAGES.twoFactorCompleteFailed);
      }
    },
    onError: (error) => {
      const reason =
        error instanceof ApiError && error.status !== 0 && error.status < 500
          ? error.code === 'INVALID_TWO_FACTOR_COOKIE'
            ? 'This sign-in has expired. Please enter your email and password again.'
            : error.message
          : 'The code could not be checked. Please try again.';
      toast.error(ADMIN_MESSAGES.verificationFailed, { description: reason });
      setCode('');
      if (error instanceof ApiError && error.code === 'INVALID_TWO_FACTOR_COOKIE') resetToCredentials();
    },
  });
  const busy = credentialsWrite.isPending || codeWrite.isPending;

  function submitCredentials(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      showError(ADMIN_MESSAGES.loginFailed);
      return;
    }
    if (!captchaToken) return;
    credentialsWrite.mutate({ email: email.trim(), password, captchaToken });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (method === 'authenticator' && !isCompleteAuthenticatorCode(code)) {
      toast.error(ADMIN_MESSAGES.invalidCode, {
        description: 'Enter the 6-digit code from your authenticator app.',
      });
      return;
    }
    if (method === 'backup' && code.length === 0) {
      toast.error(ADMIN_MESSAGES.invalidCode, { description: 'Enter one of your backup codes.' });
      return;
    }
    codeWrite.mutate({ method, code });
  }

  return (
    <PageContainer width="narrow" className="flex flex-1 items-center justify-center">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <ShieldCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-extrabold">Admin Sign In</h1>
          <CardDescription>
            {step === 'credentials'
              ? 'For CallReady staff only.'
              : 'Two-factor authentication is on for this account.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step === 'credentials' ? (
            <form
              onSubmit={(event) => submitCredentials(event)}
              noValidate
              className="flex flex-col gap-5"
              aria-label="Admin sign in"
            >
              <FormField label="Email">
                {(control) => (
                  <Input
                    type="email"
                    autoComplete="username"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    {...control}
                  />
                )}
              </FormField>
              <FormField label="Password">
                {(control) => (
                  <PasswordInput
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    {...control}
                  />
                )}
              </FormField>
              <SecurityCheck ref={captcha} onTokenChange={setCaptchaToken} />
              <Button type="submit" size="lg" disabled={!captchaToken || busy} aria-busy={busy || undefined}>
                {busy ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <LogIn aria-hidden="true" />
                )}
                {busy ? 'Signing In...' : 'Sign In'}
              </Button>
            </form>
          ) : (
            <form
              onSubmit={(event) => submitCode(event)}
              noValidate
              className="flex flex-col gap-5"
              aria-label="Two-factor code"
            >
              <TwoFactorCodeField method={method} value={code} onChange={setCode} />
              <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
                {busy ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <KeyRound aria-hidden="true" />
                )}
                {busy ? 'Verifying...' : 'Verify'}
              </Button>
              <Button
                type="button"
                variant="link"
                onClick={() => {
                  setMethod(method === 'authenticator' ? 'backup' : 'authenticator');
                  setCode('');
                }}
              >
                {method === 'authenticator'
                  ? 'Use a backup code instead'
                  : 'Use an authenticator code instead'}
              </Button>
              <Button type="button" variant="ghost" onClick={resetToCredentials}>
                Start again
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
