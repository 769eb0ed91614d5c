import { Hono } from 'hono';
import {
  billingConfigSchema,
  CHECKOUT_EXPIRED_MESSAGE,
  cancelSubscriptionRequestSchema,
  checkSubscriptionQuerySchema,
  createCheckoutRequestSchema,
  keepChildrenRequestSchema,
  sandboxChangePlanRequestSchema,
  sandboxSessionParamsSchema,
} from '@callready/contract';
import { requireSession, type SessionBindings } from '../../http/require-session';
import { validate, type ValidateOptions } from '../../http/validate';
import type { Auth } from '../../modules/auth/create-auth';
import type { BillingService } from '../../modules/billing';
import type { StripePaymentProvider } from '../../providers/payments/stripe-payment-provider';
import { findUserByStripeCustomer } from '../../modules/billing/subscriber-store';
import type { Database } from '../../db';
import { Refusal } from '../../refusal';

/** Billing bodies may be left out: no body reads as `{}` (nothing to keep). */
const BODY_MAY_BE_LEFT_OUT: ValidateOptions = { notJson: { value: {} } };

export interface BillingRouteDeps {
  auth: Auth;
  billing: BillingService;
}

/**
 * /api/billing: the spec's check-subscription, create-checkout, customer-portal and cancel-subscription
 * (docs/product.md §7) for the signed-in parent only, and the sandbox's checkout and portal. A parent's
 * "Cancel subscription" goes through customer-portal/cancel: the portal's cancellation flow, with the direct
 * cancellation of docs/product.md §4 when the portal fails.
 */
export function billingRoutes({ auth, billing }: BillingRouteDeps) {
  const signedIn = requireSession(auth);
  const routes = new Hono<SessionBindings>()
    .get('/config', (c) =>
      c.json(billingConfigSchema.parse({ provider: billing.provider.kind, trialDays: billing.trialDays })),
    )
    .get('/check-subscription', signedIn, validate('query', checkSubscriptionQuerySchema), async (c) => {
      return c.json(await billing.checkSubscription(c.get('user'), c.req.valid('query')));
    })
    .post(
      '/create-checkout',
      signedIn,
      validate('json', createCheckoutRequestSchema, BODY_MAY_BE_LEFT_OUT),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(await billing.createCheckout(c.get('user'), body.tier, body.returnTo));
      },
    )
    .post('/customer-portal', signedIn, async (c) => {
      return c.json(await billing.openPortal(c.get('user')));
    })
    .post(
      '/customer-portal/cancel',
      signedIn,
      validate('json', cancelSubscriptionRequestSchema, BODY_MAY_BE_LEFT_OUT),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(await billing.cancelThroughPortal(c.get('user'), { keepChildIds: body.keepChildIds }));
      },
    )
    .post(
      '/cancel-subscription',
      signedIn,
      validate('json', cancelSubscriptionRequestSchema, BODY_MAY_BE_LEFT_OUT),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(await billing.cancelSubscription(c.get('user'), { keepChildIds: body.keepChildIds }));
      },
    )
    .post('/resume-subscription', signedIn, async (c) => {
      return c.json(await billing.resumeSubscription(c.get('user')));
    })
    .put(
      '/kept-children',
      signedIn,
      validate('json', keepChildrenRequestSchema, BODY_MAY_BE_LEFT_OUT),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(await billing.keepChildren(c.get('user'), body.childIds));
      },
    );

  const sandbox = billing.sandbox;
  if (!sandbox) return routes;
  // A malformed id is answered as an unknown one is: expired to look at, refused by the sandbox to pay.
  const checkoutId = validate('param', sandboxSessionParamsSchema, { refuseAs: 'CHECKOUT_EXPIRED' });
  const payableCheckoutId = validate('param', sandboxSessionParamsSchema, {
    refuseAs: 'PAYMENT_REFUSED',
    message: CHECKOUT_EXPIRED_MESSAGE,
  });
  const portalId = validate('param', sandboxSessionParamsSchema, { refuseAs: 'PORTAL_LINK_EXPIRED' });
  return routes
    .get('/sandbox/checkout/:id', signedIn, checkoutId, async (c) => {
      return c.json(await sandbox.checkout(c.get('user'), c.req.valid('param').id));
    })
    .post('/sandbox/checkout/:id/pay', signedIn, payableCheckoutId, async (c) => {
      await sandbox.pay(c.get('user'), c.req.valid('param').id);
      return c.json(await billing.status(c.get('user')));
    })
    .get('/sandbox/portal/:id', signedIn, portalId, async (c) => {
      const portal = await sandbox.portal(c.get('user'), c.req.valid('param').id);
      return c.json({
        subscription: await billing.status(c.get('user')),
        clock: portal.clock,
        periodEnd: portal.periodEnd,
      });
    })
    .post(
      '/sandbox/portal/:id/change-plan',
      signedIn,
      validate('json', sandboxChangePlanRequestSchema, BODY_MAY_BE_LEFT_OUT),
      portalId,
      async (c) => {
        const body = c.req.valid('json');
        await sandbox.portal(c.get('user'), c.req.valid('param').id);
        const { prorationPence } = await sandbox.changePlan(c.get('user'), body.tier, body.keepChildIds);
        return c.json({ message: 'Your plan has been changed.', prorationPence });
      },
    )
    .post('/sandbox/portal/:id/payment-failure', signedIn, portalId, async (c) => {
      await sandbox.portal(c.get('user'), c.req.valid('param').id);
      await sandbox.paymentFailed(c.get('user'));
      return c.json(await billing.status(c.get('user')));
    });
}

