// What the parent can do on /billing (docs/product.md §4 Subscription): upgrade, open the portal,
// cancel, resume, choose the children to keep, and what happens on coming back from the provider.
// One action at a time: `busy` names the one under way, and stays set while the browser leaves for
// the provider's checkout or portal.
import { useEffect, useRef, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { toast } from 'sonner';
import { getPlan } from '@callready/core';
import {
  CANCEL_FAILED_MESSAGE,
  isSameSitePath,
  portalProblemSchema,
  type CheckSubscriptionResponse,
} from '@callready/contract';
import { ApiError } from '@/lib/api-client';
import { errorCodeMessage, hasErrorCode } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth/auth-context';
import { takePendingPlan } from '@/lib/pending-checkout';
import {
  useCancelThroughPortal,
  useKeepChildren,
  useOpenCustomerPortal,
  useResumeSubscription,
  useStartCheckout,
  type PaidTier,
} from './billing-api';

export type BillingBusy = `upgrade-${PaidTier}` | 'portal' | 'cancel' | 'resume' | 'keep';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;

/** Why the portal was skipped, when the server says so alongside a failed direct cancellation. */
export function portalProblemOf(error: unknown) {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const parsed = portalProblemSchema.safeParse((error.body as { portalError?: unknown }).portalError);
  return parsed.success ? parsed.data : null;
}

/** Back from the provider's checkout or the portal's cancellation flow, per the address's query. */
export function providerReturn(params: URLSearchParams): 'checkout' | 'portal' | null {
  if (params.get('checkout') === 'success') return 'checkout';
  if (params.get('portal') === 'done') return 'portal';
  return null;
}

/** The same-site path to go back to after paying (Add Child at its limit), or undefined. */
export function returnPathOf(params: URLSearchParams): string | undefined {
  const value = params.get('returnTo');
  return isSameSitePath(value) ? value : undefined;
}

const upgradeFailed = (error: unknown) =>
  toast.error('Failed to process upgrade', { description: messageOf(error, 'Please try again.') });

export function useBillingActions({
  subscription,
  params,
  setParams,
  goTo,
}: {
  subscription: CheckSubscriptionResponse | undefined;
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  /** Leaves /billing for a path on this site, in place of this page in the history. */
  goTo?: (path: string) => void;
}) {
  const { refresh: refreshAccount } = useAuth();
  const returnTo = returnPathOf(params);
  const checkout = useStartCheckout(returnTo);
  const { mutate: startPendingCheckout } = useStartCheckout();
  const portal = useOpenCustomerPortal();
  const cancellation = useCancelThroughPortal();
  const resumption = useResumeSubscription();
  const keeping = useKeepChildren();
  const [leavingFor, setLeavingFor] = useState<BillingBusy | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [choosing, setChoosing] = useState<'cancel' | 'keep' | null>(null);
  const startedPending = useRef(false);

  const busy: BillingBusy | null =
    leavingFor ??
    (checkout.isPending && checkout.variables
      ? `upgrade-${checkout.variables}`
      : portal.isPending
        ? 'portal'
        : cancellation.isPending
          ? 'cancel'
          : resumption.isPending
            ? 'resume'
            : keeping.isPending
              ? 'keep'
              : null);

  const leaveFor = (reason: BillingBusy, url: string) => {
    setLeavingFor(reason);
    window.location.assign(url);
  };

  const upgrade = (tier: PaidTier) =>
    checkout.mutate(tier, {
      onSuccess: ({ url }) => leaveFor(`upgrade-${tier}`, url),
      onError: upgradeFailed,
    });

  const manage = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => leaveFor('portal', url),
      onError: (error) =>
        toast.error(
          errorCodeMessage(hasErrorCode(error, 'NO_PORTAL_URL') ? 'NO_PORTAL_URL' : 'PORTAL_FAILED'),
        ),
    });

  // Cancelling goes through the provider's portal (docs/product.md §4 Subscription); the children to
  // keep were chosen first and the server saved them. If the portal failed, the server has already
  // tried a direct cancellation: both outcomes are shown.
  const cancel = (keep?: string[]) =>
    cancellation.mutate(keep, {
      onSuccess: (answer) => {
        if (answer.outcome === 'portal') {
          leaveFor('cancel', answer.url);
          return;
        }
        toast.error(answer.portalError);
        toast.success('Subscription cancelled', { description: answer.message });
        setChoosing(null);
        setConfirmCancel(false);
      },
      onError: (error) => {
        const portalProblem = portalProblemOf(error);
        if (portalProblem) toast.error(portalProblem);
        toast.error(CANCEL_FAILED_MESSAGE, { description: messageOf(error, 'Please try again.') });
      },
    });

  const resume = () =>
    resumption.mutate(undefined, {
      onSuccess: ({ message }) => toast.success('Subscription resumed', { description: message }),
      onError: (error) =>
        toast.error('Failed to resume subscription', { description: messageOf(error, 'Please try again.') }),
    });

  const saveKept = (ids: string[]) =>
    keeping.mutate(ids, {
      onSuccess: () => {
        toast.success('Your choice is saved');
        setChoosing(null);
      },
      onError: (error) =>
        toast.error('Could not save your choice', { description: messageOf(error, 'Please try again.') }),
    });

  // Back from checkout, or arriving from /pricing with a plan chosen before signing up.
  useEffect(() => {
    if (!subscription || startedPending.current) return;
    const wanted = params.get('plan');
    const returned = providerReturn(params);
    if (returned) {
      startedPending.current = true;
      void refreshAccount();
      const paid = returned === 'checkout' && subscription.subscriptionTier !== 'free';
      if (paid) toast.success(`Welcome to the ${getPlan(subscription.subscriptionTier).name}!`);
      // Paid from Add Child: back there, with the new places.
      if (paid && returnTo && goTo) goTo(returnTo);
      else setParams({}, { replace: true });
      return;
    }
    if (wanted === 'premium' || wanted === 'enterprise') {
      startedPending.current = true;
      takePendingPlan();
      setParams({}, { replace: true });
      if (subscription.subscriptionTier === 'free')
        startPendingCheckout(wanted, {
          onSuccess: ({ url }) => window.location.assign(url),
          onError: upgradeFailed,
        });
    }
  }, [subscription, params, setParams, refreshAccount, startPendingCheckout, returnTo, goTo]);

  return {
    busy,
    upgrade,
    manage,
    cancel,
    resume,
    saveKept,
    confirmCancel,
    setConfirmCancel,
    choosing,
    setChoosing,
  };
}
