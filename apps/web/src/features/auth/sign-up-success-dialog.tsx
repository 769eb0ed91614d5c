import { Link } from 'react-router';
import { Inbox, Loader2, MailCheck, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DEV_MAILBOX_PAGE } from '@/lib/dev-mailbox-availability';
import { useDevMailboxAvailable, useResendVerification } from './auth-api';

type SignUpSuccessDialogProps = {
  /** The address the confirmation went to; the dialog is open while it is set. */
  email: string | null;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (by default, back to where it was). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** docs/product.md §2 /auth: after sign-up, ask the parent to confirm their address from the e-mail. */
export function SignUpSuccessDialog({ email, onClose, onCloseAutoFocus }: SignUpSuccessDialogProps) {
  const resendWrite = useResendVerification();
  const resending = resendWrite.isPending;
  const devMailbox = useDevMailboxAvailable({ enabled: email !== null });

  const resend = () => {
    if (email) resendWrite.mutate(email);
  };

  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
            <MailCheck className="size-8" aria-hidden="true" />
          </span>
          <DialogTitle className="text-2xl">Account Created Successfully!</DialogTitle>
          <DialogDescription>
            Please confirm your account by e-mail. We&apos;ve sent a confirmation link to{' '}
            <strong className="break-all text-foreground">{email}</strong>.
          </DialogDescription>
        </DialogHeader>

        <ol className="flex flex-col gap-3 rounded-lg bg-muted p-4 text-sm leading-relaxed">
          <li className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
              1
            </span>
            <span>Open the e-mail from CallReady in your inbox.</span>
          </li>
          <li className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
              2
            </span>
            <span>Can&apos;t see it? Check your spam or junk folder.</span>
          </li>
          <li className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
              3
            </span>
            <span>Click the link in the e-mail to confirm your account, then sign in.</span>
          </li>
        </ol>

        {devMailbox.data === true && (
          <Link
            to={DEV_MAILBOX_PAGE}
            className="inline-flex items-center gap-2 self-center text-sm font-semibold text-primary underline underline-offset-4"
          >
            <Inbox className="size-4" aria-hidden="true" />
            Open the local development mailbox
          </Link>
        )}

        <DialogFooter className="sm:justify-between">
          <Button
            type="button"
            variant="outline"
            onClick={() => void resend()}
            disabled={resending}
            aria-busy={resending || undefined}
          >
            {resending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCw aria-hidden="true" />
            )}
            {resending ? 'Sending...' : 'Resend e-mail'}
          </Button>
          <Button type="button" onClick={onClose}>
            Go to Sign In
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
