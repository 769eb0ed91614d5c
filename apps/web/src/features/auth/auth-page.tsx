import { useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LogIn, UserPlus } from 'lucide-react';
import { SIGN_UP_CALLBACK_PATH } from '@callready/contract';
import { PageContainer } from '@/components/ui/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';
import { FORGOT_PASSWORD_PARAM } from './auth-paths';
import { AuthPromoPanel } from './auth-promo-panel';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SignUpSuccessDialog } from './sign-up-success-dialog';
import { BackLink } from '@/components/back-link';
import { paths } from '@/lib/paths';

type AuthTab = 'signin' | 'signup';

const legalLinkClasses = 'font-semibold text-primary underline-offset-4 hover:underline';

/** docs/product.md §2 /auth: the parent portal with Sign In and Sign Up tabs beside a promo panel. */
export function AuthPage() {
  usePageTitle('Parent Portal');
  const { user, loading } = useAuth();
  // Until the first session check answers, a signed-in parent must not see the forms flash up.
  const [sessionKnown, setSessionKnown] = useState(!loading);
  if (!loading && !sessionKnown) setSessionKnown(true);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';
  const forgotPasswordRequested = searchParams.get(FORGOT_PASSWORD_PARAM) !== null;
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const [signInEmail, setSignInEmail] = useState('');
  const signInPanel = useRef<HTMLDivElement>(null);

  const selectTab = (next: string) => {
    setSearchParams(next === 'signup' ? { tab: 'signup' } : {}, { replace: true, preventScrollReset: true });
  };

  if (user) return <Navigate to={SIGN_UP_CALLBACK_PATH} replace />;
  if (!sessionKnown) return <PageSpinner label="Checking your session…" />;

  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-primary-soft to-white">
      <PageContainer width="wide" className="flex flex-col gap-6 py-8 sm:py-10">
        <BackLink to={paths.login}>Back to Login</BackLink>

        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-10">
          <section
            aria-labelledby="auth-heading"
            className="flex flex-col gap-6 rounded-3xl border bg-card p-5 shadow-lg sm:p-8"
          >
            <div className="flex flex-col gap-2">
              <h1 id="auth-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                Parent Portal
              </h1>
              <p className="text-lg text-muted-foreground">
                Sign in to manage your children&apos;s training, or create a free account to get started.
              </p>
            </div>

            <Tabs value={tab} onValueChange={selectTab} className="gap-6">
              <TabsList aria-label="Sign in or sign up">
                <TabsTrigger value="signin">
                  <LogIn className="size-4" aria-hidden="true" />
                  Sign In
                </TabsTrigger>
                <TabsTrigger value="signup">
                  <UserPlus className="size-4" aria-hidden="true" />
                  Sign Up
                </TabsTrigger>
              </TabsList>
              <TabsContent value="signin" ref={signInPanel}>
                <SignInForm
                  key={signInEmail}
                  defaultEmail={signInEmail}
                  startWithForgotPassword={forgotPasswordRequested}
                  onForgotPasswordClosed={() => forgotPasswordRequested && selectTab('signin')}
                />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm onSignedUp={setConfirmationSentTo} />
              </TabsContent>
            </Tabs>

            <p className="border-t pt-5 text-center text-sm text-muted-foreground">
              By using CallReady you agree to our{' '}
              <Link to={paths.terms} className={legalLinkClasses}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy} className={legalLinkClasses}>
                Privacy Policy
              </Link>
              .
            </p>
          </section>

          <AuthPromoPanel />
        </div>
      </PageContainer>

      <SignUpSuccessDialog
        email={confirmationSentTo}
        onClose={() => {
          setSignInEmail(confirmationSentTo ?? '');
          setConfirmationSentTo(null);
          selectTab('signin');
        }}
        onCloseAutoFocus={(event) => {
          // Continue where the parent will type next: the password, once the Sign In tab shows.
          event.preventDefault();
          requestAnimationFrame(() =>
            signInPanel.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus(),
          );
        }}
      />
    </div>
  );
}
