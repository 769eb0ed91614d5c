import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  generateInviteCode,
  isWellFormedInviteCode,
  normalizeInviteCode,
} from './invite-codes';

/** mulberry32: a small seeded generator, so the test is repeatable. */
function seededRandomInt(seed: number): (maxExclusive: number) => number {
  let state = seed >>> 0;
  return (maxExclusive) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * maxExclusive);
  };
}

describe('INVITE_CODE_ALPHABET', () => {
  it('has 32 distinct characters without 0, O, 1 or I', () => {
    expect(INVITE_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(INVITE_CODE_ALPHABET).not.toContain(lookAlike);
    expect(INVITE_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    expect(INVITE_CODE_LENGTH).toBe(8);
  });
});

describe('generateInviteCode', () => {
  it('maps each random index onto the alphabet', () => {
    expect(generateInviteCode(() => 0)).toBe('AAAAAAAA');
    expect(generateInviteCode(() => 31)).toBe('99999999');
    const indexes = [0, 8, 13, 23, 24, 25, 30, 31];
    let call = 0;
    expect(generateInviteCode(() => indexes[call++] ?? 0)).toBe('AJPZ2389');
  });

  it('asks for indexes below the alphabet size', () => {
    const requested: number[] = [];
    generateInviteCode((maxExclusive) => {
      requested.push(maxExclusive);
      return 0;
    });
    expect(requested).toEqual(Array(8).fill(32));
  });

  it('refuses a random source that returns an index out of range', () => {
    expect(() => generateInviteCode(() => 32)).toThrow(RangeError);
    expect(() => generateInviteCode(() => -1)).toThrow(RangeError);
    expect(() => generateInviteCode(() => 1.5)).toThrow(RangeError);
    expect(() => generateInviteCode(() => Number.NaN)).toThrow(RangeError);
  });

  it('always gives a well-formed code for any in-range random source', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 31 }), { minLength: 8, maxLength: 8 }), (indexes) => {
        let call = 0;
        const code = generateInviteCode(() => indexes[call++] ?? 0);
        return isWellFormedInviteCode(code) && code.length === INVITE_CODE_LENGTH;
      }),
    );
  });

  it('gives 100,000 distinct well-formed codes from a seeded source', () => {
    // With 32^8 ≈ 1.1 × 10^12 codes, a collision among 100,000 has a chance of about 0.5%, so the
    // seeds are fixed (fast-check's own seed too) to keep the run deterministic.
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const randomInt = seededRandomInt(seed);
        const codes = new Set<string>();
        for (let i = 0; i < 100_000; i += 1) {
          const code = generateInviteCode(randomInt);
          if (!isWellFormedInviteCode(code)) return false;
          codes.add(code);
        }
        return codes.size === 100_000;
      }),
      { seed: 20250615, numRuns: 3 },
    );
  });
});

describe('normalizeInviteCode', () => {
  it('trims, upper-cases and strips anything but letters and digits', () => {
    expect(normalizeInviteCode('  abcd2345 ')).toBe('ABCD2345');
    expect(normalizeInviteCode('abcd-2345')).toBe('ABCD2345');
    expect(normalizeInviteCode('ab cd 23 45')).toBe('ABCD2345');
    expect(normalizeInviteCode('ÄBCD2345')).toBe('BCD2345');
  });

  it('cuts to 8 characters', () => {
    expect(normalizeInviteCode('ABCD23456789')).toBe('ABCD2345');
  });

  it('keeps digits and letters outside the code alphabet, so the lookup decides', () => {
    expect(normalizeInviteCode('o0i1')).toBe('O0I1');
  });

  it('gives an empty string for empty or symbol-only input', () => {
    expect(normalizeInviteCode('')).toBe('');
    expect(normalizeInviteCode('  -- ')).toBe('');
  });

  it('is idempotent and yields at most 8 upper-case letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const once = normalizeInviteCode(input);
        return /^[A-Z0-9]{0,8}$/.test(once) && normalizeInviteCode(once) === once;
      }),
    );
  });
});

describe('isWellFormedInviteCode', () => {
  it('accepts 8 characters of the alphabet only', () => {
    expect(isWellFormedInviteCode('ABCD2345')).toBe(true);
    expect(isWellFormedInviteCode('abcd2345')).toBe(false);
    expect(isWellFormedInviteCode('ABCD234')).toBe(false);
    expect(isWellFormedInviteCode('ABCD23456')).toBe(false);
    expect(isWellFormedInviteCode('ABCD0345')).toBe(false);
    expect(isWellFormedInviteCode('ABCDO345')).toBe(false);
    expect(isWellFormedInviteCode('ABCD1345')).toBe(false);
    expect(isWellFormedInviteCode('ABCDI345')).toBe(false);
    expect(isWellFormedInviteCode('')).toBe(false);
  });
});
