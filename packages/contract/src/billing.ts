// Billing under /api/billing (docs/product.md §7 check-subscription, create-checkout, customer-portal,
// cancel-subscription) and the sandbox provider's checkout and portal pages.
import { z } from 'zod';
import { NO_PORTAL_URL_MESSAGE, PORTAL_FAILED_MESSAGE } from './billing-values';
import { subscriptionStatusSchema } from './profile';

export * from './billing-values';

export const paidTierSchema = z.enum(['premium', 'enterprise']);

export const paymentProviderKindSchema = z.enum(['stripe', 'sandbox', 'unavailable']);

/** GET /api/billing/config: public, for /pricing. */
export const billingConfigSchema = z.object({
  provider: paymentProviderKindSchema,
  /** Free days before the first payment; 0 means no trial. */
  trialDays: z.number().int().min(0),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/**
 * GET /api/billing/check-subscription?refresh=1: `refresh=1` re-reads the provider first (back from a
 * checkout); any other value, or none, answers from what this server holds. Other parameters are ignored.
 */
export const checkSubscriptionQuerySchema = z
  .looseObject({ refresh: z.string().optional() })
  .transform((query) => ({ refresh: query.refresh === '1' }));

/** GET /api/billing/check-subscription: the spec's answer plus what /billing needs. */
export const checkSubscriptionResponseSchema = subscriptionStatusSchema.extend({
  status: z.enum(['none', 'trialing', 'active', 'past_due', 'canceled', 'incomplete']),
  keptChildIds: z.array(z.string()).nullable(),
  provider: paymentProviderKindSchema,
});
export type CheckSubscriptionResponse = z.infer<typeof checkSubscriptionResponseSchema>;

const childIds = z.array(z.string().max(64)).max(20);

export const RETURN_PATH_MAX_LENGTH = 200;

/**
 * A path on this site (`/parent-dashboard?add-child=1`), never another site's address: one leading
 * slash, no second slash or backslash after it, no scheme, no control characters or spaces.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  // Browsers drop tabs and line breaks from addresses ("/\t/evil.example" would become "//evil…").
  return ![...value].some((character) => character <= ' ' || character === '\u007f');
}

/** Where to go after paying, when the parent started elsewhere than /billing (Add Child at its limit). */
export const returnPathSchema = z
  .string()
  .refine(isSameSitePath, { error: 'Return path must be a path on this site' });

export const createCheckoutRequestSchema = z
  .object({ tier: paidTierSchema, returnTo: returnPathSchema.optional() })
  .strict();
export const urlResponseSchema = z.object({ url: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/billing/cancel-subscription: the children to keep on the free plan, when they do not all fit. */
export const cancelSubscriptionRequestSchema = z.object({ keepChildIds: childIds.optional() }).strict();

/** Why the portal could not be used, when a direct cancellation was tried instead. */
export const portalProblemSchema = z.enum([PORTAL_FAILED_MESSAGE, NO_PORTAL_URL_MESSAGE]);

/**
 * POST /api/billing/customer-portal/cancel: the portal opened in its cancellation flow (the same body as
 * cancel-subscription, since the children to keep are chosen first). When the portal cannot be opened the
 * server cancels directly at the period end and says why the portal was skipped; when that fails too the
 * answer is an error 'Failed to cancel subscription.' that also carries `portalError`.
 */
export const cancelThroughPortalResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('portal'), url: z.string() }),
  z.object({ outcome: z.literal('cancelled'), message: z.string(), portalError: portalProblemSchema }),
]);
export type CancelThroughPortalResponse = z.infer<typeof cancelThroughPortalResponseSchema>;

/** PUT /api/billing/kept-children: who stays active when the plan shrinks at the period end. */
export const keepChildrenRequestSchema = z.object({ childIds }).strict();

/**
 * `:id` of the sandbox's checkout and portal pages: a session id (a UUID). Anything else is answered
 * like an expired session, as an unknown id is.
 */
export const sandboxSessionParamsSchema = z.object({ id: z.uuid() });

/** GET /api/billing/sandbox/checkout/:id */
export const sandboxCheckoutSchema = z.object({
  id: z.string(),
  tier: paidTierSchema,
  completed: z.boolean(),
  trialDays: z.number().int(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** GET /api/billing/sandbox/portal/:id */
export const sandboxPortalSchema = z.object({
  subscription: checkSubscriptionResponseSchema,
  /** The sandbox's clock for this parent, which may run ahead of real time. */
  clock: z.string(),
  periodEnd: z.string().nullable(),
});
export type SandboxPortal = z.infer<typeof sandboxPortalSchema>;

export const sandboxChangePlanRequestSchema = z
  .object({ tier: paidTierSchema, keepChildIds: childIds.optional() })
  .strict();
export const sandboxChangePlanResponseSchema = z.object({
  message: z.string(),
  /** Charged now for an upgrade, in pence (the rest of the period at the new price). */
  prorationPence: z.number().int(),
});
