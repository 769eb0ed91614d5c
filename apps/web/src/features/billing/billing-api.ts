// The billing feature's one api module (ADR 048): /api/billing (docs/product.md §7: check-subscription,
// create-checkout, customer-portal and its cancellation flow, cancel-subscription) and the sandbox
// provider's checkout and portal. Reads are queries; every write refreshes what it changed (the
// parent's plan, their children's places and their account) before it counts as done.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelThroughPortalResponseSchema,
  checkSubscriptionResponseSchema,
  messageResponseSchema,
  sandboxChangePlanResponseSchema,
  sandboxCheckoutSchema,
  sandboxPortalSchema,
  urlResponseSchema,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_QUERY_ROOT, accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';
import { childrenQueryKey } from '@/lib/parent-plan/children-list';

export type PaidTier = 'premium' | 'enterprise';

// ---- Requests -------------------------------------------------------------------------------

const fetchSubscription = (refresh: boolean, signal?: AbortSignal) =>
  apiRequest(`/api/billing/check-subscription${refresh ? '?refresh=1' : ''}`, {
    schema: checkSubscriptionResponseSchema,
    signal,
  });

const startCheckout = (tier: PaidTier, returnTo?: string) =>
  apiRequest('/api/billing/create-checkout', {
    method: 'POST',
    body: returnTo ? { tier, returnTo } : { tier },
    schema: urlResponseSchema,
  });

const openCustomerPortal = () =>
  apiRequest('/api/billing/customer-portal', { method: 'POST', schema: urlResponseSchema });

/**
 * "Cancel subscription": the portal's cancellation flow (answer `portal` with its address), or, when the
 * portal failed, a direct cancellation already done by the server (answer `cancelled`).
 */
const cancelThroughPortal = (keepChildIds?: string[]) =>
  apiRequest('/api/billing/customer-portal/cancel', {
    method: 'POST',
    body: keepChildIds ? { keepChildIds } : {},
    schema: cancelThroughPortalResponseSchema,
  });

const cancelSubscription = (keepChildIds?: string[]) =>
  apiRequest('/api/billing/cancel-subscription', {
    method: 'POST',
    body: keepChildIds ? { keepChildIds } : {},
    schema: messageResponseSchema,
  });

const resumeSubscription = () =>
  apiRequest('/api/billing/resume-subscription', { method: 'POST', schema: messageResponseSchema });

const keepChildren = (childIds: string[]) =>
  apiRequest('/api/billing/kept-children', {
    method: 'PUT',
    body: { childIds },
    schema: checkSubscriptionResponseSchema,
  });

const fetchSandboxCheckout = (id: string) =>
  apiRequest(`/api/billing/sandbox/checkout/${encodeURIComponent(id)}`, { schema: sandboxCheckoutSchema });

