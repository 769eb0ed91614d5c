// Ages: the parent age check at sign-up, the child age range and the wording bands (docs/product.md §5, §9).

export type AgeBand = 'up-to-6' | '7-10' | '11-14' | 'over-14';

export const PARENT_MIN_AGE = 18;
export const CHILD_AGE_MIN = 3;
export const CHILD_AGE_MAX = 18;
export const MIN_BIRTH_YEAR = 1900;
/** The ages the product is made for (docs/product.md §1: "children aged 5-16"); the input takes 3-18. */
export const CHILD_TARGET_AGE_MIN = 5;
export const CHILD_TARGET_AGE_MAX = 16;
export const CHILD_AGE_RANGE_MESSAGE = 'Age must be between 3 and 18';
export const PARENT_TOO_YOUNG_MESSAGE = 'Must be 18+ to create a parent account';

export type ParentAgeMessage = typeof PARENT_TOO_YOUNG_MESSAGE | `Age verified: ${number} years old`;

/** Operator wording adapts to these bands; the youngest hear the simplest words. */
export function ageBand(age: number): AgeBand {
  if (age <= 6) return 'up-to-6';
  if (age <= 10) return '7-10';
  if (age <= 14) return '11-14';
  return 'over-14';
}

/**
 * The bands the child's own reading matter is written for (briefing, tasks, feedback, results):
 * 5–7 get the simplest words and shortest sentences, then 8–10, then 11–16 (ADR 023). Children
 * younger than 5 read the youngest wording, older than 16 the oldest.
 */
export type ReadingBand = '5-7' | '8-10' | '11-16';

export const READING_BANDS: readonly ReadingBand[] = ['5-7', '8-10', '11-16'];

export function readingBand(age: number): ReadingBand {
  if (age <= 7) return '5-7';
  if (age <= 10) return '8-10';
  return '11-16';
}

/** One text per reading band. */
export type ByReadingBand<T = string> = Readonly<Record<ReadingBand, T>>;

/** Age from the birth year alone, as the sign-up form asks only for the year (the clock is passed in). */
export function ageFromBirthYear(birthYear: number, now: Date): number {
  return now.getFullYear() - birthYear;
}

export function birthYearBounds(now: Date): { min: number; max: number } {
  return { min: MIN_BIRTH_YEAR, max: now.getFullYear() - PARENT_MIN_AGE };
}

/** A birth year outside the form's bounds (not a whole number, before 1900, or too recent) is refused. */
export function parentAgeCheck(birthYear: number, now: Date): { ok: boolean; message: ParentAgeMessage } {
  const { min, max } = birthYearBounds(now);
  if (!Number.isInteger(birthYear) || birthYear < min || birthYear > max) {
    return { ok: false, message: PARENT_TOO_YOUNG_MESSAGE };
  }
  return { ok: true, message: `Age verified: ${ageFromBirthYear(birthYear, now)} years old` };
}

export function isValidChildAge(age: number): boolean {
  return Number.isInteger(age) && age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX;
}
