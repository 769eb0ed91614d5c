import { describe, expect, it } from 'vitest';
import { planStatus, type SubscriptionFacts } from './plan-status';

const NOW = new Date('2026-06-01T12:00:00Z');
const FREE: SubscriptionFacts = {
  subscriptionTier: 'free',
  subscribed: false,
  subscriptionEnd: null,
  isCanceled: false,
  pendingChange: null,
};

describe('planStatus', () => {
  it('describes the free plan: one child, basic access, nothing to bill', () => {
    const status = planStatus(FREE, NOW);
    expect(status.plan).toMatchObject({ tier: 'free', childLimit: 1 });
    expect(status.fullAccess).toBe(false);
    expect(status.billingDate).toBeNull();
    expect(status.scheduledChange).toBeNull();
  });

  it("shows the 'Next billing date' of a running subscription", () => {
    const status = planStatus(
      { ...FREE, subscriptionTier: 'premium', subscribed: true, subscriptionEnd: '2026-07-01T12:00:00Z' },
      NOW,
    );
    expect(status.plan).toMatchObject({ name: 'Family Plan', childLimit: 3 });
    expect(status.fullAccess).toBe(true);
    expect(status.billingDate).toEqual({ label: 'Next billing date', date: '1 July 2026' });
  });

  it('shows when a canceled plan ends, keeping access until then (docs/product.md §4)', () => {
    const status = planStatus(
      {
        ...FREE,
        subscriptionTier: 'enterprise',
        subscribed: true,
        isCanceled: true,
        subscriptionEnd: '2026-06-20T12:00:00Z',
      },
      NOW,
    );
    expect(status.fullAccess).toBe(true);
    expect(status.billingDate).toEqual({ label: 'Subscription ends', date: '20 June 2026' });
  });

  it('gives no full access once a paid period has run out', () => {
    const status = planStatus(
      { ...FREE, subscriptionTier: 'premium', subscriptionEnd: '2026-05-01T12:00:00Z' },
      NOW,
    );
    expect(status.fullAccess).toBe(false);
    expect(status.billingDate?.label).toBe('Subscription ends');
  });

  it('shows a scheduled plan change with its date', () => {
    const status = planStatus(
      {
        ...FREE,
        subscriptionTier: 'enterprise',
        subscribed: true,
        subscriptionEnd: '2026-07-01T12:00:00Z',
        pendingChange: { scheduledTier: 'premium', changeDate: '2026-07-01T12:00:00Z' },
      },
      NOW,
    );
    expect(status.scheduledChange).toEqual({ planName: 'Family Plan', date: '1 July 2026' });
  });
});
