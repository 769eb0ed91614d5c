// The family's own doctor or nurse-line number, which a parent may store on a child's profile and
// which the child's non-emergency training then uses (ADR 011). Pure: no I/O.
import type { Country } from './countries';

export const ADVICE_LINE_NUMBER_MAX_LENGTH = 24;
export const ADVICE_LINE_NUMBER_PROBLEM =
  'Enter the phone number with digits, spaces, dashes or brackets (4 to 15 digits), or leave it empty.';

/**
 * A tidy phone number ("(555) 123-4567", "+1 555 123 4567", "01632 960000") or null for an empty
 * value; undefined when it is not a phone number at all.
 */
export function parseAdviceLineNumber(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  if (trimmed.length > ADVICE_LINE_NUMBER_MAX_LENGTH) return undefined;
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 4 && digits <= 15 ? trimmed : undefined;
}

/** The country as the child's advice call sees it: the family's own line replaces the national one. */
export function withFamilyAdviceLine(country: Country, familyNumber: string | null | undefined): Country {
  const number = parseAdviceLineNumber(familyNumber);
  if (!number) return country;
  return {
    ...country,
    nonEmergencyNumber: number,
    nonEmergencyLabel: number,
    nonEmergencyServiceName: "family doctor's line",
    adviceLineName: "your family doctor's line",
  };
}
