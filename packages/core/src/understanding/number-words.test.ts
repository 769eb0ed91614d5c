import { describe, expect, it } from 'vitest';
import { NUMBER_WORDS, numbersAsDigits } from './number-words';

describe('numbers as children say them', () => {
  it.each([
    ['twenty two Oak Road', '22 Oak Road'],
    ['one hundred and four', '104'],
    ['two twenty one Main Street', '221 Main Street'],
    ['fourty six Elm', '46 Elm'],
    ['flat three, twelve Mill Lane', 'flat 3, 12 Mill Lane'],
    ['no one is inside', 'no 1 is inside'],
  ])('%s → %s', (said, digits) => {
    expect(numbersAsDigits(said)).toBe(digits);
  });

  it('lists every number word once, "hundred" included', () => {
    expect(new Set(NUMBER_WORDS).size).toBe(NUMBER_WORDS.length);
    expect(NUMBER_WORDS).toEqual(expect.arrayContaining(['one', 'nineteen', 'ninety', 'fourty', 'hundred']));
  });
});

describe('hyphenated numbers, as they are typed', () => {
  it.each([
    ["She's seventy-eight", "She's 78"],
    ['sixty-four Birch Road', '64 Birch Road'],
    ['a one-way street', 'a one-way street'],
  ])('%s → %s', (said, digits) => {
    expect(numbersAsDigits(said)).toBe(digits);
  });
});
