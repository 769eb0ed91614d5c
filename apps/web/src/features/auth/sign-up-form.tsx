import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Loader2, UserPlus } from 'lucide-react';
import { FieldMessage } from '@/components/field-message';
import { FreePlanNote } from '@/components/free-plan-note';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCountry } from '@/lib/country-context';
import { AuthRefusal, useSignUpParent } from './auth-api';
import { signUpErrorMessage, toAuthFailure } from './auth-errors';
import { EmailField } from './email-field';
import { PasswordInput } from './password-input';
import { PasswordMatchStatus } from './password-match-status';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SecurityCheck, type CaptchaHandle } from '@/components/security-check/security-check';
import {
  birthYearFeedback,
  createSignUpSchema,
  signUpReadiness,
  type SignUpFormValues,
} from './sign-up-rules';
import { paths } from '@/lib/paths';

const EMPTY_FORM: SignUpFormValues = {
  fullName: '',
  email: '',
  birthYear: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const inlineLinkClasses = 'font-semibold text-primary underline underline-offset-2 hover:text-primary-hover';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const fieldId = useId();
  const termsId = `${fieldId}-terms`;
  const strengthId = `${fieldId}-strength`;
  const [now] = useState(() => new Date());
  const [schema] = useState(() => createSignUpSchema(now));
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);

  const { country } = useCountry();
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [birthYear = '', password = '', confirmPassword = '', acceptTerms = false] = useWatch({
    control: form.control,
    name: ['birthYear', 'password', 'confirmPassword', 'acceptTerms'],
  });

  const birthYearField = form.register('birthYear');
  const age = birthYearFeedback(birthYear, now);
  const readiness = signUpReadiness(
    {
      captchaPassed: captchaToken !== null,
      birthYear,
      password,
      confirmPassword,
      acceptedTerms: acceptTerms,
    },
    now,
  );
  const missing = [
    !readiness.ageVerified && 'confirm you are 18 or over',
    !readiness.passwordValid && 'choose a stronger password',
    !readiness.passwordsMatch && 'type the same password twice',
    !acceptTerms && 'agree to the Terms and Privacy Policy',
    captchaToken === null && 'complete the security check',
  ].filter((item): item is string => typeof item === 'string');

  const signUp = useSignUpParent({
    onSuccess: (_, { details }) => {
      // Each solution is accepted once, so the next attempt needs a fresh check either way.
      captcha.current?.reset();
      form.reset(EMPTY_FORM);
      onSignedUp(details.email);
    },
    onError: (error) => {
      captcha.current?.reset();
      const failure = error instanceof AuthRefusal ? error.failure : toAuthFailure(error);
      toast.error('Account Creation', { description: signUpErrorMessage(failure) });
    },
  });
  const submitting = signUp.isPending;

  const submit = (values: SignUpFormValues) => {
    if (!captchaToken || submitting) return;
    signUp.mutate({
      details: {
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        birthYear: Number(values.birthYear.trim()),
        password: values.password,
        countryCode: country?.id,
      },
      captchaToken,
    });
  };

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Create a parent account"
    >
      <FreePlanNote className="rounded-xl border bg-primary-soft p-3 text-sm" />
      <FormField label="Full name" error={errors.fullName?.message}>
        {(control) => (
          <Input autoComplete="name" placeholder="Alex Morgan" {...form.register('fullName')} {...control} />
        )}
      </FormField>

      <EmailField error={errors.email?.message} {...form.register('email')} />

      <FormField
        label="Birth year"
        description="Parent accounts are for adults aged 18 or over."
        // The age line stands in for this field's error message, and updates as the year is typed.
        status={
          age ? (
            <FieldMessage tone={age.ok ? 'success' : 'error'} announce={false}>
              {age.message}
            </FieldMessage>
          ) : null
        }
        invalid={age?.ok === false}
      >
        {(control) => (
          <Input
            inputMode="numeric"
            autoComplete="bday-year"
            placeholder="e.g. 1985"
            className="max-w-40"
            {...birthYearField}
            onChange={(event) => {
              // A year is four digits; anything else typed or pasted is dropped.
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, 4);
              void birthYearField.onChange(event);
            }}
            {...control}
          />
        )}
      </FormField>

      <FormField label="Password" describedBy={strengthId} error={errors.password?.message}>
        {(control) => (
          <>
            <PasswordInput autoComplete="new-password" {...form.register('password')} {...control} />
            <PasswordStrengthMeter id={strengthId} password={password} reading="portal" />
          </>
        )}
      </FormField>

      <FormField
        label="Confirm password"
        status={<PasswordMatchStatus confirmation={confirmPassword} matches={readiness.passwordsMatch} />}
        invalid={confirmPassword !== '' && !readiness.passwordsMatch}
      >
        {(control) => (
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} {...control} />
        )}
      </FormField>

      <div className="flex flex-col gap-2 rounded-lg border-2 bg-muted/60 p-4">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                id={termsId}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? `${termsId}-error` : undefined}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor={termsId} className="font-normal">
            I agree to the{' '}
            <Link to={paths.terms} target="_blank" rel="noopener" className={inlineLinkClasses}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy} target="_blank" rel="noopener" className={inlineLinkClasses}>
              Privacy Policy
            </Link>
          </Label>
        </div>
        {errors.acceptTerms?.message && (
          <FieldMessage id={`${termsId}-error`}>{errors.acceptTerms.message}</FieldMessage>
        )}
      </div>

      <SecurityCheck ref={captcha} onTokenChange={setCaptchaToken} />

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!readiness.canSubmit || submitting}
        aria-busy={submitting || undefined}
        aria-describedby={missing.length > 0 ? `${fieldId}-missing` : undefined}
      >
        {submitting ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <UserPlus aria-hidden="true" />
        )}
        {submitting ? 'Creating Account...' : 'Create Account'}
      </Button>
      {missing.length > 0 && (
        <FieldMessage id={`${fieldId}-missing`} tone="hint" className="-mt-3 justify-center text-center">
          To continue, {missing.join(', ')}.
        </FieldMessage>
      )}
    </form>
  );
}
