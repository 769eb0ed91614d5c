// The family's own address (ADR 037): its parts, how each country names and writes them, and the
// checks a parent's input passes before it is stored. Pure: no I/O.
import type { CountryId } from '../countries';

/** A part of an address, in the order it is said. A flat comes first, as in "Flat 2, 88 Mill Lane". */
export const ADDRESS_PART_IDS = ['flat', 'number', 'street', 'town', 'postcode'] as const;
export type AddressPartId = (typeof ADDRESS_PART_IDS)[number];

/**
 * An address as the parent typed it. Street and town are required; a flat, the house number and the
 * postcode may be empty (a house with a name only, a family that does not know its Eircode).
 */
export interface HomeAddress {
  flat: string;
  number: string;
  street: string;
  town: string;
  postcode: string;
}

export const ADDRESS_FIELD_MAX_LENGTH = { flat: 12, number: 12, street: 80, town: 60, postcode: 12 } as const;

export interface AddressPartLabels {
  /** "Flat", "Apartment", "Unit": the word said before the flat number. */
  flatWord: string;
  /** How the parent's form and the older children's feedback name each part. */
  parts: Readonly<Record<AddressPartId, string>>;
  /** The youngest children's words for each part ("number" rather than "house number"). */
  youngParts: Readonly<Record<AddressPartId, string>>;
  /** An example for the postcode field, in the country's own format. */
  postcodeExample: string;
}

const BRITISH_STYLE = {
  flatWord: 'Flat',
  parts: {
    flat: 'flat number',
    number: 'house number',
    street: 'street',
    town: 'town',
    postcode: 'postcode',
  },
  youngParts: { flat: 'flat number', number: 'number', street: 'street', town: 'town', postcode: 'postcode' },
} as const;

/**
 * Sources for the postcode names and formats: Royal Mail's postcode format (uk), USPS Publication 28
 * (ZIP code, us), Canada Post's Addressing Guidelines (postal code), Australia Post's addressing
 * guidelines (postcode; "Unit 2" or "2/88" for units), Eircode's own guide (ie), and NZ Post's
 * addressing guide (postcode).
 */
export const ADDRESS_LABELS: Readonly<Record<CountryId, AddressPartLabels>> = {
  uk: { ...BRITISH_STYLE, postcodeExample: 'LS6 2AB' },
  ie: {
    ...BRITISH_STYLE,
    parts: { ...BRITISH_STYLE.parts, postcode: 'Eircode' },
    youngParts: { ...BRITISH_STYLE.youngParts, postcode: 'Eircode' },
    postcodeExample: 'D02 X285',
  },
  nz: { ...BRITISH_STYLE, postcodeExample: '6011' },
  au: {
    flatWord: 'Unit',
    parts: {
      flat: 'unit number',
      number: 'house number',
      street: 'street',
      town: 'suburb or town',
      postcode: 'postcode',
    },
    youngParts: {
      flat: 'unit number',
      number: 'number',
      street: 'street',
      town: 'suburb',
      postcode: 'postcode',
    },
    postcodeExample: '2000',
  },
  us: {
    flatWord: 'Apartment',
    parts: {
      flat: 'apartment number',
      number: 'house number',
      street: 'street',
      town: 'city',
      postcode: 'ZIP code',
    },
    youngParts: {
      flat: 'apartment number',
      number: 'number',
      street: 'street',
      town: 'city',
      postcode: 'ZIP code',
    },
    postcodeExample: '90210',
  },
  ca: {
    flatWord: 'Apartment',
    parts: {
      flat: 'apartment number',
      number: 'house number',
      street: 'street',
      town: 'city',
      postcode: 'postal code',
    },
    youngParts: {
      flat: 'apartment number',
      number: 'number',
      street: 'street',
      town: 'city',
      postcode: 'postal code',
    },
    postcodeExample: 'K1A 0B1',
  },
};

/** Eircode letters: no B, G, I, J, L, M, O, Q, S, U or Z (Eircode's guide). */
const EIRCODE_LETTER = '[ac-fhknprtv-y]';

/** Each country's postcode, written without spaces and in lower case. */
const COMPACT_POSTCODE: Readonly<Record<CountryId, RegExp>> = {
  // Royal Mail: outward code (A9, A99, AA9, AA99, A9A, AA9A) then inward code (9AA).
  uk: /^[a-z]{1,2}\d[a-z\d]?\d[a-z]{2}$/,
  // USPS: five digits, optionally ZIP+4.
  us: /^\d{5}(\d{4})?$/,
  // Canada Post: A9A 9A9.
  ca: /^[a-z]\d[a-z]\d[a-z]\d$/,
  // Australia Post and NZ Post: four digits.
  au: /^\d{4}$/,
  nz: /^\d{4}$/,
  // Eircode: a routing key (letter and two digits, or D6W) and four characters.
  ie: new RegExp(`^(${EIRCODE_LETTER}\\d{2}|d6w)[\\da-z]{4}$`),
};

