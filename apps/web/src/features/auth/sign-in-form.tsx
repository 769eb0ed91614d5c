import { useRef, useState } from 'react';
import { afterSignInPath } from '@/lib/pending-checkout';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Loader2, LogIn } from 'lucide-react';
import { SIGN_UP_CALLBACK_PATH } from '@callready/contract';
import { FieldMessage } from '@/components/field-message';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthRefusal, useSignInParent } from './auth-api';
import { signInErrorExplanation, toAuthFailure } from './auth-errors';
import { emailAddressSchema } from './email-address';
import { EmailField } from './email-field';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordInput } from './password-input';
import { UnconfirmedEmailNotice } from './unconfirmed-email-notice';
import { SecurityCheck, type CaptchaHandle } from '@/components/security-check/security-check';

const signInSchema = z.object({
  email: emailAddressSchema,
  password: z.string().min(1, 'Please enter your password.'),
});
type SignInValues = z.input<typeof signInSchema>;

type SignInFormProps = {
  defaultEmail?: string;
  /** Open the forgot-password dialog straight away (a reset link that no longer works leads here). */
  startWithForgotPassword?: boolean;
  onForgotPasswordClosed?: () => void;
};

export function SignInForm({
  defaultEmail = '',
  startWithForgotPassword = false,
  onForgotPasswordClosed,
}: SignInFormProps) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(startWithForgotPassword);
  /** The address that is not confirmed yet, after a sign-in refused for it. */
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = form.formState;

  // The page's own steps run in the write's callbacks, so the button stays busy until it leaves.
  const signIn = useSignInParent({
    onSuccess: async () => {
      await refresh();
      navigate(afterSignInPath(SIGN_UP_CALLBACK_PATH), { replace: true });
    },
    onError: (error, { email }) => {
      // Each solution is accepted once, so a failed attempt needs a fresh check.
      captcha.current?.reset();
      const failure = error instanceof AuthRefusal ? error.failure : toAuthFailure(error);
      const { description, offerResendVerification } = signInErrorExplanation(failure);
      if (offerResendVerification) {
        // Said on the screen, with its own "Send the link again"; signing in sends nothing.
        setUnconfirmedEmail(email);
        return;
      }
      toast.error('Sign in failed', { description, duration: 6_000 });
      form.setValue('password', '');
      form.setFocus('password');
    },
  });
  const submitting = signIn.isPending;

  const submit = (values: SignInValues) => {
    if (!captchaToken || submitting) return;
    setUnconfirmedEmail(null);
    signIn.mutate({ email: values.email.trim(), password: values.password, captchaToken });
  };

  return (
    <>
      <form
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        noValidate
        className="flex flex-col gap-5"
        aria-label="Sign in"
      >
        {unconfirmedEmail && <UnconfirmedEmailNotice email={unconfirmedEmail} />}

        <EmailField error={errors.email?.message} {...form.register('email')} />

        <FormField
          label="Password"
          labelAside={
            <Button
              type="button"
              variant="link"
              size="sm"
              className="min-h-9 px-1"
              onClick={() => setForgotOpen(true)}
            >
              Forgot password?
            </Button>
          }
          error={errors.password?.message}
        >
          {(control) => (
            <PasswordInput autoComplete="current-password" {...form.register('password')} {...control} />
          )}
        </FormField>

        <SecurityCheck ref={captcha} onTokenChange={setCaptchaToken} />

        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!captchaToken || submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <LogIn aria-hidden="true" />
          )}
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
        {!captchaToken && (
          <FieldMessage tone="hint" className="-mt-3 justify-center text-center">
            Complete the security check to sign in.
          </FieldMessage>
        )}
      </form>

      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={(open) => {
          setForgotOpen(open);
          if (!open) onForgotPasswordClosed?.();
        }}
        defaultEmail={form.getValues('email')}
      />
    </>
  );
}
