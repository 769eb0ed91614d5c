import { describe, expect, it } from 'vitest';
import { cleanAuthenticatorCode, cleanBackupCode, isCompleteAuthenticatorCode } from './staff-sign-in-rules';

describe('staff second-step codes', () => {
  it('keeps only digits of an authenticator code, at most 6', () => {
    expect(cleanAuthenticatorCode('12a 34-5678')).toBe('123456');
    expect(cleanAuthenticatorCode('abc')).toBe('');
  });

  it('upper-cases a backup code and cuts it to 8', () => {
    expect(cleanBackupCode('ab-cd ef2345x')).toBe('ABCDEF23');
  });

  it('accepts only a full 6-digit authenticator code', () => {
    expect(isCompleteAuthenticatorCode('12345')).toBe(false);
    expect(isCompleteAuthenticatorCode('123456')).toBe(true);
  });
});
