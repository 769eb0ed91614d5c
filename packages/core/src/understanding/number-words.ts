// Numbers as children say them, the one table every reader uses (ADR 061): the units, the tens and
// "hundred", and house numbers said as words turned into digits.

/** Numbers one to nineteen, as said. */
export const NUMBER_UNITS: Readonly<Record<string, number>> = {
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
/** The tens, with the common misspelling "fourty". */
export const NUMBER_TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const HYPHENATED_NUMBER = new RegExp(
  `\\b(${Object.keys(NUMBER_TENS).join('|')})-(${Object.keys(NUMBER_UNITS)
    .filter((unit) => NUMBER_UNITS[unit]! < 10)
    .join('|')})\\b`,
  'gi',
);

/** "twenty two Oak Road" → "22 Oak Road", "one hundred and four" → "104": house numbers as heard. */
export function numbersAsDigits(words: string): string {
  // "seventy-eight", as numbers are typed, is said as two words.
  const pieces = words.replace(HYPHENATED_NUMBER, '$1 $2').split(/(\s+)/);
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
    const unit = NUMBER_UNITS[word];
    const ten = NUMBER_TENS[word];
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

/** Every number word, "hundred" included: a house number said in words. */
export const NUMBER_WORDS: readonly string[] = [
  ...Object.keys(NUMBER_UNITS),
  ...Object.keys(NUMBER_TENS),
  'hundred',
];

/** The number words as a regular-expression alternation ("one|two|…"). */
export const NUMBER_WORD_PATTERN = [...Object.keys(NUMBER_UNITS), ...Object.keys(NUMBER_TENS)].join('|');
