import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TwoFactorCodeField, type TwoFactorMethod } from './two-factor-code-field';

function Field({ method }: { method: TwoFactorMethod }) {
  const [code, setCode] = useState('');
  return <TwoFactorCodeField method={method} value={code} onChange={setCode} />;
}

describe('the second-step code field', () => {
  it('takes only the six digits of an authenticator code', () => {
    render(<Field method="authenticator" />);
    const input = screen.getByRole('textbox', { name: 'Authenticator code' });
    expect(input).toHaveAccessibleDescription('The 6-digit code shown in your authenticator app.');
    expect(input).toHaveAttribute('maxLength', '6');
    fireEvent.change(input, { target: { value: '12a 34-5678' } });
    expect(input).toHaveValue('123456');
  });

  it('upper-cases a backup code and keeps eight letters and digits', () => {
    render(<Field method="backup" />);
    const input = screen.getByRole('textbox', { name: 'Backup code' });
    expect(input).toHaveAccessibleDescription('One of the 8-character codes you saved. Each works once.');
    expect(input).toHaveAttribute('maxLength', '8');
    fireEvent.change(input, { target: { value: 'ab-cd 12ef9' } });
    expect(input).toHaveValue('ABCD12EF');
  });
});
