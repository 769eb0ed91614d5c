import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-reset-rules';

describe('newPasswordProblem', () => {
  it('lets a strong password typed twice through', () => {
    expect(newPasswordProblem('Harbour#Light9', 'Harbour#Light9')).toBeNull();
  });

  it("stops mismatched fields with 'Password Mismatch'", () => {
    expect(newPasswordProblem('Harbour#Light9', 'Harbour#Light8')?.title).toBe('Password Mismatch');
  });

  it("stops a password that misses a requirement with 'Password Requirements'", () => {
    expect(newPasswordProblem('harbour#light9', 'harbour#light9')?.title).toBe('Password Requirements');
    // Fair is enough on sign-up, not on the reset page (all five requirements are needed).
    expect(newPasswordProblem('sunnyseasidewalk', 'sunnyseasidewalk')?.title).toBe('Password Requirements');
  });

  it('refuses more than 72 characters and clears the fields', () => {
    const long = `Aa1!${'x'.repeat(69)}`;
    expect(newPasswordProblem(long, long)).toEqual({
      title: 'Reset Failed',
      description: 'Password is too long. Please use a shorter password (maximum 72 characters).',
      clearFields: true,
    });
    const limit = `Aa1!${'x'.repeat(68)}`;
    expect(newPasswordProblem(limit, limit)).toBeNull();
  });
});
