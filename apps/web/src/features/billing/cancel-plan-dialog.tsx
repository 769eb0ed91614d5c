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
import type { BillingBusy } from './use-billing-actions';

type CancelPlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'd MMMM yyyy' when full access ends, if known. */
  endsOn: string | null;
  busy: BillingBusy | null;
  onConfirm: () => void;
};

/** Cancelling with one child or none: no choice of children, one question before the portal. */
export function CancelPlanDialog({ open, onOpenChange, endsOn, busy, onConfirm }: CancelPlanDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
          <AlertDialogDescription>
            There is no fee. You keep full access until {endsOn ?? 'the end of this billing period'}, then
            move to the free plan. You can resume before then. You confirm the cancellation on the billing
            portal.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy !== null}>Keep my plan</AlertDialogCancel>
          <AlertDialogAction
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
            disabled={busy !== null}
          >
            {busy === 'cancel' ? 'Opening…' : 'Continue to cancel'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
