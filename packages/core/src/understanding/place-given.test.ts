import { describe, expect, it } from 'vitest';
import { rateResponse } from '../rating';
import { PLACE_PHRASINGS } from '../test/children-phrasings';
import { placeGiven } from './place-given';

describe('placeGiven: the one answer to "did the child give a place"', () => {
  it.each([
    ['it is 12 Oak Road', { number: true, street: true, findable: true }],
    ['flat 4b on Station Avenue', { number: true, street: true, findable: true }],
    ['I live at 9 Elm', { number: true, street: true, findable: true }],
    ['7 The Paddocks', { number: true, street: true, findable: true }],
    ['next to the big Tesco', { number: false, street: false, findable: true }],
    ['I live at number 12', { number: true, street: false, findable: false }],
    ['one sec', { number: false, street: false, findable: false }],
    ['I am 9 years old', { number: false, street: false, findable: false }],
    ['my house', { number: false, street: false, findable: false }],
  ] as const)('%s', (said, expected) => {
    expect(placeGiven(said, 'uk')).toMatchObject(expected);
  });

  it("reads postcodes in the child's own country", () => {
    expect(placeGiven('D02 X285', 'ie').findable).toBe(true);
    expect(placeGiven('zip code 10001', 'us').findable).toBe(true);
  });

  it('is the answer the stars give: a findable place is never told it named no place', () => {
    for (const { text, country } of PLACE_PHRASINGS) {
      const { findable, number, street } = placeGiven(text, country);
      const rating = rateResponse(text, { kind: 'address', callType: '999', countryId: country });
      // A number and a street earn full marks; a findable place at least 2; no place and no number, 1.
      if (number && street) expect(rating.categories.completeness, text).toBe(3);
      else if (findable) expect(rating.categories.completeness, text).toBeGreaterThanOrEqual(2);
    }
  });
});
