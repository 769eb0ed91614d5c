import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema } from './profile';

const countryOf = (countryCode: unknown) => updateProfileRequestSchema.safeParse({ countryCode });

describe('the country a parent saves', () => {
  it.each([
    ['uk', 'uk'],
    ['US', 'us'],
    ['australia', 'au'],
    ['New Zealand', 'nz'],
    [' ie ', 'ie'],
  ])('accepts %j as %s', (value, id) => {
    expect(countryOf(value)).toMatchObject({ success: true, data: { countryCode: id } });
  });

  it.each([['fr'], [''], ['united kingdom'], [null], [7]])(
    'refuses %j instead of quietly choosing the UK',
    (value) => {
      expect(countryOf(value).success).toBe(false);
    },
  );
});
