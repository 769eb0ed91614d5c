// The code field of a staff sign-in's second step (docs/product.md §4 Admin login): one field for
// both kinds of code, so their labels, limits and clean-up cannot drift apart.
import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { cleanAuthenticatorCode, cleanBackupCode } from './staff-sign-in-rules';

export type TwoFactorMethod = 'authenticator' | 'backup';

const FIELDS: Record<
  TwoFactorMethod,
  {
    label: string;
    description: string;
    clean: (input: string) => string;
    input: ComponentProps<typeof Input>;
  }
> = {
  authenticator: {
    label: 'Authenticator code',
    description: 'The 6-digit code shown in your authenticator app.',
    clean: cleanAuthenticatorCode,
    input: {
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      maxLength: 6,
      className: 'text-center font-mono text-2xl tracking-[0.4em]',
    },
  },
  backup: {
    label: 'Backup code',
    description: 'One of the 8-character codes you saved. Each works once.',
    clean: cleanBackupCode,
    input: {
      autoComplete: 'off',
      autoCapitalize: 'characters',
      maxLength: 8,
      className: 'text-center font-mono text-2xl tracking-[0.3em]',
    },
  },
};

export function TwoFactorCodeField({
  method,
  value,
  onChange,
}: {
  method: TwoFactorMethod;
  value: string;
  /** Receives the code already cleaned for its kind (digits only, or upper-cased letters and digits). */
  onChange: (code: string) => void;
}) {
  const field = FIELDS[method];
  return (
    <FormField label={field.label} description={field.description}>
      {(control) => (
        <Input
          {...field.input}
          autoFocus
          value={value}
          onChange={(event) => onChange(field.clean(event.target.value))}
          {...control}
        />
      )}
    </FormField>
  );
}