/**
 * POST /api/dev/billing-clock: moves the signed-in parent's sandbox clock just past the period end, so a
 * renewal, cancellation, downgrade or failed payment takes effect now. Mounted only outside production
 * and only with the sandbox provider.
 */
export function sandboxClockRoutes({ auth, billing }: BillingRouteDeps) {
  const sandbox = billing.sandbox;
  return new Hono<SessionBindings>().post('/', requireSession(auth), async (c) => {
    if (!sandbox) throw new Refusal('NOT_SANDBOX');
    await sandbox.passPeriodEnd(c.get('user'));
    return c.json(await billing.status(c.get('user')));
  });
}

/**
 * The largest webhook delivery accepted, counted while it streams in, before the signature is checked.
 * Our events are about one customer, subscription or checkout session with one line item; Stripe caps
 * what they can carry (metadata: at most 50 keys, values of at most 500 characters,
 * https://docs.stripe.com/metadata#data), so real deliveries are a few kilobytes and 512 KiB leaves
 * wide room while a forged one costs little.
 */
export const STRIPE_WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * POST /api/billing/webhook: Stripe's deliveries. The signature is checked on the raw body before anything
 * is read; unsigned, tampered and stale deliveries are refused with nothing written. A good event only
 * names the parent: the subscription itself is re-read from Stripe.
 */
export function stripeWebhookRoutes({
  db,
  billing,
  stripe,
}: {
  db: Database;
  billing: BillingService;
  stripe: StripePaymentProvider;
}) {
  return new Hono<SessionBindings>().post('/', async (c) => {
    const raw = await c.req.text();
    let event;
    try {
      event = await stripe.verifyWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      c.get('logger').warn({ err: error }, 'refused a Stripe webhook delivery');
      throw new Refusal('INVALID_SIGNATURE');
    }
    const userId =
      (event.customerId ? await findUserByStripeCustomer(db, event.customerId) : null) ?? event.userId;
    if (!userId) return c.json({ received: true, outcome: 'ignored' });
    const outcome = await billing.applyProviderEvent({
      eventId: event.id,
      type: event.type,
      userId,
      invoice: event.invoice,
    });
    return c.json({ received: true, outcome });
  });
}
