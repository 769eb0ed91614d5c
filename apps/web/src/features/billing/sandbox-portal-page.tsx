import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft, Clock } from 'lucide-react';
import { PLANS, childLimitFor, formatPrice, getPlan, isDowngrade } from '@callready/core';
import { CANCEL_FAILED_MESSAGE } from '@callready/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import {
  useCancelInSandboxPortal,
  useCancelSubscription,
  useChangeSandboxPlan,
  usePassSandboxPeriodEnd,
  useResumeInSandboxPortal,
  useSandboxPortal,
  useSimulatePaymentFailure,
  type PaidTier,
} from './billing-api';
import { KeepChildrenDialog } from './keep-children-dialog';
import { ParentOnly } from '@/components/parent-only';
import { formatPlanDate, planStatus } from './plan-status';
import { TestPaymentBanner } from './sandbox-checkout-page';
import { useChildrenList } from '@/lib/parent-plan/children-list';

/**
 * The sandbox provider's customer portal: change plan, cancel, resume, and its test clock. Opened with
 * `?flow=cancel` it shows only the cancellation, like Stripe's cancellation deep link, and returns to
 * /billing once the parent confirms.
 */
export function SandboxPortalPage() {
  usePageTitle('Test billing portal');
  return (
    <ParentOnly>
      <SandboxPortal />
    </ParentOnly>
  );
}

const problem = (error: unknown) => (error instanceof ApiError ? error.message : 'Please try again.');

