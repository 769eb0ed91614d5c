import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { childLimitFor, getPlan, planAfterPeriodEnd } from '@callready/core';
import { FREE_SUBSCRIPTION, type CheckSubscriptionResponse } from '@callready/contract';
import { PageHeader } from '@/components/page-header';
import { ParentOnly } from '@/components/parent-only';
import { PageContainer } from '@/components/ui/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { useChildrenList } from '@/lib/parent-plan/children-list';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { PaymentPastDue, SubscriptionCheckFailed } from './billing-alerts';
import { useSubscription } from './billing-api';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { CurrentPlanSection } from './current-plan-section';
import { KeepChildrenDialog } from './keep-children-dialog';
import { KeepChildrenSection } from './keep-children-section';
import { planStatus } from './plan-status';
import { PlansSection } from './plans-section';
import { providerReturn, useBillingActions } from './use-billing-actions';

/** /billing (docs/product.md §2): the parent's plan, its dates, and every way to change it. */
export function BillingPage() {
  usePageTitle('Subscription Management');
  return (
    <ParentOnly>
      <Billing />
    </ParentOnly>
  );
}

function Billing() {
  const [params, setParams] = useSearchParams();
  // Back from checkout or the portal: re-read the provider rather than wait for its webhook.
  const subscription = useSubscription(providerReturn(params) !== null);
  const children = useChildrenList();
  const navigate = useNavigate();
  const goTo = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  const actions = useBillingActions({ subscription: subscription.data, params, setParams, goTo });

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
  // The day the plan shrinks: a booked change's date, otherwise the end of this period.
  const shrinksOn = facts.pendingChange?.changeDate
    ? (status.scheduledChange?.date ?? null)
    : (status.billingDate?.date ?? null);
  const endsOn = status.billingDate?.date ?? null;
  const { busy, choosing } = actions;

  if (subscription.isPending) return <PageSpinner label="Checking your subscription…" />;

  return (
    <PageContainer className="flex flex-col gap-10">
      <PageHeader
        back={{ to: paths.parentDashboard, label: 'Back to Dashboard' }}
        title="Subscription Management"
      />

      {subscription.isError && <SubscriptionCheckFailed onRetry={() => void subscription.refetch()} />}

      {facts.status === 'past_due' && <PaymentPastDue endsOn={endsOn} />}

      <CurrentPlanSection
        status={status}
        isCanceled={facts.isCanceled}
        busy={busy}
        onManage={actions.manage}
        onResume={actions.resume}
        onCancel={() => (kids.length > 1 ? actions.setChoosing('cancel') : actions.setConfirmCancel(true))}
      />

      {shrinking && (
        <KeepChildrenSection
          afterEnd={afterEnd}
          from={shrinksOn}
          kids={kids}
          keptChildIds={facts.keptChildIds}
          onChoose={() => actions.setChoosing('keep')}
        />
      )}

      <PlansSection current={current} busy={busy} onUpgrade={actions.upgrade} onManage={actions.manage} />

      <CancelPlanDialog
        open={actions.confirmCancel}
        onOpenChange={actions.setConfirmCancel}
        endsOn={endsOn}
        busy={busy}
        onConfirm={() => actions.cancel()}
      />

      {choosing && (
        <KeepChildrenDialog
          open
          onOpenChange={(open) => !open && actions.setChoosing(null)}
          title={choosing === 'cancel' ? 'Cancel your subscription?' : 'Choose children to keep'}
          limit={childLimitFor(choosing === 'cancel' ? 'free' : afterEnd)}
          planName={getPlan(choosing === 'cancel' ? 'free' : afterEnd).name}
          children={kids}
          initial={facts.keptChildIds}
          busy={busy !== null}
          changeDate={choosing === 'cancel' ? endsOn : shrinksOn}
          confirmLabel={choosing === 'cancel' ? 'Continue to cancel' : 'Save my choice'}
          onConfirm={(ids) => (choosing === 'cancel' ? actions.cancel(ids) : actions.saveKept(ids))}
        />
      )}
    </PageContainer>
  );
}
