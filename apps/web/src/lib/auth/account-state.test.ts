import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@callready/contract';
import { accountStateFromMe } from './account-state';
import { accountQueryKey, belongsToOtherAccount } from './account-query-key';

const me: MeResponse = {
  user: { id: 'user-1', email: 'alex@example.com', name: 'Alex Morgan', emailVerified: true },
  profile: {
    fullName: 'Alex Morgan',
    email: 'alex@example.com',
    countryCode: 'au',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  subscription: {
    subscribed: true,
    subscriptionTier: 'premium',
    subscriptionEnd: '2026-07-01T00:00:00.000Z',
    isCanceled: true,
    pendingChange: null,
  },
  roles: { isAdmin: false, isSupport: true },
};

describe('accountStateFromMe', () => {
  it('treats a signed-out visitor, or a failed account lookup, as the free plan (docs/product.md §7)', () => {
    expect(accountStateFromMe(undefined)).toEqual({
      profile: null,
      subscribed: false,
      subscriptionTier: 'free',
      subscriptionEnd: null,
      isCanceled: false,
      pendingChange: null,
      isAdmin: false,
      isSupport: false,
    });
  });

  it("exposes the parent's plan, roles and profile", () => {
    expect(accountStateFromMe(me)).toMatchObject({
      subscribed: true,
      subscriptionTier: 'premium',
      subscriptionEnd: '2026-07-01T00:00:00.000Z',
      isCanceled: true,
      isAdmin: false,
      isSupport: true,
      profile: { countryCode: 'au' },
    });
  });
});

describe('account query keys', () => {
  it("keeps the signed-in parent's data and drops everyone else's", () => {
    expect(belongsToOtherAccount(accountQueryKey('user-1', 'children'), 'user-1')).toBe(false);
    expect(belongsToOtherAccount(accountQueryKey('user-2', 'children'), 'user-1')).toBe(true);
  });

  it('drops all parent data on sign-out and leaves public data alone', () => {
    expect(belongsToOtherAccount(accountQueryKey('user-1', 'me'), null)).toBe(true);
    expect(belongsToOtherAccount(['captcha-config'], null)).toBe(false);
  });
});
