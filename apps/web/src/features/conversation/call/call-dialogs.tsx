import { useRef } from 'react';
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
import { buttonVariants } from '@/components/ui/button';

type ConfirmDialogProps = {
  open: boolean;
  onStay: () => void;
  onConfirm: () => void;
};

/** docs/product.md §2: leaving a call loses its progress, so the child is asked first. */
export function LeaveCallDialog({ open, onStay, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="text-2xl">Are you sure you want to leave?</AlertDialogTitle>
          <AlertDialogDescription className="text-lg">
            Your call isn't finished yet. If you leave now, your progress in this call will be lost.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Stay and Continue
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive', size: 'lg' })}
            onClick={(event) => {
              // The page closes the dialog itself once the navigation goes ahead.
              event.preventDefault();
              onConfirm();
            }}
          >
            Leave and Lose Progress
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** docs/product.md §2 'Restart Scenario?': starting again throws away everything said so far. */
export function RestartDialog({ open, onStay, onConfirm }: ConfirmDialogProps) {
  const confirmedRef = useRef(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // After a restart the answer box takes focus; do not pull it back to the Restart button.
          if (confirmedRef.current) event.preventDefault();
          confirmedRef.current = false;
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className="text-2xl">Restart Scenario?</AlertDialogTitle>
          <AlertDialogDescription className="text-lg">
            All your progress in this call will be lost, and the operator will start again from the first
            question.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Keep Going
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive', size: 'lg' })}
            onClick={() => {
              confirmedRef.current = true;
              onConfirm();
            }}
          >
            Restart
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
