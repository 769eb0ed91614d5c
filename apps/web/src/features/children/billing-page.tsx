import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AlertTriangle, CalendarClock, Check, CreditCard, Sparkles } from 'lucide-react';
import {
  PLANS,
  childLimitFor,
  formatPriceWithCurrency,
  getPlan,
  planAfterPeriodEnd,
  type Plan,
} from '@callready/core';
import {
  CANCEL_FAILED_MESSAGE,
  FREE_SUBSCRIPTION,
  portalProblemSchema,
  type CheckSubscriptionResponse,
} from '@callready/contract';
import { PageHeader } from '@/components/page-header';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { errorCodeMessage, hasErrorCode } from '@/lib/api-errors';
import { accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { takePendingPlan } from '@/lib/pending-checkout';
import {
  cancelThroughPortal,
  keepChildren,
  openCustomerPortal,
  resumeSubscription,
  startCheckout,
  type PaidTier,
} from './billing-api';
import { planLabel } from './children-overview';
import { KeepChildrenDialog } from './keep-children-dialog';
import { ParentOnly } from './parent-only';
import { planStatus } from './plan-status';
import { useChildren } from './use-children';
import { useSubscription } from './use-subscription';

/** /billing (docs/product.md §2): the parent's plan, its dates, and every way to change it. */
export function BillingPage() {
  usePageTitle('Subscription Management');
  return (
    <ParentOnly>
      <Billing />
    </ParentOnly>
  );
}

function price(plan: Plan) {
  return plan.pricePence === 0 ? 'Free' : `${formatPriceWithCurrency(plan.pricePence)}/month`;
}

function childPlaces(plan: Plan) {
  return plan.childLimit === 1 ? '1 child' : `Up to ${plan.childLimit} children`;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;

/** Why the portal was skipped, when the server says so alongside a failed direct cancellation. */
function portalProblemOf(error: unknown) {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const parsed = portalProblemSchema.safeParse((error.body as { portalError?: unknown }).portalError);
  return parsed.success ? parsed.data : null;
}

function Billing() {
  const { refresh: refreshAccount } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const returnedFromCheckout = params.get('checkout') === 'success';
  // Back from the portal's cancellation flow: re-read the provider rather than wait for its webhook.
  const returnedFromPortal = params.get('portal') === 'done';
  const subscription = useSubscription(returnedFromCheckout || returnedFromPortal);
  const children = useChildren();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [choosing, setChoosing] = useState<'cancel' | 'keep' | null>(null);
  const startedPending = useRef(false);

  // A failed check is the free plan (docs/product.md §7), and the parent is told why.
  const facts: CheckSubscriptionResponse = subscription.data ?? {
    ...FREE_SUBSCRIPTION,
    status: 'none',
    keptChildIds: null,
    provider: 'sandbox',
  };
  const status = planStatus(
    {
      subscriptionTier: facts.subscriptionTier,
      subscribed: facts.subscribed,
      subscriptionEnd: facts.subscriptionEnd,
      isCanceled: facts.isCanceled,
      pendingChange: facts.pendingChange,
    },
    new Date(),
  );
  const current = status.plan;
  const kids = (children.data?.children ?? []).map((child) => ({ id: child.id, name: child.name }));
  const afterEnd = planAfterPeriodEnd({
    status: facts.status,
    tier: facts.subscriptionTier,
    subscribed: facts.subscribed,
    subscriptionEnd: null,
    isCanceled: facts.isCanceled,
    scheduledTier: facts.pendingChange?.scheduledTier ?? null,
    changeDate: null,
  });
  const shrinking = current.tier !== 'free' && kids.length > childLimitFor(afterEnd);

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: accountQueryKey('', 'billing').slice(0, 1) });
    await refreshAccount();
  };

  const upgrade = async (tier: PaidTier) => {
    setBusy(`upgrade-${tier}`);
    try {
      const { url } = await startCheckout(tier);
      window.location.assign(url);
    } catch (error) {
      toast.error('Failed to process upgrade', { description: messageOf(error, 'Please try again.') });
      setBusy(null);
    }
  };

  const manage = async () => {
    setBusy('portal');
    try {
      const { url } = await openCustomerPortal();
      window.location.assign(url);
    } catch (error) {
      toast.error(errorCodeMessage(hasErrorCode(error, 'NO_PORTAL_URL') ? 'NO_PORTAL_URL' : 'PORTAL_FAILED'));
      setBusy(null);
    }
  };

  // Cancelling goes through the provider's portal (docs/product.md §4 Subscription); the children to
  // keep were chosen first and the server saved them. If the portal failed, the server has already
  // tried a direct cancellation: both outcomes are shown.
  const cancel = async (keep?: string[]) => {
    setBusy('cancel');
    try {
      const answer = await cancelThroughPortal(keep);
      if (answer.outcome === 'portal') {
        window.location.assign(answer.url);
        return;
      }
      toast.error(answer.portalError);
      toast.success('Subscription cancelled', { description: answer.message });
      setChoosing(null);
      setConfirmCancel(false);
      await reload();
    } catch (error) {
      const portalProblem = portalProblemOf(error);
      if (portalProblem) toast.error(portalProblem);
      toast.error(CANCEL_FAILED_MESSAGE, { description: messageOf(error, 'Please try again.') });
    }
    setBusy(null);
  };

  const resume = async () => {
    setBusy('resume');
    try {
      const { message } = await resumeSubscription();
      toast.success('Subscription resumed', { description: message });
      await reload();
    } catch (error) {
      toast.error('Failed to resume subscription', { description: messageOf(error, 'Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  const saveKept = async (ids: string[]) => {
    setBusy('keep');
    try {
      await keepChildren(ids);
      toast.success('Your choice is saved');
      setChoosing(null);
      await reload();
    } catch (error) {
      toast.error('Could not save your choice', { description: messageOf(error, 'Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  // Back from checkout, or arriving from /pricing with a plan chosen before signing up.
  useEffect(() => {
    if (!subscription.data || startedPending.current) return;
    const wanted = params.get('plan');
    if (returnedFromCheckout) {
      startedPending.current = true;
      void refreshAccount();
      if (subscription.data.subscriptionTier !== 'free')
        toast.success(`Welcome to the ${getPlan(subscription.data.subscriptionTier).name}!`);
      setParams({}, { replace: true });
      return;
    }
    if (returnedFromPortal) {
      startedPending.current = true;
      void refreshAccount();
      setParams({}, { replace: true });
      return;
    }
    if (wanted === 'premium' || wanted === 'enterprise') {
      startedPending.current = true;
      takePendingPlan();
      setParams({}, { replace: true });
      if (subscription.data.subscriptionTier === 'free') {
        startCheckout(wanted).then(
          ({ url }) => window.location.assign(url),
          (error: unknown) =>
            toast.error('Failed to process upgrade', { description: messageOf(error, 'Please try again.') }),
        );
      }
    }
  }, [subscription.data, returnedFromCheckout, returnedFromPortal, params, setParams, refreshAccount]);

  if (subscription.isPending) return <PageSpinner label="Checking your subscription…" />;

  return (
    <PageContainer className="flex flex-col gap-10">
      <PageHeader
        back={{ to: paths.parentDashboard, label: 'Back to Dashboard' }}
        title="Subscription Management"
      />

      {subscription.isError && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div className="flex flex-col gap-2">
            <p className="font-semibold">
              We couldn&apos;t check your subscription just now, so your account is shown on the free plan.
            </p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void subscription.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      )}

      {facts.status === 'past_due' && (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold">
          Your last payment did not go through. Update your card in Manage subscription to keep your plan
          after {status.billingDate?.date ?? 'the end of this billing period'}.
        </div>
      )}

      <section
        aria-labelledby="current-plan-heading"
        className="flex flex-col gap-4 rounded-2xl border-2 border-primary/30 bg-primary-soft p-6"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="current-plan-heading" className="text-xl font-extrabold">
            Your current plan
          </h2>
          {status.fullAccess ? (
            <Badge variant="success" className="bg-green-700">
              Full Access
            </Badge>
          ) : (
            <Badge variant="secondary">Basic Access</Badge>
          )}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm font-bold text-muted-foreground">Plan</dt>
            <dd className="text-2xl font-extrabold">{planLabel(current.name)}</dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm font-bold text-muted-foreground">Price</dt>
            <dd className="text-2xl font-extrabold">{price(current)}</dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm font-bold text-muted-foreground">Children</dt>
            <dd className="text-2xl font-extrabold">{childPlaces(current)}</dd>
          </div>
          {status.billingDate && (
            <div className="flex flex-col gap-0.5">
              <dt className="text-sm font-bold text-muted-foreground">{status.billingDate.label}</dt>
              <dd className="text-lg font-bold">{status.billingDate.date}</dd>
            </div>
          )}
          {status.scheduledChange && (
            <div className="flex flex-col gap-0.5 sm:col-span-2">
              <dt className="text-sm font-bold text-muted-foreground">Scheduled change</dt>
              <dd className="flex items-center gap-2 text-lg font-bold">
                <CalendarClock className="size-5 text-primary" aria-hidden="true" />
                {status.scheduledChange.date
                  ? `Moves to the ${status.scheduledChange.planName} plan on ${status.scheduledChange.date}`
                  : `Moves to the ${status.scheduledChange.planName} plan at the end of this billing period`}
              </dd>
            </div>
          )}
        </dl>
        {current.tier === 'free' ? (
          <p className="text-slate-700">
            The free plan includes non-emergency practice for one child. Paid plans unlock every emergency
            scenario.
          </p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button onClick={() => void manage()} disabled={busy !== null}>
              <CreditCard aria-hidden="true" />
              {busy === 'portal' ? 'Opening…' : 'Manage subscription'}
            </Button>
            {facts.isCanceled ? (
              <Button variant="outline" onClick={() => void resume()} disabled={busy !== null}>
                {busy === 'resume' ? 'Resuming…' : 'Resume subscription'}
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => (kids.length > 1 ? setChoosing('cancel') : setConfirmCancel(true))}
                disabled={busy !== null}
              >
                Cancel subscription
              </Button>
            )}
          </div>
        )}
        {current.tier !== 'free' && (
          <p className="text-sm text-slate-700">
            Change plan, update your card or see invoices in Manage subscription. Upgrades start at once and
            are prorated; downgrades and cancellations take effect at the end of the billing period, and you
            keep full access until then.
          </p>
        )}
      </section>

      {shrinking && (
        <section
          aria-labelledby="keep-heading"
          className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-6"
        >
          <h2 id="keep-heading" className="text-xl font-extrabold">
            Children on the {getPlan(afterEnd).name} plan
          </h2>
          <p>
            From {facts.pendingChange?.changeDate ? status.scheduledChange?.date : status.billingDate?.date}{' '}
            your plan has room for {childLimitFor(afterEnd)} of your {kids.length} children.{' '}
            {facts.keptChildIds
              ? `Staying active: ${kids
                  .filter((kid) => facts.keptChildIds?.includes(kid.id))
                  .map((kid) => kid.name)
                  .join(', ')}.`
              : 'Unless you choose, the children you added first stay active.'}
          </p>
          <Button className="w-fit" variant="outline" onClick={() => setChoosing('keep')}>
            Choose children to keep
          </Button>
        </section>
      )}

      <section aria-labelledby="plans-heading" className="flex flex-col gap-5">
        <h2 id="plans-heading" className="text-xl font-extrabold">
          Our plans
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          {PLANS.map((plan) => {
            const isCurrent = plan.tier === current.tier;
            return (
              <li
                key={plan.tier}
                aria-current={isCurrent ? 'true' : undefined}
                className={cn(
                  'relative flex flex-col gap-4 rounded-2xl border-2 bg-card p-6 shadow-sm',
                  isCurrent ? 'border-primary' : 'border-border',
                )}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-xl font-extrabold">{plan.displayName}</h3>
                  {isCurrent && <Badge>Your plan</Badge>}
                  {plan.mostPopular && !isCurrent && (
                    <Badge variant="soft">
                      <Sparkles aria-hidden="true" />
                      Most Popular
                    </Badge>
                  )}
                </div>
                <p className="text-3xl font-extrabold tracking-tight">{price(plan)}</p>
                <p className="font-semibold text-slate-700">{childPlaces(plan)}</p>
                <ul className="flex flex-1 flex-col gap-2 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {current.tier === 'free' && plan.tier !== 'free' && (
                  <Button
                    onClick={() => void upgrade(plan.tier as PaidTier)}
                    disabled={busy !== null}
                    variant={plan.mostPopular ? 'default' : 'outline'}
                  >
                    {busy === `upgrade-${plan.tier}` ? 'Opening checkout…' : `Upgrade to ${plan.name}`}
                  </Button>
                )}
                {current.tier !== 'free' && !isCurrent && plan.tier !== 'free' && (
                  <Button variant="outline" onClick={() => void manage()} disabled={busy !== null}>
                    Switch to {plan.name}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted-foreground">Prices are per month in pounds sterling (GBP).</p>
      </section>

      <AlertDialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
            <AlertDialogDescription>
              There is no fee. You keep full access until{' '}
              {status.billingDate?.date ?? 'the end of this billing period'}, then move to the free plan. You
              can resume before then. You confirm the cancellation on the billing portal.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy !== null}>Keep my plan</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                void cancel();
              }}
              disabled={busy !== null}
            >
              {busy === 'cancel' ? 'Opening…' : 'Continue to cancel'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      {choosing && (
        <KeepChildrenDialog
          open
          onOpenChange={(open) => !open && setChoosing(null)}
          title={choosing === 'cancel' ? 'Cancel your subscription?' : 'Choose children to keep'}
          limit={childLimitFor(choosing === 'cancel' ? 'free' : afterEnd)}
          planName={getPlan(choosing === 'cancel' ? 'free' : afterEnd).name}
          children={kids}
          initial={facts.keptChildIds}
          busy={busy !== null}
          changeDate={
            choosing === 'cancel'
              ? (status.billingDate?.date ?? null)
              : facts.pendingChange?.changeDate
                ? (status.scheduledChange?.date ?? null)
                : (status.billingDate?.date ?? null)
          }
          confirmLabel={choosing === 'cancel' ? 'Continue to cancel' : 'Save my choice'}
          onConfirm={(ids) => void (choosing === 'cancel' ? cancel(ids) : saveKept(ids))}
        />
      )}
    </PageContainer>
  );
}
