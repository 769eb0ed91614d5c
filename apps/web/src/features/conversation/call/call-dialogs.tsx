import { useRef } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

type CallDialogProps = {
  open: boolean;
  onStay: () => void;
  onConfirm: () => void;
};

/** docs/product.md §2: leaving a call loses its progress, so the child is asked first. */
export function LeaveCallDialog({ open, onStay, onConfirm }: CallDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      large
      destructive
      title="Are you sure you want to leave?"
      description="Your call isn't finished yet. If you leave now, your progress in this call will be lost."
      cancelLabel="Stay and Continue"
      confirmLabel="Leave and Lose Progress"
      // The page closes the dialog itself once the navigation goes ahead.
      closeOnConfirm={false}
      onConfirm={onConfirm}
      onCancel={onStay}
    />
  );
}

/** docs/product.md §2 'Restart Scenario?': starting again throws away everything said so far. */
export function RestartDialog({ open, onStay, onConfirm }: CallDialogProps) {
  const confirmedRef = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      large
      destructive
      title="Restart Scenario?"
      description="All your progress in this call will be lost, and the operator will start again from the first question."
      cancelLabel="Keep Going"
      confirmLabel="Restart"
      onConfirm={() => {
        confirmedRef.current = true;
        onConfirm();
      }}
      onCancel={onStay}
      onCloseAutoFocus={(event) => {
        // After a restart the answer box takes focus; do not pull it back to the Restart button.
        if (confirmedRef.current) event.preventDefault();
        confirmedRef.current = false;
      }}
    />
  );
}
