import { describe, expect, it } from 'vitest';
import {
  formatPriceWithCurrency,
  DEFAULT_ACCESS,
  PLANS,
  PLAN_TIERS,
  childLimitFor,
  childLimitMessage,
  formatPrice,
  getPlan,
  hasFullAccess,
  normalizePlanTier,
} from './plans';

describe('PLANS', () => {
  it('lists Starter, Family Plan and Large Family Plan with spec prices and limits', () => {
    expect(
      PLANS.map((plan) => [plan.tier, plan.name, plan.displayName, plan.pricePence, plan.childLimit]),
    ).toEqual([
      ['free', 'Free', 'Starter', 0, 1],
      ['premium', 'Family Plan', 'Family Plan', 250, 3],
      ['enterprise', 'Large Family Plan', 'Large Family Plan', 375, 5],
    ]);
    expect(PLAN_TIERS).toEqual(['free', 'premium', 'enterprise']);
  });

  it('marks only the Family Plan as most popular', () => {
    expect(PLANS.filter((plan) => plan.mostPopular).map((plan) => plan.tier)).toEqual(['premium']);
  });

  it('charges in pounds sterling and lists features for every plan', () => {
    for (const plan of PLANS) {
      expect(plan.currency).toBe('GBP');
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('does not promise emergency scenarios on the free plan', () => {
    const free = getPlan('free');
    expect(free.features.some((feature) => /all emergency/i.test(feature))).toBe(false);
    expect(free.features).toContain('1 child profile');
  });
});

describe('normalizePlanTier', () => {
  it.each([
    [null, 'free'],
    [undefined, 'free'],
    ['', 'free'],
    ['  ', 'free'],
    ['free', 'free'],
    ['FREE', 'free'],
    ['premium', 'premium'],
    [' Premium ', 'premium'],
    ['enterprise', 'enterprise'],
    ['business', 'enterprise'],
    ['family-plus', 'enterprise'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizePlanTier(input)).toBe(expected);
  });
});

describe('getPlan and childLimitFor', () => {
  it('returns the plan and its child limit', () => {
    expect(getPlan('premium').name).toBe('Family Plan');
    expect(getPlan(null).tier).toBe('free');
    expect(getPlan('other').name).toBe('Large Family Plan');
    expect(childLimitFor('free')).toBe(1);
    expect(childLimitFor('premium')).toBe(3);
    expect(childLimitFor('enterprise')).toBe(5);
    expect(childLimitFor(undefined)).toBe(1);
  });
});

describe('childLimitMessage', () => {
  it('uses the singular for one child', () => {
    expect(childLimitMessage('free')).toBe(
      'Your Free plan allows up to 1 child. Please upgrade to add more children.',
    );
  });

  it('uses the plural for more than one child', () => {
    expect(childLimitMessage('premium')).toBe(
      'Your Family Plan plan allows up to 3 children. Please upgrade to add more children.',
    );
    expect(childLimitMessage('enterprise')).toBe(
      'Your Large Family Plan plan allows up to 5 children. Please upgrade to add more children.',
    );
  });
});

describe('formatPrice', () => {
  it('formats whole pence as pounds with two decimals', () => {
    expect(formatPrice(250)).toBe('£2.50');
    expect(formatPrice(375)).toBe('£3.75');
    expect(formatPrice(0)).toBe('£0.00');
    expect(formatPrice(1000)).toBe('£10.00');
    expect(formatPrice(5)).toBe('£0.05');
    expect(formatPrice(-250)).toBe('-£2.50');
  });
});

describe('hasFullAccess', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('never grants full access on the free tier', () => {
    expect(hasFullAccess({ tier: 'free', subscribed: true, subscriptionEnd: '2030-01-01' }, now)).toBe(false);
    expect(hasFullAccess({ tier: null, subscribed: true, subscriptionEnd: null }, now)).toBe(false);
  });

  it('grants full access to a subscribed paid tier', () => {
    expect(hasFullAccess({ tier: 'premium', subscribed: true, subscriptionEnd: null }, now)).toBe(true);
    expect(hasFullAccess({ tier: 'enterprise', subscribed: true, subscriptionEnd: null }, now)).toBe(true);
  });

  it('keeps access for a cancelled paid tier until the end date', () => {
    const future = new Date('2025-06-15T12:00:01Z');
    expect(hasFullAccess({ tier: 'premium', subscribed: false, subscriptionEnd: future }, now)).toBe(true);
    expect(
      hasFullAccess({ tier: 'premium', subscribed: false, subscriptionEnd: '2025-07-01T00:00:00Z' }, now),
    ).toBe(true);
  });

  it('removes access once the end date is reached or passed', () => {
    expect(hasFullAccess({ tier: 'premium', subscribed: false, subscriptionEnd: now }, now)).toBe(false);
    expect(
      hasFullAccess({ tier: 'premium', subscribed: false, subscriptionEnd: '2025-06-01T00:00:00Z' }, now),
    ).toBe(false);
  });

  it('treats a missing or unreadable end date as no access when not subscribed', () => {
    expect(hasFullAccess({ tier: 'premium', subscribed: false, subscriptionEnd: null }, now)).toBe(false);
    expect(hasFullAccess({ tier: 'premium', subscribed: false, subscriptionEnd: 'not a date' }, now)).toBe(
      false,
    );
  });

  it('denies the default access record', () => {
    expect(DEFAULT_ACCESS).toEqual({ subscriptionTier: 'free', subscribed: false, subscriptionEnd: null });
    expect(
      hasFullAccess(
        {
          tier: DEFAULT_ACCESS.subscriptionTier,
          subscribed: DEFAULT_ACCESS.subscribed,
          subscriptionEnd: DEFAULT_ACCESS.subscriptionEnd,
        },
        now,
      ),
    ).toBe(false);
  });
});

describe('formatPriceWithCurrency', () => {
  it('names the currency, so a family outside the UK knows the price is in pounds', () => {
    expect(formatPriceWithCurrency(250)).toBe('£2.50 GBP');
  });
});
