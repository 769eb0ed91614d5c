// What the billing module needs from a card payment provider (docs/architecture.md §2, §6). Stripe and
// the local sandbox both implement it, so one subscription state machine serves both.
import type { PaidTier, ProviderSubscription } from '@callready/core';
import { NO_CARD_PAYMENTS_MESSAGE } from '@callready/contract';
import type { Database } from '../../db';

/** The parent as the provider knows them. */
export interface BillingCustomer {
  userId: string;
  email: string;
  /** Stripe's customer id once one exists; reused for every later checkout. */
  stripeCustomerId: string | null;
}

export interface CheckoutRequest {
  customer: BillingCustomer;
  tier: PaidTier;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  /** Same key → same checkout session (a double click opens one session, not two). */
  idempotencyKey: string;
}

export interface CheckoutSession {
  url: string;
  /** Set when the provider created a customer for this parent: stored so the next checkout reuses it. */
  stripeCustomerId?: string;
}

export interface PortalOptions {
  flow: 'cancel';
  completedUrl: string;
}

/** A refusal the parent can act on (e.g. "no card payments on this server"); the message is shown as is. */
export class PaymentProviderRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderRefusal';
  }
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox' | 'unavailable';
  /** For the start-up summary. */
  readonly description: string;
  /**
   * Re-reads the customer's subscription from the provider: the truth the server copies, whatever
   * order events arrived in. `db` is the caller's transaction (the sandbox keeps its records there).
   */
  readSubscription(customer: BillingCustomer, db: Database): Promise<ProviderSubscription | null>;
  createCheckout(request: CheckoutRequest, db: Database): Promise<CheckoutSession>;
  /**
   * Opens the provider's customer portal. With `flow: 'cancel'` it opens straight on the cancellation of
   * the live subscription, returning to `completedUrl` once the parent has confirmed it.
   */
  createPortal(
    customer: BillingCustomer,
    returnUrl: string,
    db: Database,
    options?: PortalOptions,
  ): Promise<{ url: string | null }>;
  /** Cancels at the period end (access kept until then), or at once when `immediately`. */
  cancel(customer: BillingCustomer, db: Database, options?: { immediately?: boolean }): Promise<void>;
  /** Undoes a cancellation before the period end. */
  resume(customer: BillingCustomer, db: Database): Promise<void>;
  /**
   * A parent pays for one plan at a time: every live subscription but the first is ended at once and
   * its payments refunded (two checkouts paid at the same moment). Returns how many were ended.
   */
  endExtraSubscriptions(customer: BillingCustomer, db: Database): Promise<number>;
  /**
   * Before the account is deleted: every live subscription the provider holds for the customer ends
   * at once (not only the one the server knows of) and no open checkout can be paid any more.
   * Returns how many subscriptions were ended.
   */
  endEverySubscription(customer: BillingCustomer, db: Database): Promise<number>;
}

export const UNAVAILABLE_PAYMENTS: PaymentProvider = {
  kind: 'unavailable',
  description: 'none: checkout refused (set the Stripe settings to take payments)',
  readSubscription: () => Promise.resolve(null),
  createCheckout: () => Promise.reject(new PaymentProviderRefusal(NO_CARD_PAYMENTS_MESSAGE)),
  createPortal: () => Promise.reject(new PaymentProviderRefusal(NO_CARD_PAYMENTS_MESSAGE)),
  cancel: () => Promise.reject(new PaymentProviderRefusal(NO_CARD_PAYMENTS_MESSAGE)),
  resume: () => Promise.reject(new PaymentProviderRefusal(NO_CARD_PAYMENTS_MESSAGE)),
  endExtraSubscriptions: () => Promise.resolve(0),
  endEverySubscription: () => Promise.reject(new PaymentProviderRefusal(NO_CARD_PAYMENTS_MESSAGE)),
};
