import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS,
  MAX_RESET_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  evaluatePassword,
  strengthLabel,
} from './password-strength';

describe('constants', () => {
  it('uses the spec limits', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MAX_RESET_PASSWORD_LENGTH).toBe(72);
  });

  it('lists the spec common passwords', () => {
    // Written as docs/product.md lists them, in that order.
    const fromTheSpec = 'password 123456 123456789 qwerty abc123 password123 admin letmein welcome monkey';
    expect(COMMON_PASSWORDS).toEqual([...fromTheSpec.split(' '), '1234567890', 'password1']);
  });
});

describe('requirements', () => {
  it('needs at least 8 characters', () => {
    expect(evaluatePassword('Ab1!xyz', 'standard').requirements.length).toBe(false);
    expect(evaluatePassword('Ab1!wxyz', 'standard').requirements.length).toBe(true);
  });

  it('counts characters, not code units', () => {
    expect(evaluatePassword('Ab1!😀😀😀', 'standard').requirements.length).toBe(false);
  });

  it('detects uppercase, lowercase and numbers', () => {
    expect(evaluatePassword('abcdefgh', 'standard').requirements).toMatchObject({
      uppercase: false,
      lowercase: true,
      number: false,
    });
    expect(evaluatePassword('ABCDEFG7', 'standard').requirements).toMatchObject({
      uppercase: true,
      lowercase: false,
      number: true,
    });
  });

  it('counts any non-alphanumeric character as special in the standard reading', () => {
    for (const character of ['!', '-', '_', ' ', '~', '£', '?']) {
      expect(evaluatePassword(`Abcdefg1${character}`, 'standard').requirements.special).toBe(true);
    }
  });

  it('counts only !@#$%^&* as special in the portal reading', () => {
    for (const character of '!@#$%^&*') {
      expect(evaluatePassword(`Abcdefg1${character}`, 'portal').requirements.special).toBe(true);
    }
    for (const character of ['-', '_', ' ', '~', '£', '?']) {
      expect(evaluatePassword(`Abcdefg1${character}`, 'portal').requirements.special).toBe(false);
    }
  });
});

