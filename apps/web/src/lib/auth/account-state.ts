// What the rest of the app needs to know about the signed-in parent, derived from GET /api/me.
import { FREE_SUBSCRIPTION, type MeResponse, type Profile } from '@callready/contract';

export type SubscriptionTier = MeResponse['subscription']['subscriptionTier'];

export type AccountState = {
  profile: Profile | null;
  subscribed: boolean;
  subscriptionTier: SubscriptionTier;
  /** ISO date the paid period ends (or renews), or null. */
  subscriptionEnd: string | null;
  isCanceled: boolean;
  pendingChange: MeResponse['subscription']['pendingChange'];
  isAdmin: boolean;
  isSupport: boolean;
};

/** Signed out, still loading, or the account lookup failed: docs/product.md §7 treats all of these as the free plan. */
export const SIGNED_OUT_ACCOUNT: AccountState = {
  profile: null,
  subscribed: FREE_SUBSCRIPTION.subscribed,
  subscriptionTier: FREE_SUBSCRIPTION.subscriptionTier,
  subscriptionEnd: FREE_SUBSCRIPTION.subscriptionEnd,
  isCanceled: FREE_SUBSCRIPTION.isCanceled,
  pendingChange: FREE_SUBSCRIPTION.pendingChange,
  isAdmin: false,
  isSupport: false,
};

export function accountStateFromMe(me: MeResponse | undefined): AccountState {
  if (!me) return SIGNED_OUT_ACCOUNT;
  return {
    profile: me.profile,
    subscribed: me.subscription.subscribed,
    subscriptionTier: me.subscription.subscriptionTier,
    subscriptionEnd: me.subscription.subscriptionEnd,
    isCanceled: me.subscription.isCanceled,
    pendingChange: me.subscription.pendingChange,
    isAdmin: me.roles.isAdmin,
    isSupport: me.roles.isSupport,
  };
}
