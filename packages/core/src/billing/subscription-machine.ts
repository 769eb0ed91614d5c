// The provider-neutral subscription state machine (docs/product.md §4 "Subscription", §9 plans).
// A payment provider (Stripe, or the local sandbox) owns the truth about a subscription; the server
// re-reads it after every provider event and turns it into the subscriber record with
// `subscriberStateFrom`. The sandbox provider moves its own subscriptions with `sandboxStep`.
import { childLimitFor, getPlan, type PlanTier } from '../plans';

export type PaidTier = Exclude<PlanTier, 'free'>;

export const PAID_TIERS: readonly PaidTier[] = ['premium', 'enterprise'];

export function isPaidTier(tier: string): tier is PaidTier {
  return tier === 'premium' || tier === 'enterprise';
}

/** Where a subscription stands at the provider, in words every provider can be mapped to. */
export type ProviderStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';

/** One subscription as the provider reports it. */
export interface ProviderSubscription {
  status: ProviderStatus;
  tier: PaidTier;
  currentPeriodEnd: Date | null;
  /** The subscription stops at the end of the period (cancelled, access kept until then). */
  cancelAtPeriodEnd: boolean;
  /** A plan change booked for a later date (a downgrade at period end). */
  scheduledTier: PaidTier | null;
  scheduledChangeDate: Date | null;
}

/** What the product stores and shows (docs/product.md §3 "Subscription state"). */
export interface SubscriberState {
  status: ProviderStatus | 'none';
  tier: PlanTier;
  subscribed: boolean;
  subscriptionEnd: Date | null;
  isCanceled: boolean;
  scheduledTier: PlanTier | null;
  changeDate: Date | null;
}

export const FREE_SUBSCRIBER_STATE: SubscriberState = {
  status: 'none',
  tier: 'free',
  subscribed: false,
  subscriptionEnd: null,
  isCanceled: false,
  scheduledTier: null,
  changeDate: null,
};

/**
 * The subscriber record for the provider's subscription (or none). Paying or trialing subscriptions are
 * subscribed; a failed payment (past due) keeps the plan only until the period end; an ended or never
 * paid subscription is the free plan.
 */
export function subscriberStateFrom(subscription: ProviderSubscription | null): SubscriberState {
  if (!subscription) return FREE_SUBSCRIBER_STATE;
  const { status } = subscription;
  if (status === 'canceled' || status === 'incomplete') return { ...FREE_SUBSCRIBER_STATE, status };
  const cancelling = subscription.cancelAtPeriodEnd;
  const scheduled =
    !cancelling && subscription.scheduledTier !== null && subscription.scheduledTier !== subscription.tier;
  return {
    status,
    tier: subscription.tier,
    subscribed: status !== 'past_due',
    subscriptionEnd: subscription.currentPeriodEnd,
    isCanceled: cancelling,
    scheduledTier: scheduled ? subscription.scheduledTier : null,
    changeDate: scheduled ? (subscription.scheduledChangeDate ?? subscription.currentPeriodEnd) : null,
  };
}

/** A move to a plan with fewer child places (or a lower price) waits for the period end. */
export function isDowngrade(from: PlanTier, to: PlanTier): boolean {
  const a = getPlan(from);
  const b = getPlan(to);
  return b.childLimit < a.childLimit || (b.childLimit === a.childLimit && b.pricePence < a.pricePence);
}

/**
 * The plan whose child limit the parent must choose children for before confirming a change or
 * cancellation: the scheduled plan, or free when the subscription ends.
 */
export function planAfterPeriodEnd(state: SubscriberState): PlanTier {
  if (state.tier === 'free') return 'free';
  if (state.isCanceled || state.status === 'past_due') return 'free';
  return state.scheduledTier ?? state.tier;
}

/**
 * Which children stay active on a plan (docs/product.md §4 "Child activity", §5 "Keeping children on
 * downgrade"): everyone when they fit; otherwise the parent's chosen ones when the choice fits the
 * limit, else the first added. `children` is in the order they were added.
 */
export function childrenToKeepActive(
  children: readonly { id: string }[],
  tier: PlanTier,
  chosenIds: readonly string[] | null,
): Set<string> {
  const limit = childLimitFor(tier);
  if (children.length <= limit) return new Set(children.map((child) => child.id));
  const known = new Set(children.map((child) => child.id));
  const chosen = [...new Set(chosenIds ?? [])].filter((id) => known.has(id));
  if (chosen.length > 0 && chosen.length <= limit) return new Set(chosen);
  return new Set(children.slice(0, limit).map((child) => child.id));
}

/** Why a keep-children choice is refused, or null when it is exactly the plan's limit of own children. */
export function keepSelectionProblem(
  children: readonly { id: string }[],
  tier: PlanTier,
  chosenIds: readonly string[],
): string | null {
  const limit = childLimitFor(tier);
  const known = new Set(children.map((child) => child.id));
  const unique = new Set(chosenIds);
  if (unique.size !== chosenIds.length) return 'Choose each child only once';
  if (chosenIds.some((id) => !known.has(id))) return 'Choose only your own children';
  if (children.length <= limit) return null;
  if (chosenIds.length > limit) return 'Selection limit reached';
  if (chosenIds.length < limit) return `Choose ${limit} ${limit === 1 ? 'child' : 'children'} to keep`;
  return null;
}
