import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FlaskConical, Lock } from 'lucide-react';
import { isSameSitePath } from '@callready/contract';
import { formatPrice, getPlan } from '@callready/core';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { usePaySandboxCheckout, useSandboxCheckout } from './billing-api';
import { ParentOnly } from '@/components/parent-only';

/** The sandbox provider's checkout page (docs/architecture.md §6): a test payment, clearly labelled. */
export function SandboxCheckoutPage() {
  usePageTitle('Test checkout');
  return (
    <ParentOnly>
      <SandboxCheckout />
    </ParentOnly>
  );
}

export function TestPaymentBanner({ children }: { children: string }) {
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 font-bold text-amber-900"
    >
      <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

function SandboxCheckout() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const then = params.get('then');
  const navigate = useNavigate();
  const checkout = useSandboxCheckout(id);
  const payment = usePaySandboxCheckout(id);
  // Still busy once paid: the page is on its way back to /billing.
  const paying = payment.isPending || payment.isSuccess;

  if (checkout.isPending) return <PageSpinner label="Opening checkout…" />;
  if (checkout.isError || checkout.data.completed) {
    return (
      <PageContainer className="flex max-w-xl flex-col gap-4">
        <h1 className="text-3xl font-extrabold">Checkout</h1>
        <p role="alert">
          {checkout.isError && checkout.error instanceof ApiError
            ? checkout.error.message
            : 'This checkout has already been paid.'}
        </p>
        <Button asChild className="w-fit">
          <Link to="/billing">Back to Subscription Management</Link>
        </Button>
      </PageContainer>
    );
  }
  const plan = getPlan(checkout.data.tier);
  const trial = checkout.data.trialDays;

  const pay = () =>
    payment.mutate(undefined, {
      // Where the checkout was told to return, when it is a path on this site (the server checked it too).
      onSuccess: () => navigate(isSameSitePath(then) ? then : '/billing?checkout=success', { replace: true }),
      onError: (error) =>
        toast.error('Failed to process upgrade', {
          description: error instanceof ApiError ? error.message : 'Please try again.',
        }),
    });

  return (
    <PageContainer className="flex max-w-xl flex-col gap-6">
      <TestPaymentBanner>Test payment — no card is charged</TestPaymentBanner>
      <h1 className="text-3xl font-extrabold">Checkout</h1>
      <section
        aria-labelledby="order-heading"
        className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm"
      >
        <h2 id="order-heading" className="text-xl font-extrabold">
          {plan.name}
        </h2>
        <p className="text-3xl font-extrabold">
          {formatPrice(plan.pricePence)}
          <span className="text-lg font-semibold text-muted-foreground"> GBP/month</span>
        </p>
        <p className="text-slate-700">
          {trial > 0
            ? `Free for ${trial} days, then ${formatPrice(plan.pricePence)} each month until you cancel.`
            : `${formatPrice(plan.pricePence)} today, then each month until you cancel.`}{' '}
          Up to {plan.childLimit} children and every emergency scenario.
        </p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={pay} disabled={paying}>
          <Lock aria-hidden="true" />
          {paying
            ? 'Processing…'
            : trial > 0
              ? 'Start free trial (test)'
              : `Pay ${formatPrice(plan.pricePence)} (test)`}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/billing?checkout=canceled">Cancel and go back</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
