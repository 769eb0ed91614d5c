import { FieldMessage } from '@/components/field-message';
import { PASSWORDS_DO_NOT_MATCH } from './sign-up-rules';

/** The live line under a "Confirm password" field, once something has been typed there. */
export function PasswordMatchStatus({ confirmation, matches }: { confirmation: string; matches: boolean }) {
  if (confirmation === '') return null;
  return matches ? (
    <FieldMessage tone="success">Passwords match</FieldMessage>
  ) : (
    // The field's status region announces it, so the line itself is not an alert.
    <FieldMessage announce={false}>{PASSWORDS_DO_NOT_MATCH}</FieldMessage>
  );
}
