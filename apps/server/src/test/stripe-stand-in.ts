// Test support: a local stand-in for the parts of the Stripe API the billing module calls. It keeps
// customers, checkout sessions, subscriptions, their paid invoices and refunds in memory, replays a
// request sent again with the same idempotency key, and records every request (with its key).
import { answerJson, startHttpStandIn, type HttpStandIn, type RecordedRequest } from './http-stand-in';

export interface StandInSubscription {
  id: string;
  customer: string;
  status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete';
  price: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  created: number;
}

export interface StandInCheckoutSession {
  id: string;
  customer: string;
  price: string;
  tier: string;
  status: 'open' | 'complete' | 'expired';
  url: string;
}

export interface StripeStandIn extends HttpStandIn {
  /** How the next Billing Portal sessions answer: normally, with an error, or without a URL. */
  portal: { mode: 'ok' | 'fail' | 'no-url' };
  subscriptions: Map<string, StandInSubscription>;
  customers: Map<string, { id: string; email: string }>;
  checkoutSessions: Map<string, StandInCheckoutSession>;
  /** Refunds made, by payment intent. */
  refunds: { paymentIntent: string; reason: string | null }[];
  /**
   * The parent pays on Stripe's checkout page: an open session becomes complete and its subscription
   * is created with a paid first invoice. Throws for a session that is expired, paid or unknown.
   */
  payCheckout(sessionId: string): StandInSubscription;
  /** The Stripe subscription object for a stored subscription. */
  subscriptionObject(subscription: StandInSubscription): Record<string, unknown>;
  /** Requests to one path, e.g. 'POST /v1/checkout/sessions'. */
  requestsTo(route: string): RecordedRequest[];
}

