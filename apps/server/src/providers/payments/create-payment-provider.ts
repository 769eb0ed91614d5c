// Chooses the payment provider from configuration (docs/architecture.md §6): Stripe when its keys are
// set; otherwise the sandbox outside production, and in production nothing (checkout is refused).
import type { Env } from '../../env';
import { UNAVAILABLE_PAYMENTS, type PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox-payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

export function createPaymentProvider(env: Env): PaymentProvider {
  if (
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_WEBHOOK_SECRET &&
    env.STRIPE_PRICE_FAMILY &&
    env.STRIPE_PRICE_LARGE_FAMILY
  ) {
    return createStripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      prices: { premium: env.STRIPE_PRICE_FAMILY, enterprise: env.STRIPE_PRICE_LARGE_FAMILY },
      apiBaseUrl: env.STRIPE_API_BASE_URL,
    });
  }
  if (env.NODE_ENV === 'production') return UNAVAILABLE_PAYMENTS;
  return createSandboxPaymentProvider({ publicUrl: env.PUBLIC_URL, trialDays: env.BILLING_TRIAL_DAYS });
}

/** The start-up summary's line for payments. */
export function describePaymentProvider(env: Env): string {
  const stripe =
    env.STRIPE_SECRET_KEY &&
    env.STRIPE_WEBHOOK_SECRET &&
    env.STRIPE_PRICE_FAMILY &&
    env.STRIPE_PRICE_LARGE_FAMILY;
  if (stripe) return 'Stripe';
  if (env.NODE_ENV === 'production')
    return 'none: checkout is refused until STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_FAMILY and STRIPE_PRICE_LARGE_FAMILY are set';
  return 'sandbox (test checkout and portal on this site, no card is charged)';
}