const paySandboxCheckout = (id: string) =>
  apiRequest(`/api/billing/sandbox/checkout/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
    schema: checkSubscriptionResponseSchema,
  });

const fetchSandboxPortal = (id: string) =>
  apiRequest(`/api/billing/sandbox/portal/${encodeURIComponent(id)}`, { schema: sandboxPortalSchema });

const sandboxChangePlan = (id: string, tier: PaidTier, keepChildIds?: string[]) =>
  apiRequest(`/api/billing/sandbox/portal/${encodeURIComponent(id)}/change-plan`, {
    method: 'POST',
    body: { tier, ...(keepChildIds ? { keepChildIds } : {}) },
    schema: sandboxChangePlanResponseSchema,
  });

const sandboxPaymentFailure = (id: string) =>
  apiRequest(`/api/billing/sandbox/portal/${encodeURIComponent(id)}/payment-failure`, {
    method: 'POST',
    schema: checkSubscriptionResponseSchema,
  });

/** Outside production only: moves this parent's sandbox clock just past the period end. */
const passSandboxPeriodEnd = () =>
  apiRequest('/api/dev/billing-clock', { method: 'POST', schema: checkSubscriptionResponseSchema });

const sandboxPortalKey = (id: string) => ['sandbox-portal', id] as const;

// ---- Reads ----------------------------------------------------------------------------------

/** The parent's subscription as the billing page and the dashboard read it (refresh: ask the provider). */
export function useSubscription(refresh: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: accountQueryKey(user?.id ?? '', 'billing', refresh ? 'refresh' : 'stored'),
    queryFn: ({ signal }) => fetchSubscription(refresh, signal),
    enabled: Boolean(user),
    retry: 1,
  });
}

export function useSandboxCheckout(id: string) {
  return useQuery({
    queryKey: ['sandbox-checkout', id],
    queryFn: () => fetchSandboxCheckout(id),
    retry: false,
  });
}

export function useSandboxPortal(id: string) {
  return useQuery({ queryKey: sandboxPortalKey(id), queryFn: () => fetchSandboxPortal(id), retry: false });
}

// ---- Writes ---------------------------------------------------------------------------------

/** After a change of plan: everything of the parent's account is read again, their session too. */
function useRefreshPlan() {
  const queryClient = useQueryClient();
  const { refresh: refreshAccount } = useAuth();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
    await refreshAccount();
  };
}

/** Opens the provider's checkout: answers the address to go to. */
export function useStartCheckout(returnTo?: string) {
  return useMutation({ mutationFn: (tier: PaidTier) => startCheckout(tier, returnTo) });
}

/** Opens the provider's portal: answers the address to go to. */
export function useOpenCustomerPortal() {
  return useMutation({ mutationFn: () => openCustomerPortal() });
}

export function useCancelThroughPortal() {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: (keepChildIds?: string[]) => cancelThroughPortal(keepChildIds),
    // Going on to the portal changes nothing yet; a direct cancellation already did.
    onSuccess: (answer) => (answer.outcome === 'cancelled' ? refreshPlan() : undefined),
  });
}

export function useResumeSubscription() {
  const refreshPlan = useRefreshPlan();
  return useMutation({ mutationFn: () => resumeSubscription(), onSuccess: refreshPlan });
}

export function useKeepChildren() {
  const refreshPlan = useRefreshPlan();
  return useMutation({ mutationFn: (childIds: string[]) => keepChildren(childIds), onSuccess: refreshPlan });
}

/** The portal's cancellation flow, confirmed: the plan ends at the end of its period. */
export function useCancelSubscription() {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: (keepChildIds?: string[]) => cancelSubscription(keepChildIds),
    onSuccess: refreshPlan,
  });
}

export function usePaySandboxCheckout(id: string) {
  const { refresh: refreshAccount } = useAuth();
  return useMutation({ mutationFn: () => paySandboxCheckout(id), onSuccess: () => refreshAccount() });
}

/** A change made in the sandbox portal: the portal, the children's places and the account read again. */
function useRefreshPortal(id: string) {
  const queryClient = useQueryClient();
  const { user, refresh: refreshAccount } = useAuth();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sandboxPortalKey(id) }),
      refreshAccount(),
      queryClient.invalidateQueries({ queryKey: childrenQueryKey(user?.id ?? '') }),
    ]);
  };
}

export function useChangeSandboxPlan(id: string) {
  const refreshPortal = useRefreshPortal(id);
  return useMutation({
    mutationFn: ({ tier, keepChildIds }: { tier: PaidTier; keepChildIds?: string[] }) =>
      sandboxChangePlan(id, tier, keepChildIds),
    onSuccess: refreshPortal,
  });
}

export function useCancelInSandboxPortal(id: string) {
  const refreshPortal = useRefreshPortal(id);
  return useMutation({
    mutationFn: (keepChildIds?: string[]) => cancelSubscription(keepChildIds),
    onSuccess: refreshPortal,
  });
}

export function useResumeInSandboxPortal(id: string) {
  const refreshPortal = useRefreshPortal(id);
  return useMutation({ mutationFn: () => resumeSubscription(), onSuccess: refreshPortal });
}

export function useSimulatePaymentFailure(id: string) {
  const refreshPortal = useRefreshPortal(id);
  return useMutation({ mutationFn: () => sandboxPaymentFailure(id), onSuccess: refreshPortal });
}

export function usePassSandboxPeriodEnd(id: string) {
  const refreshPortal = useRefreshPortal(id);
  return useMutation({ mutationFn: () => passSandboxPeriodEnd(), onSuccess: refreshPortal });
}
