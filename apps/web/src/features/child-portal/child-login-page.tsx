import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, KeyRound, Loader2 } from 'lucide-react';
import { CHILD_CAPTCHA_REQUIRED_MESSAGE } from '@callready/contract';
import type { CaptchaHandle } from '@/components/security-check/security-check';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { childDashboardPath } from '@/lib/child-portal/child-mode-rules';
import { storeChildSession } from '@/lib/child-portal/child-session';
import { usePageTitle } from '@/lib/page-title';
import { useTextTypedBeforeHydration } from '@/lib/prerendered-page';
import {
  checkCodeBeforeLookup,
  codeInputValue,
  loginErrorMessage,
  needsSecurityCheck,
} from './child-login-rules';
import { BackLink } from '@/components/back-link';
import { useSignInChild } from './api/child-sign-in';
import { paths } from '@/lib/paths';

// The security check shows only while codes are being guessed across the service, so the widget's
// code (the captcha library and its schemas) loads only then, not with the page.
const SecurityCheck = lazy(() =>
  import('@/components/security-check/security-check').then(({ SecurityCheck }) => ({
    default: SecurityCheck,
  })),
);

/** /child-login: a child types the invite code from their parent and enters their training portal. */
export function ChildLoginPage() {
  usePageTitle('Child Login');
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const helpId = useId();
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  useTextTypedBeforeHydration(codeField, '', (typed) => setCode(codeInputValue(typed)));
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignInChild();
  // A signed-in child stays on "Checking Code..." while the dashboard's code loads.
  const busy = signIn.isPending || signIn.isSuccess;
  // Shown only when the server asks for it (codes are being guessed across the service).
  const [checkNeeded, setCheckNeeded] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkCodeBeforeLookup(code);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (checkNeeded && !captchaToken) {
      setError(CHILD_CAPTCHA_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    signIn.mutate(
      { code: checked.code, captchaToken: captchaToken ?? undefined },
      {
        onSuccess: (child) => {
          storeChildSession(checked.code, child);
          navigate(childDashboardPath(checked.code));
        },
        onError: (cause) => {
          if (needsSecurityCheck(cause)) setCheckNeeded(true);
          // A solution is good once only.
          if (captchaToken) captchaRef.current?.reset();
          setError(loginErrorMessage(cause));
        },
      },
    );
  }

  return (
    <div className="relative flex flex-1 flex-col overflow-hidden bg-gradient-to-br from-sky-100 via-white to-amber-100">
      <div
        className="pointer-events-none absolute -top-20 -left-20 size-64 rounded-full bg-sky-200/60"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -right-16 -bottom-24 size-72 rounded-full bg-amber-200/60"
        aria-hidden="true"
      />

      <div className="relative mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-6 sm:px-8 sm:py-10">
        <BackLink to={paths.login} tone="pill" className="bg-white/80 shadow-sm hover:bg-white">
          Back to Login
        </BackLink>

        <div className="flex flex-1 flex-col items-center justify-center">
          <div className="flex w-full flex-col items-center gap-6 rounded-[2rem] border-4 border-white bg-white/95 px-5 py-8 text-center shadow-xl sm:px-12 sm:py-12">
            <span className="flex size-20 items-center justify-center rounded-full bg-amber-400 text-amber-950 shadow-md sm:size-24">
              <KeyRound className="size-10 sm:size-12" aria-hidden="true" />
            </span>
            <div className="flex flex-col gap-2">
              <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">
                Hi there! Ready to practise?
              </h1>
              <p className="text-lg text-muted-foreground sm:text-xl">
                Type your secret invite code to start.
              </p>
            </div>

            <form onSubmit={submit} noValidate className="flex w-full max-w-md flex-col gap-4">
              <label htmlFor={inputId} className="text-left text-lg font-bold">
                Your invite code
              </label>
              <input
                ref={codeField}
                id={inputId}
                name="inviteCode"
                value={code}
                onChange={(event) => {
                  setCode(codeInputValue(event.target.value));
                  setError(null);
                }}
                // No maxLength: the browser would cut a pasted "395G X32G" before it is cleaned
                // to its eight characters (codeInputValue cleans first, then cuts).
                autoComplete="off"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                placeholder="ABCD2345"
                aria-invalid={error !== null}
                aria-describedby={error ? `${errorId} ${helpId}` : helpId}
                className="min-h-18 w-full rounded-2xl border-4 border-sky-200 bg-sky-50 px-4 text-center font-mono text-4xl font-extrabold tracking-[0.25em] text-slate-900 uppercase placeholder:text-slate-300 focus-visible:border-primary focus-visible:bg-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary/25 aria-invalid:border-emergency sm:min-h-20 sm:text-5xl"
              />
              {error && (
                <p
                  id={errorId}
                  role="alert"
                  className="rounded-xl bg-emergency-soft px-4 py-3 text-lg font-bold text-emergency-hover"
                >
                  {error}
                </p>
              )}
              {checkNeeded && (
                <div className="text-left">
                  <Suspense fallback={<Spinner className="size-5" label="Loading security check…" />}>
                    <SecurityCheck ref={captchaRef} onTokenChange={setCaptchaToken} />
                  </Suspense>
                </div>
              )}
              <Button
                type="submit"
                size="lg"
                disabled={code === '' || busy}
                className="min-h-16 rounded-2xl text-xl"
              >
                {busy ? (
                  <>
                    <Loader2 className="animate-spin" aria-hidden="true" />
                    Checking Code...
                  </>
                ) : (
                  <>
                    Enter Training Portal
                    <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Button>
            </form>

            <p id={helpId} className="max-w-md text-base leading-relaxed text-muted-foreground sm:text-lg">
              Ask your parent or carer for your 8-letter code. They can find it on their parent dashboard.
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
