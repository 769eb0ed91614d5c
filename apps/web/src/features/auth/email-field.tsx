import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

type EmailFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'aria-invalid' | 'aria-describedby'> & {
  error?: string;
};

/** The parent's e-mail address, the same on sign-up, sign-in and the password reset request. */
export function EmailField({ error, ...input }: EmailFieldProps) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...input}
          {...control}
        />
      )}
    </FormField>
  );
}
