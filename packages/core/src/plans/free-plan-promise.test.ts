import { describe, expect, it } from 'vitest';
import { freePlanPromise } from './free-plan-promise';

describe('freePlanPromise', () => {
  it('says the free plan is non-emergency practice and emergency practice needs a paid plan', () => {
    const text = freePlanPromise('000');
    expect(text).toContain('non-emergency practice');
    expect(text).toContain('Emergency (000) practice calls need a paid plan.');
    expect(text).not.toMatch(/£|GBP/);
  });
});
