// Whether an answer says where the caller is, and how the operator reads a location back
// (docs/product.md §4 "Confirmation"; docs/architecture.md §5 and ADR 011).
import { analyseText, hasAny, hasDigit, type AnalysedText } from './text';
import { ADDRESS_LEADS, NUMBER_WORDS, PLACE_NOUNS, STREET_WORDS } from './vocabulary';

/** UK and Canadian postcodes and Irish Eircodes, which name a place on their own. */
const POSTCODE =
  /\b([a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}|[a-z]\d[a-z]\s*\d[a-z]\d|[ac-fhknprtv-y]\d{2}\s*[ac-fhknprtv-y\d]{4})\b/i;

function hasHouseNumber(text: AnalysedText): boolean {
  return hasDigit(text) || hasAny(text, NUMBER_WORDS);
}

/** Street words that are also everyday words ("no way", "it's close"): they need a name before them. */
const EVERYDAY_STREET_WORDS: ReadonlySet<string> = new Set([
  'way',
  'place',
  'close',
  'row',
  'walk',
  'hill',
  'drive',
  'court',
  'square',
  'st',
  'parade',
  'grove',
]);
const NOT_NAMES: ReadonlySet<string> = new Set([
  'a',
  'the',
  'no',
  'is',
  'so',
  'too',
  'very',
  'really',
  'its',
  "it's",
  'in',
  'on',
  'to',
  'my',
  'this',
  'that',
  'any',
  'some',
  'one',
  'out',
  'of',
  'getting',
  'quite',
  'pretty',
  'and',
  'i',
  "i'm",
  'im',
  'we',
  'you',
  'it',
  'was',
  'be',
  'go',
  'get',
  'at',
  'by',
  'first',
  'his',
  'her',
  'their',
  'our',
]);

export function namesAStreet(text: AnalysedText): boolean {
  return text.tokens.some((token, index) => {
    if (!(STREET_WORDS as readonly string[]).includes(token)) return false;
    if (!EVERYDAY_STREET_WORDS.has(token)) return true;
    const before = text.tokens[index - 1];
    return before !== undefined && !NOT_NAMES.has(before);
  });
}

/**
 * A street or road, a landmark a crew could find (a shop, a school, a park, a bus stop), a
 * postcode, or a house number that the child introduces as the address ("I live at 12 Elm"). A
 * digit alone ("test 123") is not a place, and neither is a room or a hazard ("next to the stairs",
 * "smoke everywhere").
 */
export function namesAPlace(answer: string | AnalysedText): boolean {
  const text = typeof answer === 'string' ? analyseText(answer) : answer;
  if (namesAStreet(text) || hasAny(text, PLACE_NOUNS)) return true;
  if (typeof answer === 'string' && POSTCODE.test(answer)) return true;
  return hasHouseNumber(text) && hasAny(text, ADDRESS_LEADS);
}

const UNITS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "twenty two Oak Road" → "22 Oak Road", "one hundred and four" → "104": house numbers as heard. */
export function numbersAsDigits(words: string): string {
  const pieces = words.split(/(\s+)/);
  const out: string[] = [];
  let value: number | null = null;
  let pendingSpace = '';
  const flush = () => {
    if (value !== null) out.push(String(value));
    value = null;
  };
  for (const piece of pieces) {
    if (/^\s+$/.test(piece)) {
      if (value === null) out.push(piece);
      else pendingSpace = piece;
      continue;
    }
    const word = piece.toLowerCase().replace(/[^a-z]/g, '');
    const trailing = piece.match(/[^a-zA-Z]+$/)?.[0] ?? '';
    const unit = UNITS[word];
    const ten = TENS[word];
    if (word === 'and' && value !== null && value >= 100) continue;
    if (word === 'hundred' && value !== null && value < 10) {
      value *= 100;
    } else if (ten !== undefined && (value === null || (value >= 100 && value % 100 === 0))) {
      value = (value ?? 0) + ten;
    } else if (
      (ten !== undefined && value !== null && value < 20) ||
      (unit !== undefined && unit >= 10 && value !== null && value < 20)
    ) {
      // House numbers said in pairs: "two twenty one" is 221, "twelve forty" 1240, "three fifteen" 315.
      value = value * 100 + (ten ?? unit ?? 0);
    } else if (
      unit !== undefined &&
      (value === null ||
        (value % 10 === 0 && value >= 20 && unit < 10) ||
        (value % 100 === 0 && value >= 100))
    ) {
      value = (value ?? 0) + unit;
    } else {
      flush();
      if (out.length > 0 && pendingSpace !== '') out.push(pendingSpace);
      pendingSpace = '';
      out.push(piece);
      continue;
    }
    if (trailing !== '') {
      flush();
      out.push(trailing);
    }
    pendingSpace = '';
  }
  flush();
  return out.join('').replace(/(\d)(\s*)$/, '$1');
}

/** Openers that are not part of the place itself. */
const FILLERS = /^(?:(?:um+|uh+|er+|erm|so|okay|ok|well|yes|yeah|no|oh|and|i think|like|hmm+)[,.!]?\s+)+/i;
/** "I don't know the number, but we live on Oak Road": the place is what follows the "but". */
const UNSURE_LEAD = /^(?:i\s+)?(?:don'?t|do\s+not)\s+know[^,]*,?\s+(?:but|so)\s+/i;
const OPENERS =
  /^(?:(?:the|my|our)\s+address\s+is|(?:we|i)\s+live|we(?:'re|\s+are)|were|i(?:'m|\s+am)|im|it(?:'s|\s+is)|its|i\s+can\s+see|we\s+can\s+see|there(?:'s|\s+is|s)|you\s+can\s+see)\s+/i;

const MID_LEAD =
  /\b(?:we(?:'re|\s+are)|i(?:'m|\s+am)|(?:we|i)\s+live|(?:the\s+)?address\s+is)\s+(?=at\b|on\b|in\b|near\b|by\b|next\b|\d)/i;

/** Words that already say how the caller is placed: "next to the shop", "on Oak Road". */
const PLACING =
  /^(?:next\s+to|near|nearby|by|opposite|behind|beside|in\s+front\s+of|across\s+from|outside|inside|on|at|in|on\s+the\s+corner\s+of)\s/i;

/**
 * The location as the operator reads it back, with how the caller is placed: "at 12 Oak Road",
 * "next to the shop", "on Elm Close". The child's own words, without "the address is" or "I can see",
 * numbers said as words turned into digits.
 */
export function locationReadBack(answer: string): string {
  const trimmed = answer.trim().replace(/[.!?]+$/, '');
  // "Ambulance please, we're at 12 Oak Road": the place starts where the child says where they are.
  const lead = MID_LEAD.exec(trimmed);
  let place = lead && lead.index > 0 ? trimmed.slice(lead.index) : trimmed;
  for (let pass = 0; pass < 3; pass += 1)
    place = place.replace(FILLERS, '').replace(UNSURE_LEAD, '').replace(OPENERS, '');
  if (place === '') place = trimmed;
  place = numbersAsDigits(place);
  return PLACING.test(place) ? place : `at ${place}`;
}
