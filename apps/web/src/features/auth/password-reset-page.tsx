import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { KeyRound, Loader2 } from 'lucide-react';
import { FieldMessage } from '@/components/field-message';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { usePageTitle } from '@/lib/page-title';
import { AuthRefusal, useResetPassword } from './auth-api';
import { RESET_PASSWORD_MESSAGES, resetPasswordErrorMessage, toAuthFailure } from './auth-errors';
import { AUTH_PAGE, FORGOT_PASSWORD_PARAM } from './auth-paths';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { PasswordMatchStatus } from './password-match-status';
import { PasswordStrengthMeter } from './password-strength-meter';
import { isPasswordTooLong, newPasswordProblem } from './password-reset-rules';
import { BackLink } from '@/components/back-link';
import { paths } from '@/lib/paths';

/**
 * docs/product.md §2 /password-reset, reached from the e-mailed link (`?token=…`, or `?error=INVALID_TOKEN`
 * when the link had expired or was used). On success the parent signs in again on /auth.
 */
export function PasswordResetPage() {
  usePageTitle('Reset Your Password');
  const fieldId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkExpired = !token || searchParams.get('error') !== null;

  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const passwordId = `${fieldId}-password`;

  const failWith = (description: string) => {
    toast.error('Reset Failed', { description });
    setPassword('');
    setConfirmPassword('');
    document.getElementById(passwordId)?.focus();
  };
  const reset = useResetPassword();
  const submitting = reset.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) {
      if (problem.clearFields) return failWith(problem.description);
      toast.error(problem.title, { description: problem.description });
      return;
    }
    if (linkExpired || !token) return failWith(RESET_PASSWORD_MESSAGES.expired);

    reset.mutate(
      { password, token },
      {
        onError: (error) =>
          failWith(
            resetPasswordErrorMessage(error instanceof AuthRefusal ? error.failure : toAuthFailure(error)),
          ),
        onSuccess: () => {
          toast.success('Password Updated', {
            description: 'Your password has been changed. Please sign in with your new password.',
          });
          navigate(AUTH_PAGE, { replace: true });
        },
      },
    );
  };

  const tooLong = isPasswordTooLong(password);

  return (
    <div className="flex flex-1 flex-col bg-gradient-to-b from-primary-soft to-white">
      <PageContainer width="narrow" className="flex max-w-xl flex-col gap-6 py-8 sm:py-12">
        <BackLink to={paths.auth}>Back to Sign In</BackLink>

        <section
          aria-labelledby="reset-heading"
          className="flex flex-col gap-6 rounded-3xl border bg-card p-5 shadow-lg sm:p-8"
        >
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <KeyRound className="size-7" aria-hidden="true" />
            </span>
            <h1 id="reset-heading" className="text-3xl font-extrabold tracking-tight">
              Reset Your Password
            </h1>
            <p className="text-muted-foreground">Choose a new password for your parent account.</p>
          </div>

          {linkExpired && (
            <FormAlert title="This link can no longer be used">
              {RESET_PASSWORD_MESSAGES.expired}{' '}
              <Link
                to={`${AUTH_PAGE}?${FORGOT_PASSWORD_PARAM}`}
                className="font-semibold underline underline-offset-2"
              >
                Request a new link
              </Link>
              .
            </FormAlert>
          )}

          <form
            onSubmit={onSubmit}
            noValidate
            className="flex flex-col gap-5"
            aria-label="Choose a new password"
          >
            <FormField
              id={passwordId}
              label="New password"
              describedBy={`${passwordId}-strength`}
              status={
                tooLong ? (
                  <FieldMessage announce={false}>{RESET_PASSWORD_MESSAGES.tooLong}</FieldMessage>
                ) : null
              }
              invalid={tooLong}
            >
              {(control) => (
                <>
                  <PasswordInput
                    autoComplete="new-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    {...control}
                  />
                  <PasswordStrengthMeter
                    id={`${passwordId}-strength`}
                    password={password}
                    reading="standard"
                  />
                </>
              )}
            </FormField>

            <FormField
              label="Confirm new password"
              status={
                <PasswordMatchStatus confirmation={confirmPassword} matches={confirmPassword === password} />
              }
              invalid={confirmPassword !== '' && confirmPassword !== password}
            >
              {(control) => (
                <PasswordInput
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={(event) => setConfirmPassword(event.target.value)}
                  {...control}
                />
              )}
            </FormField>

            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={submitting || password === '' || confirmPassword === ''}
              aria-busy={submitting || undefined}
            >
              {submitting ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <KeyRound aria-hidden="true" />
              )}
              {submitting ? 'Updating Password...' : 'Update Password'}
            </Button>
          </form>
        </section>
      </PageContainer>
    </div>
  );
}
