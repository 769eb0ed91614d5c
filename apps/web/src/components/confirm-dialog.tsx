import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
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
import { cn } from '@/lib/cn';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for actions that lose something. */
  destructive?: boolean;
  /** Larger text and buttons, for children's screens. */
  large?: boolean;
  /**
   * While the action runs: both buttons are disabled, the dialog cannot be dismissed, and the confirm
   * button shows `busyLabel` with a spinner.
   */
  busy?: boolean;
  busyLabel?: string;
  /**
   * Whether confirming closes the dialog at once (the default). When false the dialog stays open and
   * the caller closes it, e.g. once the server has answered or the navigation has gone ahead.
   */
  closeOnConfirm?: boolean;
  onConfirm: () => void;
  /** Called when the user cancels, presses Escape, or (with closeOnConfirm) after confirming. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes; call `event.preventDefault()` to leave it alone. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** A yes/no question before an action that cannot be undone (docs/product.md §2.23). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  large = false,
  busy = false,
  busyLabel,
  closeOnConfirm = true,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const size = large ? 'lg' : 'default';
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle className={cn(large && 'text-2xl')}>{title}</AlertDialogTitle>
          <AlertDialogDescription className={cn(large && 'text-lg')}>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline', size })} disabled={busy}>
            {cancelLabel}
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: destructive ? 'destructive' : 'default', size })}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={(event) => {
              if (!closeOnConfirm) event.preventDefault();
              onConfirm();
            }}
          >
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {busy && busyLabel ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
