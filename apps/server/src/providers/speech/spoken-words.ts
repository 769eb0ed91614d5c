// Turns written phrases into the words a child would say: lower case, no accents ("Gardaí" as
// gardai), digits spelt out.

const ONES = (
  'zero one two three four five six seven eight nine ten eleven twelve ' +
  'thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
).split(' ');
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * One or two digits read as a number ("12" → twelve, "42" → forty two); longer digit strings and
 * ones with a leading zero are read digit by digit, as people say phone and emergency numbers
 * ("999" → nine nine nine, "000" → zero zero zero).
 */
export function digitsToWords(digits: string): string[] {
  const value = Number(digits);
  if (digits.length <= 2 && !(digits.length === 2 && digits.startsWith('0'))) {
    if (value < 20) return [ONES[value] ?? 'zero'];
    const tens = TENS[Math.floor(value / 10)] ?? '';
    const ones = value % 10;
    return ones === 0 ? [tens] : [tens, ONES[ones] ?? ''];
  }
  return [...digits].map((digit) => ONES[Number(digit)] ?? 'zero');
}

/** The spoken words of a phrase, in order. Punctuation separates words; apostrophes inside words stay. */
export function spokenWords(phrase: string): string[] {
  const tokens =
    phrase
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[a-z]+(?:'[a-z]+)*|\d+/g) ?? [];
  return tokens.flatMap((token) => (/^\d+$/.test(token) ? digitsToWords(token) : [token]));
}
