import { describe, expect, it } from 'vitest';
import {
  birthYearFeedback,
  createSignUpSchema,
  signUpReadiness,
  type SignUpReadinessInput,
} from './sign-up-rules';

const now = new Date('2026-06-15T12:00:00Z');

const ready: SignUpReadinessInput = {
  captchaPassed: true,
  birthYear: '1985',
  password: 'Sunny#day7',
  confirmPassword: 'Sunny#day7',
  acceptedTerms: true,
};

describe('birthYearFeedback', () => {
  it('waits for a full four-digit year before judging', () => {
    expect(birthYearFeedback('', now)).toBeNull();
    expect(birthYearFeedback('19', now)).toBeNull();
  });

  it('verifies a parent who is 18 or older with their age', () => {
    expect(birthYearFeedback('1985', now)).toEqual({ ok: true, message: 'Age verified: 41 years old' });
    expect(birthYearFeedback('2008', now)).toEqual({ ok: true, message: 'Age verified: 18 years old' });
  });

  it('refuses anyone younger than 18, and years before 1900', () => {
    expect(birthYearFeedback('2009', now)).toEqual({
      ok: false,
      message: 'Must be 18+ to create a parent account',
    });
    expect(birthYearFeedback('1899', now)?.ok).toBe(false);
  });
});

describe('signUpReadiness', () => {
  it('allows submitting when every condition is met', () => {
    expect(signUpReadiness(ready, now)).toEqual({
      ageVerified: true,
      passwordValid: true,
      passwordsMatch: true,
      canSubmit: true,
    });
  });

  it.each([
    ['the security check is not passed', { captchaPassed: false }],
    ['the parent is under 18', { birthYear: '2010' }],
    ['the password is too weak for the portal', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }],
    ['the passwords differ', { confirmPassword: 'Sunny#day8' }],
    ['the terms are not accepted', { acceptedTerms: false }],
    [
      'the password is longer than 72 characters',
      { password: `Aa1!${'x'.repeat(69)}`, confirmPassword: `Aa1!${'x'.repeat(69)}` },
    ],
  ])('blocks submitting when %s', (_reason, change) => {
    expect(signUpReadiness({ ...ready, ...change }, now).canSubmit).toBe(false);
  });

  it('accepts a fair portal password (score 3) such as a long passphrase', () => {
    expect(
      signUpReadiness({ ...ready, password: 'sunnyseasidewalk', confirmPassword: 'sunnyseasidewalk' }, now)
        .passwordValid,
    ).toBe(true);
  });

  it('does not call two empty passwords a match', () => {
    expect(signUpReadiness({ ...ready, password: '', confirmPassword: '' }, now).passwordsMatch).toBe(false);
  });
});

describe('sign-up schema', () => {
  const schema = createSignUpSchema(now);
  const values = {
    fullName: '  Alex Morgan ',
    email: 'alex@example.com',
    birthYear: '1985',
    password: 'Sunny#day7',
    confirmPassword: 'Sunny#day7',
    acceptTerms: true,
  };

  it('accepts a complete form and trims the name', () => {
    const parsed = schema.parse(values);
    expect(parsed.fullName).toBe('Alex Morgan');
  });

  it("reports mismatched passwords on the confirmation field with the spec's text", () => {
    const result = schema.safeParse({ ...values, confirmPassword: 'Other#pass9' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    );
  });

  it('refuses a malformed e-mail address and an empty name', () => {
    const result = schema.safeParse({ ...values, email: 'alex@', fullName: ' ' });
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['email', 'fullName']));
  });

  it('says which e-mail problem it found, one at a time', () => {
    const emailMessages = (email: string) =>
      schema
        .safeParse({ ...values, email })
        .error?.issues.filter((issue) => issue.path[0] === 'email')
        .map((issue) => issue.message);
    expect(emailMessages('   ')).toEqual(['Please enter your e-mail address.']);
    expect(emailMessages('alex@')).toEqual(['Please enter a valid e-mail address.']);
    expect(emailMessages(`${'a'.repeat(250)}@example.com`)).toEqual(['This e-mail address is too long.']);
    expect(emailMessages(' alex@example.com ')).toBeUndefined();
  });
});
