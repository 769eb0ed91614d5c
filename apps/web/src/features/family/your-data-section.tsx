import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { getPlan } from '@callready/core';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { ACCOUNT_EXPORT_PATH, useDeleteAccount } from './family-api';
import { UNEXPECTED_PROBLEM } from './save-errors';

/** The privacy notice's rights of access and erasure, on the dashboard. */
export function YourDataSection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <section
      aria-labelledby="your-data-heading"
      className="flex flex-col gap-4 rounded-2xl border-2 bg-card p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="your-data-heading" className="text-xl font-extrabold">
          Your data
        </h2>
        <p className="max-w-3xl text-muted-foreground">
          Download everything we hold about you and your children (profile, children, every saved call and the
          e-mails we sent) as JSON and CSV files in one zip, or delete your account and all of it for good.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <a href={ACCOUNT_EXPORT_PATH} download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
        <Button
          variant="outline"
          className="border-emergency/40 text-emergency hover:border-emergency hover:bg-emergency-soft hover:text-emergency"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { refresh, subscriptionTier, subscribed, subscriptionEnd } = useAuth();
  // A paid plan still running (even one already set to end) is cancelled at once by the deletion.
  const paidPlan =
    subscriptionTier !== 'free' &&
    (subscribed || (subscriptionEnd !== null && new Date(subscriptionEnd) > new Date()))
      ? getPlan(subscriptionTier).name
      : null;
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const deletion = useDeleteAccount();
  // Still busy once deleted: the page is on its way home.
  const busy = deletion.isPending || deletion.isSuccess;

  const close = () => {
    if (busy) return;
    setPassword('');
    setError(undefined);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password to confirm');
      return;
    }
    setError(undefined);
    deletion.mutate(password, {
      onSuccess: (result) => {
        toast.success('Your account has been deleted', {
          description: `We deleted your profile, ${result.childCount === 1 ? '1 child' : `${result.childCount} children`} and ${result.callCount === 1 ? '1 saved call' : `${result.callCount} saved calls`}, and sent you a confirmation e-mail.`,
        });
        navigate('/', { replace: true });
        void refresh();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) {
          void refresh();
          return;
        }
        setError(failure instanceof ApiError && failure.message ? failure.message : UNEXPECTED_PROBLEM);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This permanently deletes your parent account, your children and their invite codes, and every
              saved practice call, and signs you out on every device. Backups keep this data for up to 30
              days, then it is gone. This cannot be undone.
            </DialogDescription>
            {paidPlan && (
              <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold">
                Your {paidPlan} will be cancelled straight away as part of this, so your card is not charged
                again.
              </p>
            )}
          </DialogHeader>
          <FormField label="Your password" id={passwordId} error={error}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy} aria-busy={busy || undefined}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              {busy ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