function SandboxPortal() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const cancelFlow = params.get('flow') === 'cancel';
  const portal = useSandboxPortal(id);
  const children = useChildrenList();
  const [choosing, setChoosing] = useState<{ kind: 'change'; tier: PaidTier } | { kind: 'cancel' } | null>(
    null,
  );
  const planChange = useChangeSandboxPlan(id);
  const cancellation = useCancelInSandboxPortal(id);
  const resumption = useResumeInSandboxPortal(id);
  const paymentFailure = useSimulatePaymentFailure(id);
  const periodEnd = usePassSandboxPeriodEnd(id);
  const busy = [planChange, cancellation, resumption, paymentFailure, periodEnd].some(
    (write) => write.isPending,
  );
  // Every change says what it did and closes the choice of children; the portal reads again first.
  const outcome = <Answer,>(message: (answer: Answer) => string) => ({
    onSuccess: (answer: Answer) => {
      toast.success(message(answer));
      setChoosing(null);
    },
    onError: (error: unknown) => {
      toast.error('That did not work', { description: problem(error) });
    },
  });

  if (portal.isPending) return <PageSpinner label="Opening the billing portal…" />;
  if (portal.isError) {
    return (
      <PageContainer className="flex max-w-xl flex-col gap-4">
        <h1 className="text-3xl font-extrabold">Billing portal</h1>
        <p role="alert">{problem(portal.error)}</p>
        <Button asChild className="w-fit">
          <Link to="/billing">Back to Subscription Management</Link>
        </Button>
      </PageContainer>
    );
  }

  const sub = portal.data.subscription;
  const status = planStatus(
    {
      subscriptionTier: sub.subscriptionTier,
      subscribed: sub.subscribed,
      subscriptionEnd: sub.subscriptionEnd,
      isCanceled: sub.isCanceled,
      pendingChange: sub.pendingChange,
    },
    new Date(),
  );
  const kids = (children.data?.children ?? []).map((child) => ({ id: child.id, name: child.name }));
  const live = sub.subscriptionTier !== 'free';

  const changePlan = (tier: PaidTier, keep?: string[]) =>
    planChange.mutate(
      { tier, keepChildIds: keep },
      outcome((result: { prorationPence: number }) =>
        result.prorationPence > 0
          ? `Plan changed. ${formatPrice(result.prorationPence)} was charged (test) for the rest of this period.`
          : isDowngrade(sub.subscriptionTier, tier)
            ? `Your plan moves to the ${getPlan(tier).name} at the end of this billing period.`
            : 'Your plan has been changed.',
      ),
    );

  const requestChange = (tier: PaidTier) => {
    if (isDowngrade(sub.subscriptionTier, tier) && kids.length > childLimitFor(tier)) {
      setChoosing({ kind: 'change', tier });
      return;
    }
    changePlan(tier);
  };

  const cancel = (keep?: string[]) =>
    cancellation.mutate(
      keep,
      outcome((answer: { message: string }) => answer.message),
    );

  if (cancelFlow)
    return (
      <CancelFlow
        live={live && !sub.isCanceled}
        endsOn={status.billingDate?.date ?? null}
        planName={status.plan.name}
      />
    );

  return (
    <PageContainer className="flex flex-col gap-8">
      <Button asChild variant="link" className="-ml-3 w-fit px-3">
        <Link to="/billing">
          <ArrowLeft aria-hidden="true" />
          Back to Subscription Management
        </Link>
      </Button>
      <TestPaymentBanner>Test billing portal — no card is charged</TestPaymentBanner>
      <h1 className="text-3xl font-extrabold">Billing portal</h1>

      <section
        aria-labelledby="portal-plan"
        className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm"
      >
        <h2 id="portal-plan" className="text-xl font-extrabold">
          Current plan: {status.plan.name}
        </h2>
        {status.billingDate && (
          <p>
            {status.billingDate.label}: <strong>{status.billingDate.date}</strong>
          </p>
        )}
        {status.scheduledChange && (
          <p>
            Scheduled change: moves to the {status.scheduledChange.planName} plan on{' '}
            <strong>{status.scheduledChange.date}</strong>
          </p>
        )}
        {sub.status === 'past_due' && (
          <p className="font-semibold text-destructive">Last payment failed (test).</p>
        )}
        {live && (
          <div className="flex flex-wrap gap-2">
            {sub.isCanceled ? (
              <Button
                onClick={() =>
                  resumption.mutate(
                    undefined,
                    outcome((answer: { message: string }) => answer.message),
                  )
                }
                disabled={busy}
              >
                Resume subscription
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => (kids.length > 1 ? setChoosing({ kind: 'cancel' }) : cancel())}
                disabled={busy}
              >
                Cancel subscription
              </Button>
            )}
            {sub.status !== 'past_due' && !sub.isCanceled && (
              <Button
                variant="outline"
                onClick={() =>
                  paymentFailure.mutate(
                    undefined,
                    outcome(() => 'A failed payment was recorded (test).'),
                  )
                }
                disabled={busy}
              >
                Simulate a failed payment
              </Button>
            )}
          </div>
        )}
      </section>

      {live && !sub.isCanceled && sub.status !== 'past_due' && (
        <section aria-labelledby="portal-change" className="flex flex-col gap-4">
          <h2 id="portal-change" className="text-xl font-extrabold">
            Change plan
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {PLANS.filter((plan) => plan.tier !== 'free').map((plan) => {
              const current = plan.tier === sub.subscriptionTier;
              const booked = sub.pendingChange?.scheduledTier === plan.tier;
              return (
                <li key={plan.tier} className="flex flex-col gap-2 rounded-2xl border bg-card p-5">
                  <div className="flex items-center gap-2">
                    <h3 className="text-lg font-extrabold">{plan.name}</h3>
                    {current && <Badge>Your plan</Badge>}
                    {booked && <Badge variant="secondary">Scheduled</Badge>}
                  </div>
                  <p>
                    {formatPrice(plan.pricePence)}/month · up to {plan.childLimit} children
                  </p>
                  {!current && !booked && (
                    <Button onClick={() => requestChange(plan.tier as PaidTier)} disabled={busy}>
                      Switch to {plan.name}
                    </Button>
                  )}
                  {current && sub.pendingChange && (
                    <Button
                      variant="outline"
                      onClick={() => changePlan(plan.tier as PaidTier)}
                      disabled={busy}
                    >
                      Keep {plan.name}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-muted-foreground">
            Upgrades start now with a prorated charge; downgrades start at the end of the billing period.
          </p>
        </section>
      )}

      {live && (
        <section
          aria-labelledby="portal-clock"
          className="flex flex-col gap-3 rounded-2xl border border-dashed p-6"
        >
          <h2 id="portal-clock" className="flex items-center gap-2 text-xl font-extrabold">
            <Clock className="size-5" aria-hidden="true" />
            Sandbox clock
          </h2>
          <p>
            Sandbox time: <strong>{formatPlanDate(portal.data.clock)}</strong>. Move it past the end of the
            billing period to see a renewal, a cancellation, a downgrade or a failed payment take effect.
          </p>
          <Button
            variant="outline"
            className="w-fit"
            onClick={() =>
              periodEnd.mutate(
                undefined,
                outcome(() => 'The sandbox clock moved past the end of the billing period.'),
              )
            }
            disabled={busy}
          >
            Move past the period end
          </Button>
        </section>
      )}

      {choosing && (
        <KeepChildrenDialog
          open
          onOpenChange={(open) => !open && setChoosing(null)}
          title={
            choosing.kind === 'cancel'
              ? 'Cancel your subscription?'
              : `Switch to the ${getPlan(choosing.tier).name}?`
          }
          limit={childLimitFor(choosing.kind === 'cancel' ? 'free' : choosing.tier)}
          planName={getPlan(choosing.kind === 'cancel' ? 'free' : choosing.tier).name}
          children={kids}
          initial={sub.keptChildIds}
          busy={busy}
          confirmLabel={choosing.kind === 'cancel' ? 'Cancel subscription' : 'Confirm change'}
          changeDate={portal.data.periodEnd ? formatPlanDate(portal.data.periodEnd) : null}
          onConfirm={(ids) => (choosing.kind === 'cancel' ? cancel(ids) : changePlan(choosing.tier, ids))}
        />
      )}
    </PageContainer>
  );
}

/** The portal's cancellation flow: one question, then back to /billing as Stripe's redirect would. */
function CancelFlow({ live, endsOn, planName }: { live: boolean; endsOn: string | null; planName: string }) {
  const navigate = useNavigate();
  const cancellation = useCancelSubscription();
  // Still busy once cancelled: the page is on its way back to /billing.
  const busy = cancellation.isPending || cancellation.isSuccess;

  // The children to keep were chosen on /billing before coming here, and are already saved.
  const confirm = () =>
    cancellation.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast.success('Subscription cancelled', { description: message });
        void navigate(`${paths.billing}?portal=done`);
      },
      onError: (error) => toast.error(CANCEL_FAILED_MESSAGE, { description: problem(error) }),
    });

  return (
    <PageContainer className="flex max-w-2xl flex-col gap-6">
      <TestPaymentBanner>Test billing portal — no card is charged</TestPaymentBanner>
      <h1 className="text-3xl font-extrabold">Cancel your subscription</h1>
      {live ? (
        <>
          <p>
            Your {planName} will be cancelled. There is no fee: you keep full access until{' '}
            <strong>{endsOn ?? 'the end of this billing period'}</strong>, then move to the free plan. You can
            resume before then.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" onClick={confirm} disabled={busy}>
              {busy ? 'Cancelling…' : 'Cancel subscription'}
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.billing}>Go back</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status">There is no active subscription to cancel.</p>
          <Button asChild className="w-fit">
            <Link to={paths.billing}>Back to Subscription Management</Link>
          </Button>
        </>
      )}
    </PageContainer>
  );
}
