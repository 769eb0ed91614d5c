import { describe, expect, it } from 'vitest';
import {
  childrenToKeepActive,
  isDowngrade,
  keepSelectionProblem,
  planAfterPeriodEnd,
  subscriberStateFrom,
  type ProviderSubscription,
} from './subscription-machine';

const end = new Date('2026-12-01T00:00:00Z');
const active: ProviderSubscription = {
  status: 'active',
  tier: 'premium',
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  scheduledTier: null,
  scheduledChangeDate: null,
};

describe('subscriberStateFrom', () => {
  it('is the free plan without a subscription, or when it ended or was never paid', () => {
    expect(subscriberStateFrom(null)).toMatchObject({
      tier: 'free',
      subscribed: false,
      subscriptionEnd: null,
    });
    expect(subscriberStateFrom({ ...active, status: 'canceled' })).toMatchObject({
      tier: 'free',
      subscribed: false,
      status: 'canceled',
    });
    expect(subscriberStateFrom({ ...active, status: 'incomplete' }).tier).toBe('free');
  });

  it('renews an active plan on its period end', () => {
    expect(subscriberStateFrom(active)).toEqual({
      status: 'active',
      tier: 'premium',
      subscribed: true,
      subscriptionEnd: end,
      isCanceled: false,
      scheduledTier: null,
      changeDate: null,
    });
  });

  it('keeps a cancelled plan until its end and shows no other change', () => {
    expect(
      subscriberStateFrom({ ...active, cancelAtPeriodEnd: true, scheduledTier: 'premium' }),
    ).toMatchObject({
      subscribed: true,
      isCanceled: true,
      scheduledTier: null,
    });
  });

  it('shows a booked downgrade with its date', () => {
    const state = subscriberStateFrom({ ...active, tier: 'enterprise', scheduledTier: 'premium' });
    expect(state).toMatchObject({ tier: 'enterprise', scheduledTier: 'premium', changeDate: end });
  });

  it('keeps a past-due plan only until the period end', () => {
    expect(subscriberStateFrom({ ...active, status: 'past_due' })).toMatchObject({
      tier: 'premium',
      subscribed: false,
      subscriptionEnd: end,
    });
  });
});

describe('isDowngrade and planAfterPeriodEnd', () => {
  it('orders plans by child places', () => {
    expect(isDowngrade('enterprise', 'premium')).toBe(true);
    expect(isDowngrade('premium', 'free')).toBe(true);
    expect(isDowngrade('premium', 'enterprise')).toBe(false);
    expect(isDowngrade('premium', 'premium')).toBe(false);
  });

  it('names the plan that applies after the period end', () => {
    expect(planAfterPeriodEnd(subscriberStateFrom(active))).toBe('premium');
    expect(planAfterPeriodEnd(subscriberStateFrom({ ...active, cancelAtPeriodEnd: true }))).toBe('free');
    expect(
      planAfterPeriodEnd(subscriberStateFrom({ ...active, tier: 'enterprise', scheduledTier: 'premium' })),
    ).toBe('premium');
    expect(planAfterPeriodEnd(subscriberStateFrom(null))).toBe('free');
  });
});

describe('choosing children to keep', () => {
  const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

  it('keeps everyone who fits', () => {
    expect([...childrenToKeepActive(five.slice(0, 3), 'premium', null)]).toEqual(['a', 'b', 'c']);
    expect(childrenToKeepActive(five, 'enterprise', ['a']).size).toBe(5);
  });

  it("keeps the parent's choice, else the first added", () => {
    expect([...childrenToKeepActive(five, 'premium', ['e', 'c', 'a'])].sort()).toEqual(['a', 'c', 'e']);
    expect([...childrenToKeepActive(five, 'premium', null)]).toEqual(['a', 'b', 'c']);
    expect([...childrenToKeepActive(five, 'premium', ['a', 'b', 'c', 'd'])]).toEqual(['a', 'b', 'c']);
    expect([...childrenToKeepActive(five, 'free', ['zz'])]).toEqual(['a']);
  });

  it('asks for exactly as many as the new limit', () => {
    expect(keepSelectionProblem(five, 'premium', ['a', 'b', 'c'])).toBeNull();
    expect(keepSelectionProblem(five, 'premium', ['a', 'b', 'c', 'd'])).toBe('Selection limit reached');
    expect(keepSelectionProblem(five, 'premium', ['a'])).toBe('Choose 3 children to keep');
    expect(keepSelectionProblem(five, 'free', [])).toBe('Choose 1 child to keep');
    expect(keepSelectionProblem(five, 'premium', ['a', 'a', 'b'])).toBe('Choose each child only once');
    expect(keepSelectionProblem(five, 'premium', ['a', 'b', 'x'])).toBe('Choose only your own children');
  });
});
