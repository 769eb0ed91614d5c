import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema } from './profile';

const countryOf = (country_code: unknown) => updateProfileRequestSchema.safeParse({ country_code });

describe('the country a parent saves', () => {
  it.each([
    ['uk', 'uk'],
    ['US', 'us'],
    ['australia', 'au'],
    ['New Zealand', 'nz'],
    [' ie ', 'ie'],
  ])('accepts %j as %s', (value, id) => {
    expect(countryOf(value)).toMatchObject({ success: true, data: { country_code: id } });
  });

  it.each([['fr'], [''], ['united kingdom'], [null], [7]])(
    'refuses %j instead of quietly choosing the UK',
    (value) => {
      expect(countryOf(value).success).toBe(false);
    },
  );
});
