import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_IDS,
  DEFAULT_COUNTRY_ID,
  getCountry,
  isCountryId,
  normalizeCountryId,
  numberForType,
} from './countries';
import { adviceLineFieldHint } from './family-advice-line';

describe('COUNTRIES', () => {
  it('lists the six countries in picker order', () => {
    expect(COUNTRIES.map((country) => country.id)).toEqual(['uk', 'us', 'ca', 'au', 'ie', 'nz']);
    expect(COUNTRY_IDS).toEqual(['uk', 'us', 'ca', 'au', 'ie', 'nz']);
  });

  it.each([
    ['uk', 'United Kingdom', '999', '111', 'alloy', 'British', 'en-GB'],
    ['us', 'United States', '911', null, 'echo', 'American', 'en-US'],
    ['ca', 'Canada', '911', '811', 'echo', 'Canadian', 'en-CA'],
    ['au', 'Australia', '000', '1800 022 222', 'shimmer', 'Australian', 'en-AU'],
    ['ie', 'Ireland', '999', null, 'sage', 'Irish', 'en-IE'],
    ['nz', 'New Zealand', '111', '0800 611 116', 'coral', 'New Zealand', 'en-NZ'],
  ])(
    '%s has the real numbers, voice, accent and locale',
    (id, name, emergency, nonEmergency, voice, accent, locale) => {
      const country = getCountry(id);
      expect(country).toMatchObject({
        name,
        emergencyNumber: emergency,
        nonEmergencyNumber: nonEmergency,
        voice,
        accent,
        speechLocale: locale,
      });
    },
  );

  it('gives Ireland 112 as a second emergency number and no invented non-emergency number', () => {
    const ireland = getCountry('ie');
    expect(ireland.alternativeEmergencyNumber).toBe('112');
    expect(ireland.nonEmergencyNumber).toBeNull();
    expect(ireland.nonEmergencyLabel).toBe('Out-of-hours GP');
  });

  it('shows the number on the non-emergency badge wherever one exists', () => {
    for (const country of COUNTRIES) {
      if (country.nonEmergencyNumber !== null)
        expect(country.nonEmergencyLabel).toBe(country.nonEmergencyNumber);
    }
  });

  it('gives only Ireland a second emergency number', () => {
    const withAlternative = COUNTRIES.filter((country) => country.alternativeEmergencyNumber !== undefined);
    expect(withAlternative.map((country) => country.id)).toEqual(['ie']);
  });

  it('uses local service names', () => {
    expect(getCountry('uk').services).toEqual({
      fire: 'Fire Service',
      ambulance: 'Ambulance',
      police: 'Police',
    });
    expect(getCountry('us').services.fire).toBe('Fire Department');
    expect(getCountry('us').services.ambulance).toBe('EMS');
    expect(getCountry('au').services.fire).toBe('Fire Brigade');
    expect(getCountry('ie').services.police).toBe('Gardaí');
    expect(getCountry('uk').nonEmergencyServiceName).toBe('NHS 111');
  });

  it('fills every text field for every country', () => {
    for (const country of COUNTRIES) {
      for (const text of [
        country.name,
        country.flag,
        country.accent,
        country.emergencyNumber,
        country.nonEmergencyLabel,
        country.nonEmergencyServiceName,
        country.emergencyServicesName,
        ...Object.values(country.services),
      ]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });
});

describe('isCountryId', () => {
  it('accepts the six short ids only', () => {
    for (const id of COUNTRY_IDS) expect(isCountryId(id)).toBe(true);
    expect(isCountryId('canada')).toBe(false);
    expect(isCountryId('UK')).toBe(false);
    expect(isCountryId('')).toBe(false);
    expect(isCountryId(undefined)).toBe(false);
    expect(isCountryId(44)).toBe(false);
  });
});

describe('normalizeCountryId', () => {
  it('keeps short ids', () => {
    for (const id of COUNTRY_IDS) expect(normalizeCountryId(id)).toBe(id);
  });

  it.each([
    ['canada', 'ca'],
    ['australia', 'au'],
    ['ireland', 'ie'],
    ['newzealand', 'nz'],
    ['NewZealand', 'nz'],
    ['New Zealand', 'nz'],
    ['new-zealand', 'nz'],
    ['  AUSTRALIA ', 'au'],
    [' UK ', 'uk'],
    ['Us', 'us'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeCountryId(input)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['   '], ['fr'], ['france'], ['u k x']])(
    'falls back to the UK for %j',
    (input) => {
      expect(normalizeCountryId(input)).toBe('uk');
      expect(DEFAULT_COUNTRY_ID).toBe('uk');
    },
  );
});

describe('getCountry', () => {
  it('normalises before looking up', () => {
    expect(getCountry('Canada').id).toBe('ca');
    expect(getCountry('unknown').id).toBe('uk');
    expect(getCountry(null).name).toBe('United Kingdom');
  });
});

describe('numberForType', () => {
  it('maps 999 to the emergency number and 111 to the non-emergency number', () => {
    expect(numberForType(getCountry('uk'), '999')).toBe('999');
    expect(numberForType(getCountry('uk'), '111')).toBe('111');
    expect(numberForType(getCountry('au'), '999')).toBe('000');
    expect(numberForType(getCountry('au'), '111')).toBe('1800 022 222');
    expect(numberForType(getCountry('nz'), '999')).toBe('111');
    expect(numberForType(getCountry('nz'), '111')).toBe('0800 611 116');
  });

  it('returns null for Ireland non-emergency', () => {
    expect(numberForType(getCountry('ie'), '111')).toBeNull();
    expect(numberForType(getCountry('ie'), '999')).toBe('999');
  });
});

describe('adviceLineFieldHint', () => {
  it('tells a UK parent about NHS 111 with a British example number, never an American one', () => {
    const hint = adviceLineFieldHint(getCountry('uk'));
    expect(hint.description).toBe(
      "Your child practises calling NHS 111 for health advice. Add your own doctor's or nurse line's number to practise calling that instead.",
    );
    expect(hint.placeholder).toBe('e.g. 01632 960123');
    expect(hint.description).not.toContain('United States');
  });

  it('asks for the family’s own number where there is no national advice line', () => {
    expect(adviceLineFieldHint(getCountry('us')).description).toMatch(
      /^In the United States there is no national advice line to practise calling/,
    );
    expect(adviceLineFieldHint(getCountry('ie')).description).toMatch(/^In Ireland there is no national/);
  });

  it("names each country's own line and number", () => {
    expect(adviceLineFieldHint(getCountry('ca')).description).toContain('calling the 811 health line');
    expect(adviceLineFieldHint(getCountry('au')).description).toContain(
      'calling healthdirect on 1800 022 222',
    );
    expect(adviceLineFieldHint(getCountry('nz')).description).toContain('calling Healthline on 0800 611 116');
  });
});
