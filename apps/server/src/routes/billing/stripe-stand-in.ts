// Test support: a local stand-in for the parts of the Stripe API the billing module calls. It keeps
// customers and subscriptions in memory and records every request (with its idempotency key).
import {
  answerJson,
  startHttpStandIn,
  type HttpStandIn,
  type RecordedRequest,
} from '../../providers/speech/http-stand-in';

export interface StandInSubscription {
  id: string;
  customer: string;
  status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete';
  price: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  created: number;
}

export interface StripeStandIn extends HttpStandIn {
  /** How the next Billing Portal sessions answer: normally, with an error, or without a URL. */
  portal: { mode: 'ok' | 'fail' | 'no-url' };
  subscriptions: Map<string, StandInSubscription>;
  customers: Map<string, { id: string; email: string }>;
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
  let counter = 0;
  const portal: StripeStandIn['portal'] = { mode: 'ok' };
  const standIn = await startHttpStandIn((request, response) => {
    const url = new URL(request.url, 'http://stand-in');
    const form = new URLSearchParams(request.body.toString('utf8'));
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /v1/customers') {
      counter += 1;
      const customer = { id: `cus_${counter}`, email: form.get('email') ?? '' };
      customers.set(customer.id, customer);
      return answerJson(response, 200, { object: 'customer', ...customer });
    }
    if (route === 'POST /v1/checkout/sessions') {
      counter += 1;
      return answerJson(response, 200, {
        id: `cs_${counter}`,
        object: 'checkout.session',
        url: `https://checkout.stripe.stand-in/cs_${counter}`,
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
    subscriptionObject,
    requestsTo: (route) =>
      standIn.requests.filter(
        (request) => `${request.method} ${new URL(request.url, 'http://x').pathname}` === route,
      ),
  };
}
