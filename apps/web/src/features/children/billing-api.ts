// Calls to /api/billing (docs/product.md §7: check-subscription, create-checkout, customer-portal and its
// cancellation flow, cancel-subscription) and the sandbox provider's checkout and portal.
import {
  billingConfigSchema,
  cancelThroughPortalResponseSchema,
  checkSubscriptionResponseSchema,
  messageResponseSchema,
  sandboxChangePlanResponseSchema,
  sandboxCheckoutSchema,
  sandboxPortalSchema,
  urlResponseSchema,
} from '@callready/contract';
import { apiRequest } from '@/lib/api';

export type PaidTier = 'premium' | 'enterprise';

export const fetchBillingConfig = () => apiRequest('/api/billing/config', { schema: billingConfigSchema });

export const fetchSubscription = (refresh: boolean, signal?: AbortSignal) =>
  apiRequest(`/api/billing/check-subscription${refresh ? '?refresh=1' : ''}`, {
    schema: checkSubscriptionResponseSchema,
    signal,
  });

export const startCheckout = (tier: PaidTier) =>
  apiRequest('/api/billing/create-checkout', { method: 'POST', body: { tier }, schema: urlResponseSchema });

export const openCustomerPortal = () =>
  apiRequest('/api/billing/customer-portal', { method: 'POST', schema: urlResponseSchema });

/**
 * "Cancel subscription": the portal's cancellation flow (answer `portal` with its address), or, when the
 * portal failed, a direct cancellation already done by the server (answer `cancelled`).
 */
export const cancelThroughPortal = (keepChildIds?: string[]) =>
  apiRequest('/api/billing/customer-portal/cancel', {
    method: 'POST',
    body: keepChildIds ? { keepChildIds } : {},
    schema: cancelThroughPortalResponseSchema,
  });

export const cancelSubscription = (keepChildIds?: string[]) =>
  apiRequest('/api/billing/cancel-subscription', {
    method: 'POST',
    body: keepChildIds ? { keepChildIds } : {},
    schema: messageResponseSchema,
  });

export const resumeSubscription = () =>
  apiRequest('/api/billing/resume-subscription', { method: 'POST', schema: messageResponseSchema });

export const keepChildren = (childIds: string[]) =>
  apiRequest('/api/billing/kept-children', {
    method: 'PUT',
    body: { childIds },
    schema: checkSubscriptionResponseSchema,
  });

export const fetchSandboxCheckout = (id: string) =>
  apiRequest(`/api/billing/sandbox/checkout/${encodeURIComponent(id)}`, { schema: sandboxCheckoutSchema });

export const paySandboxCheckout = (id: string) =>
  apiRequest(`/api/billing/sandbox/checkout/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
    schema: checkSubscriptionResponseSchema,
  });

export const fetchSandboxPortal = (id: string) =>
  apiRequest(`/api/billing/sandbox/portal/${encodeURIComponent(id)}`, { schema: sandboxPortalSchema });

export const sandboxChangePlan = (id: string, tier: PaidTier, keepChildIds?: string[]) =>
  apiRequest(`/api/billing/sandbox/portal/${encodeURIComponent(id)}/change-plan`, {
    method: 'POST',
    body: { tier, ...(keepChildIds ? { keepChildIds } : {}) },
    schema: sandboxChangePlanResponseSchema,
  });

export const sandboxPaymentFailure = (id: string) =>
  apiRequest(`/api/billing/sandbox/portal/${encodeURIComponent(id)}/payment-failure`, {
    method: 'POST',
    schema: checkSubscriptionResponseSchema,
  });

/** Outside production only: moves this parent's sandbox clock just past the period end. */
export const passSandboxPeriodEnd = () =>
  apiRequest('/api/dev/billing-clock', { method: 'POST', schema: checkSubscriptionResponseSchema });
