// The sign-up form's rules (docs/product.md §5 'Sign-up' and the parent portal's password reading).
import { MAX_PASSWORD_LENGTH } from '@callready/contract';
import { evaluatePassword, parentAgeCheck, type ParentAgeMessage } from '@callready/core';
import { z } from 'zod';
import { emailAddressSchema } from './email-address';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_LONG_MESSAGE =
  'Password is too long. Please use a shorter password (maximum 72 characters).';

/** The age line under the birth year, once a full four-digit year is typed. */
export function birthYearFeedback(
  value: string,
  now: Date,
): { ok: boolean; message: ParentAgeMessage } | null {
  const trimmed = value.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  return parentAgeCheck(Number(trimmed), now);
}

export type SignUpReadinessInput = {
  captchaPassed: boolean;
  birthYear: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
};

export type SignUpReadiness = {
  ageVerified: boolean;
  passwordValid: boolean;
  passwordsMatch: boolean;
  canSubmit: boolean;
};

/** Submit is offered only with the security check passed, age verified, a valid password typed twice and the terms accepted. */
export function signUpReadiness(input: SignUpReadinessInput, now: Date): SignUpReadiness {
  const ageVerified = birthYearFeedback(input.birthYear, now)?.ok ?? false;
  const passwordValid =
    Array.from(input.password).length <= MAX_PASSWORD_LENGTH &&
    evaluatePassword(input.password, 'portal').valid;
  const passwordsMatch = input.password !== '' && input.password === input.confirmPassword;
  return {
    ageVerified,
    passwordValid,
    passwordsMatch,
    canSubmit: input.captchaPassed && ageVerified && passwordValid && passwordsMatch && input.acceptedTerms,
  };
}

export function createSignUpSchema(now: Date) {
  return z
    .object({
      fullName: z
        .string()
        .trim()
        .min(1, 'Please enter your full name.')
        .max(200, 'Please use at most 200 characters.'),
      email: z.string().trim().max(254, 'This e-mail address is too long.').pipe(emailAddressSchema),
      birthYear: z
        .string()
        .refine(
          (value) => birthYearFeedback(value, now)?.ok === true,
          'Must be 18+ to create a parent account',
        ),
      password: z
        .string()
        .refine((value) => Array.from(value).length <= MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
        .refine(
          (value) => evaluatePassword(value, 'portal').valid,
          'Password does not meet security requirements.',
        ),
      confirmPassword: z.string(),
      acceptTerms: z
        .boolean()
        .refine((value) => value, 'Please agree to the Terms of Service and Privacy Policy.'),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORDS_DO_NOT_MATCH,
    });
}

export type SignUpFormValues = z.input<ReturnType<typeof createSignUpSchema>>;
