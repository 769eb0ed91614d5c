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

/** What the "Family doctor or nurse line" field tells a parent of a child in this country. */
export interface AdviceLineFieldHint {
  description: string;
  /** An example in the country's own format, from a range kept unallocated for drama and examples. */
  placeholder: string;
}

// Example numbers that reach no one, in each country's usual layout:
// UK: Ofcom's numbers for drama, 01632 960000–960999 (ofcom.org.uk, "Telephone numbers for drama purposes").
// US and Canada: 555-0100 to 555-0199 are set aside for fictional use (NANPA, "555 NXX Assignments").
// Australia: ACMA's numbers for use in film and TV include (02) 5550 xxxx (acma.gov.au, "Phone numbers
// for TV, film and radio").
// Ireland: numbers starting 020 91 are kept for film and drama (ComReg's numbering conventions).
// New Zealand has no such published range, so its example names the kind of number instead.
const EXAMPLE_NUMBER: Readonly<Record<Country['id'], string>> = {
  uk: 'e.g. 01632 960123',
  us: 'e.g. (202) 555-0147',
  ca: 'e.g. (613) 555-0147',
  au: 'e.g. (02) 5550 1234',
  ie: 'e.g. 020 910 1234',
  nz: "e.g. your GP's number",
};

/**
 * The field's hint follows the child's country: where there is a national advice line it is the one
 * practised unless the family adds their own; where there is none (the United States, Ireland), the
 * family's own number is what the child practises calling.
 */
export function adviceLineFieldHint(country: Country): AdviceLineFieldHint {
  const placeholder = EXAMPLE_NUMBER[country.id];
  if (country.nonEmergencyNumber === null) {
    return {
      description: `In ${countryWithArticle(country)} there is no national advice line to practise calling, so add your ${country.id === 'ie' ? "GP's or out-of-hours service's" : "doctor's or nurse line's"} number. Your child then practises calling it for health advice.`,
      placeholder,
    };
  }
  return {
    description: `Your child practises calling ${nationalLine(country, country.nonEmergencyNumber)} for health advice. Add your own doctor's or nurse line's number to practise calling that instead.`,
    placeholder,
  };
}

const countryWithArticle = (country: Country) =>
  country.id === 'us' || country.id === 'uk' ? `the ${country.name}` : country.name;

/** "NHS 111", "the 811 health line", "healthdirect on 1800 022 222". */
function nationalLine(country: Country, number: string): string {
  const name = country.nonEmergencyServiceName;
  if (!name.includes(number)) return `${name} on ${number}`;
  return /^\d/.test(name) ? `the ${name}` : name;
}
