import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A failed check shows the free plan (docs/product.md §7), and the parent is told why. */
export function SubscriptionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <p className="font-semibold">
          We couldn&apos;t check your subscription just now, so your account is shown on the free plan.
        </p>
        <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}

/** The last renewal failed: the plan stays until the period ends, unless the card is updated. */
export function PaymentPastDue({ endsOn }: { endsOn: string | null }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold">
      Your last payment did not go through. Update your card in Manage subscription to keep your plan after{' '}
      {endsOn ?? 'the end of this billing period'}.
    </div>
  );
}