export function subscriptionObject(subscription: StandInSubscription): Record<string, unknown> {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    created: subscription.created,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: null,
    schedule: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          price: { id: subscription.price, object: 'price' },
          current_period_end: subscription.currentPeriodEnd,
        },
      ],
    },
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const subscriptions = new Map<string, StandInSubscription>();
  const customers = new Map<string, { id: string; email: string }>();
  const checkoutSessions = new Map<string, StandInCheckoutSession>();
  const refunds: StripeStandIn['refunds'] = [];
  /** The answer to each idempotency key already seen, replayed as Stripe does. */
  const answered = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const portal: StripeStandIn['portal'] = { mode: 'ok' };

  const sessionObject = (session: StandInCheckoutSession) => ({
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: session.customer,
    status: session.status,
    url: session.status === 'open' ? session.url : null,
    metadata: { tier: session.tier },
  });
  const list = (path: string, data: unknown[]) => ({ object: 'list', data, has_more: false, url: path });

  function payCheckout(sessionId: string): StandInSubscription {
    const session = checkoutSessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`checkout ${sessionId} cannot be paid`);
    session.status = 'complete';
    counter += 1;
    const subscription: StandInSubscription = {
      id: `sub_${counter}`,
      customer: session.customer,
      status: 'active',
      price: session.price,
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      cancelAtPeriodEnd: false,
      created: 1_700_000_000 + counter,
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  const standIn = await startHttpStandIn((request, response) => {
    const url = new URL(request.url, 'http://stand-in');
    const form = new URLSearchParams(request.body.toString('utf8'));
    const route = `${request.method} ${url.pathname}`;
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? answered.get(`${route} ${key}`) : undefined;
    if (replay) return answerJson(response, replay.status, replay.body);
    const answer = (status: number, body: unknown) => {
      if (typeof key === 'string' && request.method === 'POST')
        answered.set(`${route} ${key}`, { status, body });
      return answerJson(response, status, body);
    };
    if (route === 'POST /v1/customers') {
      counter += 1;
      const customer = { id: `cus_${counter}`, email: form.get('email') ?? '' };
      customers.set(customer.id, customer);
      return answer(200, { object: 'customer', ...customer });
    }
    if (route === 'POST /v1/checkout/sessions') {
      counter += 1;
      const session: StandInCheckoutSession = {
        id: `cs_${counter}`,
        customer: form.get('customer') ?? '',
        price: form.get('line_items[0][price]') ?? '',
        tier: form.get('metadata[tier]') ?? '',
        status: 'open',
        url: `https://checkout.stripe.stand-in/cs_${counter}`,
      };
      checkoutSessions.set(session.id, session);
      return answer(200, sessionObject(session));
    }
    if (route === 'GET /v1/checkout/sessions') {
      const customer = url.searchParams.get('customer');
      const status = url.searchParams.get('status');
      const data = [...checkoutSessions.values()]
        .filter((session) => session.customer === customer && (!status || session.status === status))
        .reverse()
        .map(sessionObject);
      return answerJson(response, 200, list(url.pathname, data));
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (expiring && request.method === 'POST') {
      const session = checkoutSessions.get(expiring[1]!);
      if (!session || session.status !== 'open') {
        return answer(400, {
          error: {
            type: 'invalid_request_error',
            message: 'Only Checkout Sessions with a status of open can be expired.',
          },
        });
      }
      session.status = 'expired';
      return answer(200, sessionObject(session));
    }
    if (route === 'GET /v1/invoices') {
      // Each subscription made through checkout has its first invoice, paid.
      const subscription = subscriptions.get(url.searchParams.get('subscription') ?? '');
      const data = subscription
        ? [
            {
              id: `in_${subscription.id}`,
              object: 'invoice',
              status: 'paid',
              customer: subscription.customer,
            },
          ]
        : [];
      return answerJson(response, 200, list(url.pathname, data));
    }
    if (route === 'GET /v1/invoice_payments') {
      const invoice = url.searchParams.get('invoice') ?? '';
      const subscriptionId = invoice.replace(/^in_/, '');
      const data = subscriptions.has(subscriptionId)
        ? [
            {
              id: `inpay_${subscriptionId}`,
              object: 'invoice_payment',
              invoice,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: `pi_${subscriptionId}` },
            },
          ]
        : [];
      return answerJson(response, 200, list(url.pathname, data));
    }
    if (route === 'POST /v1/refunds') {
      const paymentIntent = form.get('payment_intent') ?? '';
      refunds.push({ paymentIntent, reason: form.get('reason') });
      counter += 1;
      return answer(200, {
        id: `re_${counter}`,
        object: 'refund',
        payment_intent: paymentIntent,
        status: 'succeeded',
      });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      if (portal.mode === 'fail') {
        return answerJson(response, 400, {
          error: { type: 'invalid_request_error', message: 'This subscription cannot be canceled.' },
        });
      }
      return answerJson(response, 200, {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: portal.mode === 'no-url' ? '' : 'https://billing.stripe.stand-in/session',
      });
    }
    if (route === 'GET /v1/subscriptions') {
      const customer = url.searchParams.get('customer');
      const data = [...subscriptions.values()]
        .filter((subscription) => subscription.customer === customer)
        .map(subscriptionObject);
      return answerJson(response, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    const subscription = match ? subscriptions.get(match[1]!) : undefined;
    if (subscription && request.method === 'POST') {
      if (form.has('cancel_at_period_end'))
        subscription.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
      return answerJson(response, 200, subscriptionObject(subscription));
    }
    if (subscription && request.method === 'DELETE') {
      subscription.status = 'canceled';
      return answerJson(response, 200, subscriptionObject(subscription));
    }
    return answerJson(response, 404, {
      error: { type: 'invalid_request_error', message: `No route ${route}` },
    });
  });
  return {
    ...standIn,
    portal,
    subscriptions,
    customers,
    checkoutSessions,
    refunds,
    payCheckout,
    subscriptionObject,
    requestsTo: (route) =>
      standIn.requests.filter(
        (request) => `${request.method} ${new URL(request.url, 'http://x').pathname}` === route,
      ),
  };
}
