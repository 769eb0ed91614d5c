// An answer turned into comparable pieces for the address check: lower case, no accents or
// punctuation, numbers said as words turned into digits. Typed answers ("Flat 2, 88 Mill Ln") and
// a recogniser's output ("flat two at eighty eight mill lane") come out alike. Pure: no I/O.

import { NUMBER_TENS, NUMBER_UNITS } from '../understanding/number-words';

/** Spoken answers are short; anything longer is cut so huge input stays cheap. */
const MAX_ANSWER_LENGTH = 600;

const byValue = (keep: (value: number) => boolean): Readonly<Record<string, number>> =>
  Object.fromEntries(Object.entries(NUMBER_UNITS).filter(([, value]) => keep(value)));

/** Digits as words, with the zeros a code is read with. */
const UNITS: Readonly<Record<string, number>> = { zero: 0, nought: 0, ...byValue((value) => value < 10) };
const TEENS = byValue((value) => value >= 10);
const TENS = NUMBER_TENS;

/** "Oh" is a zero only between or after digits: "nine oh two one oh", not "oh no". */
const ZERO_SOUNDS: ReadonlySet<string> = new Set(['oh', 'o']);

export interface SpokenToken {
  /** Lower-case letters and digits only ("mill", "88", "ls6", "12a"). */
  text: string;
  /** True when the token is a whole number, whether typed or said in words. */
  isNumber: boolean;
  /**
   * A number said in words read word by word instead ("twenty eight" → "208"), the way codes are
   * read out; the same as `text` otherwise.
   */
  digitByDigit: string;
}

function basicTokens(answer: string): string[] {
  return String(answer ?? '')
    .slice(0, MAX_ANSWER_LENGTH)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== '');
}

const numberWordValue = (word: string) => UNITS[word] ?? TEENS[word] ?? TENS[word];

type NumberKind = 'unit' | 'teen' | 'tens' | 'hundred';

/**
 * Tokens with number words joined the way house numbers are said ("eighty eight" → 88, "one
 * hundred and four" → 104, "two one" → 2 1), "double four" as 4 4 and "oh" beside a number as 0.
 */
export function spokenTokens(answer: string): SpokenToken[] {
  const words = basicTokens(answer);
  const out: SpokenToken[] = [];
  let value: number | null = null;
  let spokenDigits: string[] = [];
  let lastKind: NumberKind | null = null;
  const flush = () => {
    if (value !== null)
      out.push({ text: String(value), isNumber: true, digitByDigit: spokenDigits.join('') });
    value = null;
    spokenDigits = [];
    lastKind = null;
  };
  const pushNumber = (digits: string) => {
    flush();
    out.push({ text: digits, isNumber: true, digitByDigit: digits });
  };
  const previousIsNumber = () => value !== null || out.at(-1)?.isNumber === true;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = words[index + 1] ?? '';
    if (/^\d+$/.test(word)) {
      pushNumber(word);
      continue;
    }
    const repeated = UNITS[next];
    if ((word === 'double' || word === 'triple') && repeated !== undefined) {
      for (let count = word === 'double' ? 2 : 3; count > 0; count -= 1) pushNumber(String(repeated));
      index += 1;
      continue;
    }
    if (
      ZERO_SOUNDS.has(word) &&
      (previousIsNumber() || /^\d/.test(next) || numberWordValue(next) !== undefined)
    ) {
      pushNumber('0');
      continue;
    }
    if (word === 'and' && lastKind === 'hundred') continue;
    // "one hundred and four" is 104; "sixteen hundred" is 1600, as American house numbers are said.
    if (word === 'hundred' && value !== null && value < 100 && (lastKind === 'unit' || lastKind === 'teen')) {
      value *= 100;
      lastKind = 'hundred';
      continue;
    }
    // "two thousand" is how some children say an Australian or New Zealand postcode.
    if (word === 'thousand' && value !== null && value < 100 && lastKind !== 'hundred') {
      value *= 1000;
      lastKind = 'hundred';
      continue;
    }
    const unit = UNITS[word];
    const teen = TEENS[word];
    const said = numberWordValue(word);
    if (said === undefined) {
      flush();
      out.push({ text: word, isNumber: false, digitByDigit: word });
      continue;
    }
    if (value !== null && unit !== undefined && unit > 0 && (lastKind === 'tens' || lastKind === 'hundred')) {
      value += unit;
      spokenDigits.push(String(unit));
      flush();
      continue;
    }
    if (value !== null && unit === undefined && lastKind === 'hundred') {
      value += said;
      spokenDigits.push(String(said));
      lastKind = teen !== undefined ? 'teen' : 'tens';
      if (teen !== undefined) flush();
      continue;
    }
    flush();
    value = said;
    spokenDigits = [String(said)];
    lastKind = unit !== undefined ? 'unit' : teen !== undefined ? 'teen' : 'tens';
  }
  flush();
  return out;
}

/** Words of a stored part (street, town) in the same form as the answer's tokens. */
export function partWords(value: string): string[] {
  return spokenTokens(value).map((token) => token.text);
}
