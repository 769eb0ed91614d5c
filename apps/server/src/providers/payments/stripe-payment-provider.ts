// The Stripe provider (docs/architecture.md §2, §6): Checkout in subscription mode, the Billing Portal
// (also opened straight on its cancellation flow), cancellation through the API, and signed webhooks. Only this file imports the Stripe SDK.
import type Stripe from 'stripe';
import type { PaidTier, ProviderInvoice, ProviderStatus, ProviderSubscription } from '@callready/core';
import {
  PaymentProviderRefusal,
  type BillingCustomer,
  type CheckoutRequest,
  type PaymentProvider,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidTier, string>;
  /** Another address for the Stripe API (a local stand-in in tests); Stripe's own by default. */
  apiBaseUrl?: string;
  /** Seconds a signed webhook stays acceptable; older deliveries are refused as stale (Stripe's default: 300). */
  webhookToleranceSeconds?: number;
}

/** A webhook delivery whose signature checked out. */
export interface VerifiedStripeEvent {
  id: string;
  type: string;
  /** The Stripe customer the event is about, when it names one. */
  customerId: string | null;
  /** Our user id, when the event carries it (checkout sessions do). */
  userId: string | null;
  /** The invoice an `invoice.*` event is about: what was paid, or what will be at the renewal. */
  invoice: ProviderInvoice | null;
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly kind: 'stripe';
  /** Checks the signature on the raw body; throws when it is missing, wrong or too old. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<VerifiedStripeEvent>;
}

const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due', 'unpaid', 'incomplete']);

function providerStatus(status: Stripe.Subscription.Status): ProviderStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function clientFor(settings: StripeSettings): Promise<Stripe> {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (settings.apiBaseUrl) {
    const url = new URL(settings.apiBaseUrl);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'https:' ? '443' : '80');
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(settings.secretKey, config);
}

export function createStripePaymentProvider(settings: StripeSettings): StripePaymentProvider {
  // The SDK loads with the first call to Stripe rather than with the server, which then starts
  // sooner (ADR 031).
  let client: Promise<Stripe> | undefined;
  const stripeClient = () => (client ??= clientFor(settings));
  const tierByPrice = new Map<string, PaidTier>([
    [settings.prices.premium, 'premium'],
    [settings.prices.enterprise, 'enterprise'],
  ]);
  const tierOf = (item: Stripe.SubscriptionItem | undefined): PaidTier | null =>
    item ? (tierByPrice.get(item.price.id) ?? null) : null;

  /**
   * The invoice's amount, plan and period (https://docs.stripe.com/api/invoices/object): `amount_paid`
   * for a paid one, `amount_due` for the upcoming one (`invoice.upcoming` has no id and is not paid yet);
   * the period is its subscription line's, and `next_payment_attempt` says when the card is charged.
   */
  function invoiceOf(type: string, invoice: Stripe.Invoice): ProviderInvoice {
    // The line the money is for: on a proration invoice the largest charge (the new plan), not the credit.
    const line = [...(invoice.lines?.data ?? [])].sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0))[0];
    const price = line?.pricing?.price_details?.price;
    const priceId = typeof price === 'string' ? price : (price?.id ?? null);
    const date = (seconds: number | null | undefined) =>
      typeof seconds === 'number' ? new Date(seconds * 1000) : null;
    return {
      amountMinor: type === 'invoice.upcoming' ? invoice.amount_due : invoice.amount_paid,
      currency: invoice.currency,
      tier: priceId ? (tierByPrice.get(priceId) ?? null) : null,
      periodStart: date(line?.period?.start ?? invoice.period_start),
      periodEnd: date(line?.period?.end ?? invoice.period_end),
      dueAt: type === 'invoice.upcoming' ? date(invoice.next_payment_attempt) : null,
    };
  }

  /** The subscription that decides the parent's plan: a live one first, else the latest. */
  async function currentSubscription(customerId: string): Promise<Stripe.Subscription | null> {
    const stripe = await stripeClient();
    const list = await stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 20,
      expand: ['data.schedule'],
    });
    const known = list.data.filter((subscription) => tierOf(subscription.items.data[0]) !== null);
    const live = known.filter((subscription) => LIVE_STATUSES.has(subscription.status));
    const pick = (candidates: Stripe.Subscription[]) =>
      [...candidates].sort((a, b) => b.created - a.created)[0] ?? null;
    return pick(live) ?? pick(known);
  }

  function scheduledChange(
    subscription: Stripe.Subscription,
    nowSeconds: number,
  ): { tier: PaidTier; at: Date } | null {
    const schedule = subscription.schedule;
    if (!schedule || typeof schedule === 'string') return null;
    const next = schedule.phases.find((phase) => phase.start_date > nowSeconds);
    const price = next?.items[0]?.price;
    const tier = price ? tierByPrice.get(typeof price === 'string' ? price : price.id) : undefined;
    return next && tier ? { tier, at: new Date(next.start_date * 1000) } : null;
  }

  function snapshot(subscription: Stripe.Subscription): ProviderSubscription | null {
    const item = subscription.items.data[0];
    const tier = tierOf(item);
    if (!item || !tier) return null;
    const cancelAt = subscription.cancel_at;
    const periodEnd = cancelAt ?? item.current_period_end;
    const change = scheduledChange(subscription, Math.floor(Date.now() / 1000));
    return {
      status: providerStatus(subscription.status),
      tier,
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end || cancelAt !== null,
      scheduledTier: change?.tier ?? null,
      scheduledChangeDate: change?.at ?? null,
    };
  }

  /** The customer's live subscriptions to our plans, the first bought first. */
  async function liveSubscriptions(customerId: string): Promise<Stripe.Subscription[]> {
    const stripe = await stripeClient();
    const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
    return list.data
      .filter((subscription) => tierOf(subscription.items.data[0]) !== null)
      .filter((subscription) => LIVE_STATUSES.has(subscription.status))
      .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
  }

  /** Closes a checkout so it can no longer be paid; one already closed (paid or expired) is left as it is. */
  async function expireCheckout(stripe: Stripe, sessionId: string) {
    try {
      await stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
    }
  }

  /** Ends a subscription at once, with no proration, and refunds what was paid for it. */
  async function endAndRefund(stripe: Stripe, subscriptionId: string) {
    await stripe.subscriptions.cancel(subscriptionId, { prorate: false });
    const invoices = await stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 });
    for (const invoice of invoices.data) {
      if (!invoice.id) continue;
      const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 100 });
      for (const { payment } of payments.data) {
        const paymentIntent = payment.type === 'payment_intent' ? idOf(payment.payment_intent) : null;
        if (!paymentIntent) continue;
        await stripe.refunds.create(
          { payment_intent: paymentIntent, reason: 'duplicate' },
          { idempotencyKey: `refund-${invoice.id}-${paymentIntent}` },
        );
      }
    }
  }

  async function liveSubscriptionId(customer: BillingCustomer): Promise<string> {
    const subscription = customer.stripeCustomerId
      ? await currentSubscription(customer.stripeCustomerId)
      : null;
    if (!subscription || !LIVE_STATUSES.has(subscription.status))
      throw new PaymentProviderRefusal('No active subscription to change');
    return subscription.id;
  }

  return {
    kind: 'stripe',
    description: 'Stripe',
    async readSubscription(customer) {
      if (!customer.stripeCustomerId) return null;
      const subscription = await currentSubscription(customer.stripeCustomerId);
      return subscription ? snapshot(subscription) : null;
    },
    async createCheckout(request: CheckoutRequest) {
      const stripe = await stripeClient();
      let customerId = request.customer.stripeCustomerId;
      let created: string | undefined;
      // At most one open checkout per parent: one for this plan is reused, any other is closed first,
      // so two plans can never both be paid through checkouts opened one after the other.
      const replaced: string[] = [];
      if (customerId) {
        const open = await stripe.checkout.sessions.list({
          customer: customerId,
          status: 'open',
          limit: 100,
        });
        const reusable = open.data.find((session) => session.metadata?.tier === request.tier && session.url);
        for (const session of open.data) {
          if (session === reusable) continue;
          await expireCheckout(stripe, session.id);
          replaced.push(session.id);
        }
        if (reusable?.url) return { url: reusable.url };
      }
      if (!customerId) {
        const customer = await stripe.customers.create(
          { email: request.customer.email, metadata: { user_id: request.customer.userId } },
          { idempotencyKey: `customer-${request.customer.userId}` },
        );
        customerId = customer.id;
        created = customer.id;
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: request.customer.userId,
          line_items: [{ price: settings.prices[request.tier], quantity: 1 }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: { user_id: request.customer.userId, tier: request.tier },
          subscription_data: {
            metadata: { user_id: request.customer.userId },
            ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
          },
        },
        // A checkout opened after closing others is a new one: the same key would give back a closed one.
        { idempotencyKey: [request.idempotencyKey, ...replaced].join('-') },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, ...(created ? { stripeCustomerId: created } : {}) };
    },
    async createPortal(customer, returnUrl, _db, options) {
      if (!customer.stripeCustomerId) throw new PaymentProviderRefusal('No subscription to manage yet');
      const params: Stripe.BillingPortal.SessionCreateParams = {
        customer: customer.stripeCustomerId,
        return_url: returnUrl,
      };
      if (options?.flow === 'cancel') {
        // A deep link into the portal's cancellation of this parent's own live subscription.
        params.flow_data = {
          type: 'subscription_cancel',
          subscription_cancel: { subscription: await liveSubscriptionId(customer) },
          after_completion: { type: 'redirect', redirect: { return_url: options.completedUrl } },
        };
      }
      const stripe = await stripeClient();
      const session = await stripe.billingPortal.sessions.create(params);
      return { url: session.url || null };
    },
    async cancel(customer, _db, options) {
      const id = await liveSubscriptionId(customer);
      const stripe = await stripeClient();
      if (options?.immediately) await stripe.subscriptions.cancel(id);
      else await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    },
    async resume(customer) {
      const id = await liveSubscriptionId(customer);
      const stripe = await stripeClient();
      await stripe.subscriptions.update(id, { cancel_at_period_end: false });
    },
    async endExtraSubscriptions(customer) {
      if (!customer.stripeCustomerId) return 0;
      const [, ...extra] = await liveSubscriptions(customer.stripeCustomerId);
      const stripe = await stripeClient();
      for (const subscription of extra) await endAndRefund(stripe, subscription.id);
      return extra.length;
    },
    async endEverySubscription(customer) {
      if (!customer.stripeCustomerId) return 0;
      const stripe = await stripeClient();
      const open = await stripe.checkout.sessions.list({
        customer: customer.stripeCustomerId,
        status: 'open',
        limit: 100,
      });
      for (const session of open.data) await expireCheckout(stripe, session.id);
      const live = await liveSubscriptions(customer.stripeCustomerId);
      for (const subscription of live) await stripe.subscriptions.cancel(subscription.id);
      return live.length;
    },
    async verifyWebhook(rawBody, signature) {
      if (!signature) throw new Error('missing Stripe-Signature header');
      const stripe = await stripeClient();
      const event = await stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        settings.webhookSecret,
        settings.webhookToleranceSeconds ?? 300,
      );
      const object = event.data.object as {
        object?: string;
        id?: string;
        customer?: string | { id: string } | null;
        client_reference_id?: string | null;
        metadata?: Record<string, string> | null;
      };
      const customerId = object.object === 'customer' ? (object.id ?? null) : idOf(object.customer ?? null);
      const userId = object.client_reference_id ?? object.metadata?.user_id ?? null;
      const invoice =
        object.object === 'invoice' ? invoiceOf(event.type, event.data.object as Stripe.Invoice) : null;
      return { id: event.id, type: event.type, customerId, userId, invoice };
    },
  };
}
