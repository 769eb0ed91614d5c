import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Loader2, LogIn } from 'lucide-react';
import { SIGN_UP_CALLBACK_PATH } from '@callready/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/auth-context';
import { signInParent } from './auth-api';
import { signInErrorExplanation } from './auth-errors';
import { FieldMessage } from './field-message';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasswordInput } from './password-input';
import { resendVerificationWithToast } from './resend-verification';
import { SecurityCheck, type CaptchaHandle } from './security-check';

const signInSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your e-mail address.').pipe(z.email('Please enter a valid e-mail address.')),
  password: z.string().min(1, 'Please enter your password.'),
});
type SignInValues = z.input<typeof signInSchema>;

type SignInFormProps = {
  defaultEmail?: string;
  /** Open the forgot-password dialog straight away (a reset link that no longer works leads here). */
  startWithForgotPassword?: boolean;
  onForgotPasswordClosed?: () => void;
};

export function SignInForm({ defaultEmail = '', startWithForgotPassword = false, onForgotPasswordClosed }: SignInFormProps) {
  const fieldId = useId();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(startWithForgotPassword);

  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: SignInValues) => {
    if (!captchaToken) return;
    const email = values.email.trim();
    const outcome = await signInParent(email, values.password, captchaToken);
    if (outcome.ok) {
      await refresh();
      navigate(SIGN_UP_CALLBACK_PATH, { replace: true });
      return;
    }
    // Each solution is accepted once, so a failed attempt needs a fresh check.
    captcha.current?.reset();
    const { description, offerResendVerification } = signInErrorExplanation(outcome.failure);
    toast.error('Sign in failed', {
      description,
      duration: offerResendVerification ? 15_000 : 6_000,
      action: offerResendVerification
        ? { label: 'Resend verification e-mail', onClick: () => void resendVerificationWithToast(email) }
        : undefined,
    });
    form.setValue('password', '');
    form.setFocus('password');
  };

  const emailError = `${fieldId}-email-error`;
  const passwordError = `${fieldId}-password-error`;

  return (
    <>
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate className="flex flex-col gap-5" aria-label="Sign in">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${fieldId}-email`}>Email</Label>
          <Input
            id={`${fieldId}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? emailError : undefined}
            {...form.register('email')}
          />
          {errors.email?.message && <FieldMessage id={emailError}>{errors.email.message}</FieldMessage>}
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor={`${fieldId}-password`}>Password</Label>
            <Button type="button" variant="link" size="sm" className="min-h-9 px-1" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Button>
          </div>
          <PasswordInput
            id={`${fieldId}-password`}
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? passwordError : undefined}
            {...form.register('password')}
          />
          {errors.password?.message && <FieldMessage id={passwordError}>{errors.password.message}</FieldMessage>}
        </div>

        <SecurityCheck ref={captcha} onTokenChange={setCaptchaToken} />

        <Button type="submit" size="lg" className="w-full" disabled={!captchaToken || isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
          {isSubmitting ? 'Signing In...' : 'Sign In'}
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
