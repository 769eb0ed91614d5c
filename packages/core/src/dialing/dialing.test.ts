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
      ['us', '911', '311'],
      ['ca', '911', '311'],
      ['au', '000', '131 444'],
      ['ie', '999', null],
      ['nz', '111', '105'],
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
    expect(checkDialledNumber(au, '111', '131444').correct).toBe(true);
    expect(checkDialledNumber(uk, '999', ' 9 9 9 ').correct).toBe(true);
    expect(checkDialledNumber(au, '111', '131-444').correct).toBe(true);
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
      "111 is for emergencies. This isn't an emergency, so dial 105.",
    );
    expect(checkDialledNumber(uk, '111', '999').hint).toBe(
      "999 is for emergencies. This isn't an emergency, so dial 111.",
    );
  });

  it("names another country's non-emergency number", () => {
    expect(checkDialledNumber(us, '111', '111').hint).toBe(
      "111 is the number for help that isn't an emergency in the UK. In the United States, dial 311.",
    );
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
