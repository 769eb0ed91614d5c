import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './page-title';

describe('formatPageTitle', () => {
  it('names the page first, then the product', () => {
    expect(formatPageTitle('Pricing')).toBe('Pricing · CallReady');
  });

  it('gives the home page a descriptive title', () => {
    expect(formatPageTitle()).toBe('CallReady · Emergency call practice for children');
    expect(formatPageTitle('  ')).toBe('CallReady · Emergency call practice for children');
  });
});