/** Lower case, no spaces, dashes or dots: how postcodes are compared. */
export function compactPostcode(value: string): string {
  return value.toLowerCase().replace(/[^a-z\d]/g, '');
}

/** Whether the text is a postcode of the country, however it is spaced or cased. */
export function isPostcodeOf(countryId: CountryId, value: string): boolean {
  return COMPACT_POSTCODE[countryId].test(compactPostcode(value));
}

/**
 * The postcode written the country's way ("ls62ab" → "LS6 2AB", "902101234" → "90210-1234"), or
 * null when it is not one of the country's postcodes.
 */
export function formatPostcode(countryId: CountryId, value: string): string | null {
  const compact = compactPostcode(value);
  if (!COMPACT_POSTCODE[countryId].test(compact)) return null;
  const upper = compact.toUpperCase();
  switch (countryId) {
    case 'uk':
      return `${upper.slice(0, -3)} ${upper.slice(-3)}`;
    case 'ca':
    case 'ie':
      return `${upper.slice(0, 3)} ${upper.slice(3)}`;
    case 'us':
      return upper.length === 9 ? `${upper.slice(0, 5)}-${upper.slice(5)}` : upper;
    case 'au':
    case 'nz':
      return upper;
  }
}

const HAS_LETTER = /\p{L}/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export type AddressProblems = Partial<Record<AddressPartId, string>>;

export type AddressCheck = { ok: true; address: HomeAddress } | { ok: false; problems: AddressProblems };

const collapse = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/**
 * Checks and tidies what a parent typed: spaces collapsed, the postcode written the country's way.
 * Every problem is named per part, in words a parent understands.
 */
export function checkHomeAddress(
  input: Partial<Record<AddressPartId, unknown>>,
  countryId: CountryId,
): AddressCheck {
  const labels = ADDRESS_LABELS[countryId];
  const address: HomeAddress = {
    flat: collapse(input.flat),
    number: collapse(input.number),
    street: collapse(input.street),
    town: collapse(input.town),
    postcode: collapse(input.postcode),
  };
  const problems: AddressProblems = {};
  const capitalised = (part: AddressPartId) => {
    const label = labels.parts[part];
    return label.charAt(0).toUpperCase() + label.slice(1);
  };
  for (const part of ADDRESS_PART_IDS) {
    const value = address[part];
    const max = ADDRESS_FIELD_MAX_LENGTH[part];
    if (CONTROL.test(value)) problems[part] = `${capitalised(part)} cannot contain control characters`;
    else if (value.length > max) problems[part] = `${capitalised(part)} must be ${max} characters or fewer`;
  }
  if (!problems.street && !HAS_LETTER.test(address.street)) problems.street = 'Please enter the street';
  if (!problems.town && !HAS_LETTER.test(address.town))
    problems.town = `Please enter the ${labels.parts.town}`;
  if (!problems.number && address.number !== '' && !HAS_LETTER_OR_DIGIT.test(address.number)) {
    problems.number = 'House number must have a number or a name';
  }
  if (!problems.flat && address.flat !== '' && !HAS_LETTER_OR_DIGIT.test(address.flat)) {
    problems.flat = `${capitalised('flat')} must have a number or a letter`;
  }
  if (!problems.postcode && address.postcode !== '') {
    const formatted = formatPostcode(countryId, address.postcode);
    if (formatted === null) {
      problems.postcode = `${capitalised('postcode')} must look like ${labels.postcodeExample}`;
    } else {
      address.postcode = formatted;
    }
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, address };
}

/** The parts this address has, in the order they are said. */
export function addressPartsOf(address: HomeAddress): AddressPartId[] {
  return ADDRESS_PART_IDS.filter((part) => address[part].trim() !== '');
}

/** The flat as said: "Flat 2", "Apartment 4B", "Unit 3". */
export function flatPhrase(address: HomeAddress, countryId: CountryId): string {
  return address.flat === '' ? '' : `${ADDRESS_LABELS[countryId].flatWord} ${address.flat}`;
}

/**
 * The address on one line, the way the country writes it: "Flat 2, 88 Mill Lane, Leeds, LS6 2AB";
 * American and Canadian apartments after the street ("88 Mill Lane, Apartment 2, Springfield 62704").
 */
export function formatAddress(address: HomeAddress, countryId: CountryId): string {
  const streetLine = [address.number, address.street].filter(Boolean).join(' ');
  const flat = flatPhrase(address, countryId);
  const american = countryId === 'us' || countryId === 'ca';
  const lines = american ? [streetLine, flat] : [flat, streetLine];
  const townLine = american && address.postcode ? `${address.town} ${address.postcode}` : address.town;
  return [...lines, townLine, american ? '' : address.postcode].filter(Boolean).join(', ');
}
