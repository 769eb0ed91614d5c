import { describe, expect, it } from 'vitest';
import { planLabel } from './plan-label';

describe('planLabel', () => {
  it('never says "plan" twice', () => {
    expect(planLabel('Large Family Plan')).toBe('Large Family Plan');
    expect(planLabel('Free')).toBe('Free plan');
  });
});
