import { describe, expect, it } from 'vitest';
import { createCheckoutRequestSchema, isSameSitePath } from './billing';

describe('isSameSitePath', () => {
  it('accepts a path on this site with its query', () => {
    expect(isSameSitePath('/parent-dashboard?add-child=1')).toBe(true);
    expect(isSameSitePath('/billing')).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'parent-dashboard'],
    ['nothing', ''],
    ['something far too long', `/${'a'.repeat(300)}`],
  ])('refuses %s', (_name, value) => {
    expect(isSameSitePath(value)).toBe(false);
  });

  it('lets create-checkout carry only a same-site return path', () => {
    expect(
      createCheckoutRequestSchema.safeParse({ tier: 'premium', returnTo: '/parent-dashboard' }).success,
    ).toBe(true);
    expect(
      createCheckoutRequestSchema.safeParse({ tier: 'premium', returnTo: 'https://evil.example/' }).success,
    ).toBe(false);
    expect(createCheckoutRequestSchema.safeParse({ tier: 'premium' }).success).toBe(true);
  });
});
