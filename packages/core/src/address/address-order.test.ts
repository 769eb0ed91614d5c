import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS, type CountryId } from '../countries';
import { READING_BANDS } from '../age';
import { addressFeedback } from './address-feedback';
import type { HomeAddress } from './address-shape';
import { addressOrderSlip, envelopeOrder, matchAddressParts } from './match-address';

// One address per country in its own postcode format (formats cited in address-shape.ts).
const HOMES: Readonly<Record<CountryId, HomeAddress>> = {
  uk: { flat: '', number: '12', street: 'Oak Road', town: 'Leeds', postcode: 'LS6 2AB' },
  ie: { flat: '', number: '12', street: 'Oak Road', town: 'Dublin', postcode: 'D02 X285' },
  nz: { flat: '', number: '12', street: 'Oak Road', town: 'Wellington', postcode: '6011' },
  au: { flat: '', number: '12', street: 'Oak Road', town: 'Sydney', postcode: '2000' },
  us: { flat: '', number: '12', street: 'Oak Road', town: 'Boston', postcode: '02108' },
  ca: { flat: '', number: '12', street: 'Oak Road', town: 'Ottawa', postcode: 'K1A 0B1' },
};

const say = (home: HomeAddress, parts: readonly (keyof HomeAddress)[]) =>
  parts.map((part) => (part === 'flat' ? `flat ${home.flat}` : home[part])).join(' ');

describe('the envelope order counts in Learn my address, in every country', () => {
  it('covers every country in the catalogue', () => {
    expect(Object.keys(HOMES).sort()).toEqual([...COUNTRY_IDS].sort());
  });

  describe.each(Object.entries(HOMES) as [CountryId, HomeAddress][])('%s', (countryId, home) => {
    const order = envelopeOrder(countryId).filter((part) => home[part] !== '');

    it('accepts the parts in the order its envelopes use: number, street, town, postcode', () => {
      expect(order).toEqual(['number', 'street', 'town', 'postcode']);
      const match = matchAddressParts(home, say(home, order), countryId);
      expect(match.allRight).toBe(true);
      expect(match.saidOrder).toEqual(order);
      expect(addressOrderSlip(match, countryId)).toBeNull();
    });

    it.each([
      [['town', 'number', 'street', 'postcode'], { earlier: 'number', later: 'town' }],
      [['street', 'number', 'town', 'postcode'], { earlier: 'number', later: 'street' }],
      [['number', 'street', 'postcode', 'town'], { earlier: 'town', later: 'postcode' }],
      [['postcode', 'number', 'street', 'town'], { earlier: 'number', later: 'postcode' }],
    ] as const)('refuses %j and names the first pair the wrong way round', (parts, slip) => {
      const match = matchAddressParts(home, say(home, parts), countryId);
      // Never the whole address: a digits-only code said first is not even taken for the postcode
      // (it is looked for after the street); otherwise every part is right and only the order is not.
      if (match.allRight) expect(addressOrderSlip(match, countryId)).toEqual(slip);
      else expect(['us', 'au', 'nz']).toContain(countryId);
    });

    it('says kindly which order to use, by part names, never the values', () => {
      const match = matchAddressParts(home, say(home, ['town', 'number', 'street', 'postcode']), countryId);
      const slip = addressOrderSlip(match, countryId);
      for (const band of READING_BANDS) {
        const line = addressFeedback(match, band, countryId, slip);
        expect(line).not.toMatch(/whole address|every part of your address|Well done/i);
        for (const value of Object.values(home).filter(Boolean)) expect(line).not.toContain(value);
        for (const word of home.street.split(' ')) expect(line).not.toContain(word);
      }
    });
  });

  it('tells a 6-year-old the order in their own words (the UK)', () => {
    const home = HOMES.uk;
    const match = matchAddressParts(home, 'Leeds 12 Oak Road LS6 2AB', 'uk');
    expect(addressFeedback(match, '5-7', 'uk', addressOrderSlip(match, 'uk'))).toBe(
      'You have all the parts. Great! Now put them in order: number, street, town, postcode.',
    );
    expect(addressFeedback(match, '8-10', 'uk', addressOrderSlip(match, 'uk'))).toBe(
      'You said every part. Good! Your town comes after your house number. Try this order: house number, street, town, postcode.',
    );
  });

  it('lets the flat come before the number or after the street, but not after the town', () => {
    const uk = { ...HOMES.uk, flat: '2' };
    const check = (answer: string, countryId: CountryId, home: HomeAddress) =>
      addressOrderSlip(matchAddressParts(home, answer, countryId), countryId);
    expect(check('Flat 2 12 Oak Road Leeds LS6 2AB', 'uk', uk)).toBeNull();
    expect(check('12 Oak Road flat 2 Leeds LS6 2AB', 'uk', uk)).toBeNull();
    expect(check('12 Oak Road Leeds flat 2 LS6 2AB', 'uk', uk)).toEqual({ earlier: 'flat', later: 'town' });
    const us = { ...HOMES.us, flat: '4' };
    expect(check('12 Oak Road apartment 4 Boston 02108', 'us', us)).toBeNull();
  });

  it('judges only the parts said right: a part still to add is asked for first', () => {
    const match = matchAddressParts(HOMES.uk, 'Leeds Oak Road', 'uk');
    expect(match.allRight).toBe(false);
    expect(addressFeedback(match, '5-7', 'uk', addressOrderSlip(match, 'uk'))).toMatch(/Now add your number/);
  });
});
