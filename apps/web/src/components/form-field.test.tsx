import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('names the control with its label', () => {
    render(<FormField label="Full name">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control with its help text', () => {
    render(
      <FormField label="Birth year" description="Parents must be 18 or over.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Birth year' })).toHaveAccessibleDescription(
      'Parents must be 18 or over.',
    );
  });

  it('marks the control invalid and announces the error', () => {
    render(
      <FormField
        label="Email"
        description="We never share it."
        error="Please check your email format and try again."
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We never share it. Please check your email format and try again.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your email format and try again.');
  });

  it('keeps a live status region that exists before it has anything to say', () => {
    const field = (status: string | null, invalid: boolean) => (
      <FormField label="Confirm password" status={status} invalid={invalid}>
        {(control) => <input type="text" {...control} />}
      </FormField>
    );
    const { rerender } = render(field(null, false));
    const input = screen.getByRole('textbox', { name: 'Confirm password' });
    const region = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    rerender(field('Passwords do not match', true));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the given id, so a form can focus the control itself', () => {
    render(
      <FormField label="Password" id="sign-up-password" labelAside={<button type="button">Show</button>}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveAttribute('id', 'sign-up-password');
    expect(screen.getByRole('button', { name: 'Show' })).toBeVisible();
  });
});
