// Subscription plans (docs/product.md §9), the plan-tier reading of docs/product.md §6 and the access rule of docs/product.md §4.

export const PLAN_TIERS = ['free', 'premium', 'enterprise'] as const;

export type PlanTier = (typeof PLAN_TIERS)[number];

export interface Plan {
  tier: PlanTier;
  /** Used in messages such as the child-limit error ('Your Free plan allows …'). */
  name: string;
  /** Shown on the pricing card. */
  displayName: string;
  pricePence: number;
  currency: 'GBP';
  childLimit: number;
  mostPopular: boolean;
  features: readonly string[];
}

/**
 * What the free Starter plan includes and leaves out, in one plain sentence: the same words on /pricing and
 * on a child's locked emergency card, so neither promises more than the other.
 */
export const FREE_PLAN_SUMMARY =
  'The free Starter plan includes non-emergency practice calls, voice practice and breathing exercises, the emergency guide and safety rules, and progress reports, for one child. Emergency practice calls need a paid plan.';

export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    displayName: 'Starter',
    pricePence: 0,
    currency: 'GBP',
    childLimit: 1,
    mostPopular: false,
    features: [
      '1 child profile',
      'Non-emergency practice scenarios',
      'Voice practice and breathing exercises',
      'Emergency guide and safety rules',
      'Progress reports with CSV export',
    ],
  },
  {
    tier: 'premium',
    name: 'Family Plan',
    displayName: 'Family Plan',
    pricePence: 250,
    currency: 'GBP',
    childLimit: 3,
    mostPopular: true,
    features: [
      'Up to 3 child profiles',
      'All emergency and non-emergency scenarios',
      'Voice practice and breathing exercises',
      'Progress reports with CSV export',
      'Cancel any time, no fee',
    ],
  },
  {
    tier: 'enterprise',
    name: 'Large Family Plan',
    displayName: 'Large Family Plan',
    pricePence: 375,
    currency: 'GBP',
    childLimit: 5,
    mostPopular: false,
    features: [
      'Up to 5 child profiles',
      'All emergency and non-emergency scenarios',
      'Voice practice and breathing exercises',
      'Progress reports with CSV export',
      'Cancel any time, no fee',
    ],
  },
];

/** docs/product.md §6: free, premium, and any other named tier counts as the Large Family Plan; nothing means free. */
export function normalizePlanTier(value: string | null | undefined): PlanTier {
  const tier = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (tier === '' || tier === 'free') return 'free';
  if (tier === 'premium') return 'premium';
  return 'enterprise';
}

export function getPlan(tier: string | null | undefined): Plan {
  const normalized = normalizePlanTier(tier);
  const plan = PLANS.find((candidate) => candidate.tier === normalized);
  if (!plan) throw new Error(`Plan catalogue is missing ${normalized}`);
  return plan;
}

export function childLimitFor(tier: string | null | undefined): number {
  return getPlan(tier).childLimit;
}

/** The add-child error of docs/product.md §8, e.g. 'Your Free plan allows up to 1 child. Please upgrade to add more children.' */
export function childLimitMessage(tier: string | null | undefined): string {
  const plan = getPlan(tier);
  const noun = plan.childLimit === 1 ? 'child' : 'children';
  return `Your ${plan.name} plan allows up to ${plan.childLimit} ${noun}. Please upgrade to add more children.`;
}

/** Whole pence to a pounds label: 250 → '£2.50'. */
export function formatPrice(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  return `${sign}£${(Math.abs(pence) / 100).toFixed(2)}`;
}

/** A price with its currency named, for families outside the UK: 250 → '£2.50 GBP'. */
export function formatPriceWithCurrency(pence: number): string {
  return `${formatPrice(pence)} GBP`;
}

export interface AccessState {
  tier: string | null | undefined;
  subscribed: boolean;
  subscriptionEnd: Date | string | null;
}

/**
 * docs/product.md §4 access rule: a paid tier with an active subscription, or with an end date still ahead
 * (a cancelled plan keeps its access to the end of the billing period).
 */
export function hasFullAccess(access: AccessState, now: Date): boolean {
  if (normalizePlanTier(access.tier) === 'free') return false;
  if (access.subscribed) return true;
  if (access.subscriptionEnd === null) return false;
  const end =
    access.subscriptionEnd instanceof Date ? access.subscriptionEnd : new Date(access.subscriptionEnd);
  const endTime = end.getTime();
  return !Number.isNaN(endTime) && endTime > now.getTime();
}

/** The child access record used when none exists or its lookup fails (docs/product.md §3, §4). */
export const DEFAULT_ACCESS: {
  readonly subscriptionTier: 'free';
  readonly subscribed: false;
  readonly subscriptionEnd: null;
} = { subscriptionTier: 'free', subscribed: false, subscriptionEnd: null };
