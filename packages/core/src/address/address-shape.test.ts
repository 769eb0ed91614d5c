import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS } from '../countries';
import {
  ADDRESS_LABELS,
  checkHomeAddress,
  formatAddress,
  formatPostcode,
  isPostcodeOf,
} from './address-shape';

describe('postcodes per country', () => {
  it.each([
    ['uk', 'ls62ab', 'LS6 2AB'],
    ['uk', 'sw1a 1aa', 'SW1A 1AA'],
    ['uk', ' M1 1AE ', 'M1 1AE'],
    ['us', '90210', '90210'],
    ['us', '90210 1234', '90210-1234'],
    ['ca', 'k1a0b1', 'K1A 0B1'],
    ['au', '2000', '2000'],
    ['nz', '6011', '6011'],
    ['ie', 'd02x285', 'D02 X285'],
    ['ie', 'D6W 1234', 'D6W 1234'],
  ] as const)('%s writes %s as %s', (country, input, formatted) => {
    expect(formatPostcode(country, input)).toBe(formatted);
    expect(isPostcodeOf(country, input)).toBe(true);
  });

  it.each([
    ['uk', '12345'],
    ['us', 'LS6 2AB'],
    ['ca', '90210'],
    ['au', '20000'],
    ['nz', 'ABCD'],
    ['ie', 'B02 X285'],
  ] as const)('%s refuses %s', (country, input) => {
    expect(formatPostcode(country, input)).toBeNull();
  });

  it('names the code the way each country does', () => {
    expect(COUNTRY_IDS.map((id) => ADDRESS_LABELS[id].parts.postcode)).toEqual([
      'postcode',
      'ZIP code',
      'postal code',
      'postcode',
      'Eircode',
      'postcode',
    ]);
  });
});

describe('checkHomeAddress', () => {
  it('tidies spaces and writes the postcode the country way', () => {
    expect(
      checkHomeAddress({ number: ' 5 ', street: 'Mill   Lane', town: 'Leeds', postcode: 'ls62ab' }, 'uk'),
    ).toEqual({
      ok: true,
      address: { flat: '', number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' },
    });
  });

  it('needs a street and a town, and a postcode of the country', () => {
    const result = checkHomeAddress({ number: '5', street: '', town: '  ', postcode: '1234' }, 'us');
    expect(result).toEqual({
      ok: false,
      problems: {
        street: 'Please enter the street',
        town: 'Please enter the city',
        postcode: 'ZIP code must look like 90210',
      },
    });
  });

  it('refuses control characters, long values and things that are not strings', () => {
    const result = checkHomeAddress({ number: '5\u0000', street: 'x'.repeat(81), town: 42, flat: '-' }, 'uk');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.problems).sort()).toEqual(['flat', 'number', 'street', 'town']);
    }
  });

  it('allows a house name, no number and no postcode', () => {
    expect(checkHomeAddress({ number: 'Rose Cottage', street: 'Church Lane', town: 'Ashby' }, 'uk').ok).toBe(
      true,
    );
    expect(checkHomeAddress({ street: 'Church Lane', town: 'Ashby' }, 'ie').ok).toBe(true);
  });
});

describe('formatAddress', () => {
  it('puts a flat first in Britain and an apartment after the street in America', () => {
    const parts = { flat: '2', number: '88', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };
    expect(formatAddress(parts, 'uk')).toBe('Flat 2, 88 Mill Lane, Leeds, LS6 2AB');
    expect(formatAddress({ ...parts, town: 'Dayton', postcode: '45402' }, 'us')).toBe(
      '88 Mill Lane, Apartment 2, Dayton 45402',
    );
    expect(formatAddress({ ...parts, flat: '', postcode: '' }, 'au')).toBe('88 Mill Lane, Leeds');
  });
});
