import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry } from '../countries';
import { acceptedNumbers, checkDialledNumber, numberToDial } from './dialing';

const uk = getCountry('uk');
const us = getCountry('us');
const ie = getCountry('ie');
const au = getCountry('au');
const nz = getCountry('nz');

describe('numberToDial', () => {
  it('gives each country its own emergency and non-emergency numbers', () => {
    expect(
      COUNTRIES.map((country) => [country.id, numberToDial(country, '999'), numberToDial(country, '111')]),
    ).toEqual([
      ['uk', '999', '111'],
      ['us', '911', null],
      ['ca', '911', '811'],
      ['au', '000', '1800 022 222'],
      ['ie', '999', null],
      ['nz', '111', '0800 611 116'],
    ]);
  });
});

describe('checkDialledNumber', () => {
  it("accepts every country's own number for each type", () => {
    for (const country of COUNTRIES) {
      for (const type of ['999', '111'] as const) {
        const number = numberToDial(country, type);
        if (number !== null)
          expect(checkDialledNumber(country, type, number)).toEqual({ correct: true, numberToDial: number });
      }
    }
  });

  it('ignores spaces and dashes', () => {
    expect(checkDialledNumber(au, '111', '1800022222').correct).toBe(true);
    expect(checkDialledNumber(uk, '999', ' 9 9 9 ').correct).toBe(true);
    expect(checkDialledNumber(au, '111', '1800-022-222').correct).toBe(true);
  });

  it('accepts 999 and 112 for emergencies in Ireland', () => {
    expect(checkDialledNumber(ie, '999', '999').correct).toBe(true);
    expect(checkDialledNumber(ie, '999', '112').correct).toBe(true);
    expect(acceptedNumbers(ie, '999')).toEqual(['999', '112']);
  });

  it("has no number for Ireland's out-of-hours doctor, so dialling is skipped", () => {
    const check = checkDialledNumber(ie, '111', '111');
    expect(check.numberToDial).toBeNull();
    expect(check.correct).toBe(false);
    expect(check.hint).toContain('out-of-hours');
  });

  it('gently explains when a child in the UK dials the American number', () => {
    expect(checkDialledNumber(uk, '999', '911')).toEqual({
      correct: false,
      numberToDial: '999',
      hint: '911 is the emergency number in the United States and Canada. In the UK, dial 999.',
    });
  });

  it("explains the UK's 111 is not for emergencies", () => {
    expect(checkDialledNumber(uk, '999', '111').hint).toBe(
      "111 is for help when it isn't an emergency. For an emergency, dial 999.",
    );
  });

  it('explains an emergency number dialled for a non-emergency', () => {
    expect(checkDialledNumber(nz, '111', '111').hint).toBe(
      "111 is for emergencies. This isn't an emergency, so dial 0800 611 116.",
    );
    expect(checkDialledNumber(uk, '111', '999').hint).toBe(
      "999 is for emergencies. This isn't an emergency, so dial 111.",
    );
  });

  it("names another country's non-emergency number", () => {
    expect(checkDialledNumber(getCountry('ca'), '111', '111').hint).toBe(
      "111 is the number for help that isn't an emergency in the UK. In Canada, dial 811.",
    );
    expect(checkDialledNumber(au, '111', '811').hint).toBe(
      "811 is the number for help that isn't an emergency in Canada. In Australia, dial 1800 022 222.",
    );
  });

  it('has no national advice number in the United States: the family doctor or nurse line', () => {
    const check = checkDialledNumber(us, '111', '311');
    expect(check.numberToDial).toBeNull();
    expect(check.hint).toContain('your doctor or the nurse line');
  });

  it('knows 112 works in many countries', () => {
    expect(checkDialledNumber(uk, '999', '112').hint).toBe(
      '112 works in many countries, but in the UK the number to remember is 999.',
    );
  });

  it('gives the right number for anything else, and asks for a number when nothing was dialled', () => {
    expect(checkDialledNumber(au, '999', '123').hint).toBe(
      'Not quite. In Australia, the emergency number is 000. Try again!',
    );
    expect(checkDialledNumber(au, '999', '')).toEqual({
      correct: false,
      numberToDial: '000',
      hint: 'Tap the numbers to dial 000.',
    });
  });
});
