import { useId, type ReactNode } from 'react';
import { FieldMessage } from '@/components/field-message';
import { Label } from '@/components/ui/label';

/** Spread onto the field's input, select trigger or other control, so it is named and described. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** The control; it may bring more below it (a strength meter), whose ids go in `describedBy`. */
  children: (control: FieldControlProps) => ReactNode;
  /** Base of the ids, when the form needs to find the control itself (e.g. to focus it). */
  id?: string;
  /** Beside the label, e.g. a "Forgot password?" button. */
  labelAside?: ReactNode;
  /** Help that always shows under the control. */
  description?: ReactNode;
  /** Ids of what the control itself renders below it, read with the description. */
  describedBy?: string;
  /**
   * A live check's answer ("Passwords match"). Pass null while there is nothing to say: the region
   * has to exist before its text changes for a screen reader to announce it.
   */
  status?: ReactNode;
  /** The problem found on submit; announced when it appears. */
  error?: string;
  /** When a live check rather than `error` decides that the value is wrong. */
  invalid?: boolean;
};

/** A label, its control and the text under it, wired together for assistive technology. */
export function FormField({
  label,
  children,
  id,
  labelAside,
  description,
  describedBy,
  status,
  error,
  invalid,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const ids = {
    description: `${controlId}-description`,
    status: `${controlId}-status`,
    error: `${controlId}-error`,
  };
  const hasStatus = status !== undefined;
  const describers = [
    description && ids.description,
    describedBy,
    hasStatus && ids.status,
    error && ids.error,
  ].filter(Boolean);
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': (invalid ?? Boolean(error)) || undefined,
    'aria-describedby': describers.join(' ') || undefined,
  };
  const labelElement = <Label htmlFor={controlId}>{label}</Label>;

  return (
    <div className="flex flex-col gap-2">
      {labelAside ? (
        <div className="flex items-center justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children(control)}
      {description && (
        <FieldMessage id={ids.description} tone="hint">
          {description}
        </FieldMessage>
      )}
      {hasStatus && (
        <div id={ids.status} aria-live="polite">
          {status}
        </div>
      )}
      {error && <FieldMessage id={ids.error}>{error}</FieldMessage>}
    </div>
  );
}
