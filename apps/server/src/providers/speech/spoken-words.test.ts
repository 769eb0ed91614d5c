import { describe, expect, it } from 'vitest';
import { digitsToWords, spokenWords } from './spoken-words';

describe('spokenWords', () => {
  it('reads house numbers as numbers and emergency numbers digit by digit', () => {
    expect(spokenWords('I live at 12 Oak Street')).toEqual(['i', 'live', 'at', 'twelve', 'oak', 'street']);
    expect(spokenWords('Flat 42')).toEqual(['flat', 'forty', 'two']);
    expect(spokenWords('Call 999')).toEqual(['call', 'nine', 'nine', 'nine']);
    expect(spokenWords('000')).toEqual(['zero', 'zero', 'zero']);
  });

  it('keeps apostrophes inside words and drops punctuation', () => {
    expect(spokenWords('There’s a fire! Mum’s car, (quick)')).toEqual([
      "there's",
      'a',
      'fire',
      "mum's",
      'car',
      'quick',
    ]);
  });
});

describe('digitsToWords', () => {
  it('spells every number up to 99', () => {
    expect(digitsToWords('0')).toEqual(['zero']);
    expect(digitsToWords('19')).toEqual(['nineteen']);
    expect(digitsToWords('20')).toEqual(['twenty']);
    expect(digitsToWords('99')).toEqual(['ninety', 'nine']);
    expect(digitsToWords('07')).toEqual(['zero', 'seven']);
  });
});
