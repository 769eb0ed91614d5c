import { describe, expect, it } from 'vitest';
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  CHILD_AGE_RANGE_MESSAGE,
  PARENT_MIN_AGE,
  ageBand,
  ageFromBirthYear,
  birthYearBounds,
  isValidChildAge,
  parentAgeCheck,
  readingBand,
} from './age';

// Mid-year, so the local year is 2025 in every time zone.
const now = new Date('2025-06-15T12:00:00Z');

describe('ageBand', () => {
  it.each([
    [3, 'up-to-6'],
    [6, 'up-to-6'],
    [7, '7-10'],
    [10, '7-10'],
    [11, '11-14'],
    [14, '11-14'],
    [15, 'over-14'],
    [18, 'over-14'],
  ] as const)('puts age %d in band %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });
});

describe('readingBand', () => {
  it.each([
    [3, '5-7'],
    [5, '5-7'],
    [7, '5-7'],
    [8, '8-10'],
    [10, '8-10'],
    [11, '11-16'],
    [16, '11-16'],
    [18, '11-16'],
  ] as const)('puts age %d in reading band %s', (age, band) => {
    expect(readingBand(age)).toBe(band);
  });
});

describe('ageFromBirthYear', () => {
  it('subtracts the birth year from the current year', () => {
    expect(ageFromBirthYear(1990, now)).toBe(35);
    expect(ageFromBirthYear(2007, now)).toBe(18);
    expect(ageFromBirthYear(2025, now)).toBe(0);
  });
});

describe('birthYearBounds', () => {
  it('runs from 1900 to the current year minus 18', () => {
    expect(birthYearBounds(now)).toEqual({ min: 1900, max: 2007 });
  });
});

describe('parentAgeCheck', () => {
  it('verifies a parent who turns 18 this year', () => {
    expect(parentAgeCheck(2007, now)).toEqual({ ok: true, message: 'Age verified: 18 years old' });
  });

  it('refuses a parent who turns 17 this year', () => {
    expect(parentAgeCheck(2008, now)).toEqual({
      ok: false,
      message: 'Must be 18+ to create a parent account',
    });
  });

  it('verifies older parents down to 1900', () => {
    expect(parentAgeCheck(1980, now)).toEqual({ ok: true, message: 'Age verified: 45 years old' });
    expect(parentAgeCheck(1900, now)).toEqual({ ok: true, message: 'Age verified: 125 years old' });
  });

  it('refuses years outside the bounds or not whole', () => {
    expect(parentAgeCheck(1899, now).ok).toBe(false);
    expect(parentAgeCheck(2030, now).ok).toBe(false);
    expect(parentAgeCheck(1990.5, now).ok).toBe(false);
    expect(parentAgeCheck(Number.NaN, now).ok).toBe(false);
  });

  it('uses the minimum age of 18', () => {
    expect(PARENT_MIN_AGE).toBe(18);
  });
});

describe('child age range', () => {
  it('accepts 3 to 18 inclusive, whole numbers only', () => {
    expect(CHILD_AGE_MIN).toBe(3);
    expect(CHILD_AGE_MAX).toBe(18);
    expect(isValidChildAge(2)).toBe(false);
    expect(isValidChildAge(3)).toBe(true);
    expect(isValidChildAge(18)).toBe(true);
    expect(isValidChildAge(19)).toBe(false);
    expect(isValidChildAge(7.5)).toBe(false);
    expect(CHILD_AGE_RANGE_MESSAGE).toBe('Age must be between 3 and 18');
  });
});