describe('score and label', () => {
  it('counts one point per requirement met', () => {
    expect(evaluatePassword('', 'standard').score).toBe(0);
    expect(evaluatePassword('abc', 'standard').score).toBe(1);
    expect(evaluatePassword('abcdefgh', 'standard').score).toBe(2);
    expect(evaluatePassword('Abcdefgh', 'standard').score).toBe(3);
    expect(evaluatePassword('Abcdefg1', 'standard').score).toBe(4);
    expect(evaluatePassword('Abcdef1!', 'standard').score).toBe(5);
  });

  it('adds a bonus above 12 characters, capped at 5', () => {
    expect(evaluatePassword('abcdefghijkl', 'standard').score).toBe(2); // 12: no bonus
    expect(evaluatePassword('abcdefghijklm', 'standard').score).toBe(3); // 13: bonus
    expect(evaluatePassword('Abcdefghijk1!', 'standard').score).toBe(5); // 5 + bonus, capped
  });

  it('takes 2 for a common password, compared without case', () => {
    const result = evaluatePassword('PassWord123', 'standard');
    expect(result.isCommon).toBe(true);
    expect(result.score).toBe(2); // length, upper, lower, number = 4, minus 2
    expect(evaluatePassword('password', 'standard').isCommon).toBe(true);
    expect(evaluatePassword('password!', 'standard').isCommon).toBe(false);
  });

  it('never goes below 0', () => {
    expect(evaluatePassword('admin', 'standard').score).toBe(0);
  });

  it('takes 1 for three or more repeated characters in a row', () => {
    expect(evaluatePassword('Abcdef1!', 'standard').hasRepeats).toBe(false);
    expect(evaluatePassword('Abbcdef1!', 'standard').hasRepeats).toBe(false);
    const repeated = evaluatePassword('Abbbcdef1!', 'standard');
    expect(repeated.hasRepeats).toBe(true);
    expect(repeated.score).toBe(4);
    expect(evaluatePassword('Ab111cdef!', 'standard').hasRepeats).toBe(true);
    expect(evaluatePassword('AbBbcdef1!', 'standard').hasRepeats).toBe(false);
  });

  it.each([
    [0, 'Very Weak'],
    [1, 'Very Weak'],
    [2, 'Weak'],
    [3, 'Fair'],
    [4, 'Strong'],
    [5, 'Very Strong'],
  ] as const)('labels score %d as %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });

  it('labels an evaluation by its score', () => {
    expect(evaluatePassword('Abcdef1!', 'standard').label).toBe('Very Strong');
    expect(evaluatePassword('Abcdefg1', 'standard').label).toBe('Strong');
    expect(evaluatePassword('abc', 'standard').label).toBe('Very Weak');
  });
});

describe('suggestions', () => {
  it('lists missing requirements in spec order, at most three', () => {
    expect(evaluatePassword('abc', 'standard').suggestions).toEqual([
      'Use at least 8 characters',
      'Add an uppercase letter',
      'Add a number',
    ]);
    expect(evaluatePassword('Abcdefgh', 'standard').suggestions).toEqual([
      'Add a number',
      'Add a special character',
    ]);
    expect(evaluatePassword('Abcdef1!', 'standard').suggestions).toEqual([]);
  });

  it('puts the common and repeat warnings first so the cap never hides them', () => {
    expect(evaluatePassword('password', 'standard').suggestions).toEqual([
      'Avoid common passwords',
      'Add an uppercase letter',
      'Add a number',
    ]);
    expect(evaluatePassword('aaa', 'standard').suggestions).toEqual([
      'Avoid repeating characters',
      'Use at least 8 characters',
      'Add an uppercase letter',
    ]);
    expect(evaluatePassword('Abbbcdef1!', 'standard').suggestions).toEqual(['Avoid repeating characters']);
  });

  it('suggests a special character from the portal set when only others are used', () => {
    expect(evaluatePassword('Abcdefg1?', 'portal').suggestions).toEqual(['Add a special character']);
    expect(evaluatePassword('Abcdefg1?', 'standard').suggestions).toEqual([]);
  });
});

describe('standard reading validity', () => {
  it('accepts a password meeting all five requirements', () => {
    expect(evaluatePassword('Abcdef1!', 'standard').valid).toBe(true);
    expect(evaluatePassword('Abbbcdef1!', 'standard').valid).toBe(true); // score 4 after repeats
  });

  it('rejects a password missing any one requirement, even with a high score', () => {
    expect(evaluatePassword('Abcdefghijk1', 'standard').valid).toBe(false); // no special
    expect(evaluatePassword('abcdefghij1!', 'standard').valid).toBe(false); // no uppercase
    expect(evaluatePassword('ABCDEFGHIJ1!', 'standard').valid).toBe(false); // no lowercase
    expect(evaluatePassword('Abcdefghijk!', 'standard').valid).toBe(false); // no number
    expect(evaluatePassword('Abc1!', 'standard').valid).toBe(false); // too short
  });
});

describe('portal reading validity', () => {
  it('accepts a score of 3 with at least 8 characters', () => {
    const fair = evaluatePassword('abcdefg1', 'portal');
    expect(fair.score).toBe(3);
    expect(fair.valid).toBe(true);
    expect(evaluatePassword('abcdefg1', 'standard').valid).toBe(false);
  });

  it('accepts a long passphrase', () => {
    expect(evaluatePassword('sunnyseasidewalk', 'portal').valid).toBe(true);
  });

  it('rejects a score below 3', () => {
    const weak = evaluatePassword('abcdefgh', 'portal');
    expect(weak.score).toBe(2);
    expect(weak.valid).toBe(false);
  });

  it('rejects a short password whatever its score', () => {
    const short = evaluatePassword('Ab1!', 'portal');
    expect(short.score).toBe(4);
    expect(short.valid).toBe(false);
  });

  it('rejects common passwords', () => {
    expect(evaluatePassword('Password123', 'portal').valid).toBe(false);
    expect(evaluatePassword('password1', 'portal').valid).toBe(false);
  });

  it('lets repeats lower a password below the threshold', () => {
    const repeated = evaluatePassword('aaabcdef1', 'portal');
    expect(repeated.score).toBe(2);
    expect(repeated.valid).toBe(false);
  });
});

describe('the meter’s one verdict', () => {
  it('never says Very Strong while a requirement is still suggested', () => {
    const long = evaluatePassword('Abcdefghijk12345', 'portal');
    expect(long.label).toBe('Very Strong');
    expect(long.suggestions).toEqual(['Add a special character']);
    expect(long.verdict).toBe('Strong');
    expect(long.verdictScore).toBe(4);
  });

  it('keeps a password that is not accepted below the accepted score', () => {
    const standard = evaluatePassword('Abcdefghijk12345', 'standard');
    expect(standard.valid).toBe(false);
    expect(standard.verdict).toBe('Fair');
    const short = evaluatePassword('Ab1!', 'portal');
    expect(short.valid).toBe(false);
    expect(short.verdict).toBe('Weak');
  });

  it('is the spec’s label when nothing is missing', () => {
    const full = evaluatePassword('Abcdefghij12!x', 'standard');
    expect(full.suggestions).toEqual([]);
    expect(full.verdict).toBe('Very Strong');
    expect(full.verdict).toBe(full.label);
  });
});
