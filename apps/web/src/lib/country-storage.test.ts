import { describe, expect, it } from 'vitest';
import { parseStoredCountry } from './country-storage';

describe('parseStoredCountry', () => {
  it('treats nothing stored as no choice yet, so the country prompt shows', () => {
    expect(parseStoredCountry(null)).toBeNull();
    expect(parseStoredCountry('   ')).toBeNull();
  });

  it('keeps every one of the six country ids', () => {
    for (const id of ['uk', 'us', 'ca', 'au', 'ie', 'nz']) expect(parseStoredCountry(id)).toBe(id);
  });

  it("accepts the spec's long ids stored by earlier versions", () => {
    expect(parseStoredCountry('newzealand')).toBe('nz');
    expect(parseStoredCountry('australia')).toBe('au');
    expect(parseStoredCountry('Canada')).toBe('ca');
  });

  it('asks again instead of guessing when the stored value is unknown', () => {
    expect(parseStoredCountry('atlantis')).toBeNull();
  });
});
