import { useState } from 'react';
import { toast } from 'sonner';
import type { Child } from '@callready/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAuth } from '@/lib/auth/auth-context';
import { childActionErrorToast, isSignedOutError, type ChildAction } from './save-errors';
import { useDeleteChild, useDeleteChildHistory, useRegenerateInviteCode } from './use-children';

type ConfirmDialogProps = {
  child: Child | null;
  onClose: () => void;
};

type ConfirmShellProps = ConfirmDialogProps & {
  action: ChildAction;
  title: (child: Child) => string;
  description: (child: Child) => string;
  confirmLabel: string;
  busyLabel: string;
  destructive?: boolean;
  run: (child: Child) => Promise<void>;
};

/** A yes/no question that stays open, showing progress, until the server has answered. */
function ConfirmShell({
  child,
  onClose,
  action,
  title,
  description,
  confirmLabel,
  busyLabel,
  destructive,
  run,
}: ConfirmShellProps) {
  const { refresh } = useAuth();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!child) return;
    setBusy(true);
    try {
      await run(child);
      onClose();
    } catch (error) {
      const toastContent = childActionErrorToast(action, error);
      toast.error(toastContent.title, { description: toastContent.description });
      if (isSignedOutError(error)) void refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={child !== null}
      title={child ? title(child) : ''}
      description={child ? description(child) : ''}
      confirmLabel={confirmLabel}
      destructive={destructive}
      busy={busy}
      busyLabel={busyLabel}
      // Keep the dialog open until the server has answered.
      closeOnConfirm={false}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** docs/product.md §2: removing a child needs a confirmation, and takes their progress with them. */
export function DeleteChildDialog(props: ConfirmDialogProps) {
  const remove = useDeleteChild();
  return (
    <ConfirmShell
      {...props}
      action="delete"
      destructive
      title={(child) => `Remove ${child.name}?`}
      description={(child) =>
        `This permanently deletes ${child.name}'s profile and all of their progress, including every practice report. Their invite code will stop working. This cannot be undone.`
      }
      confirmLabel="Remove Child"
      busyLabel="Removing..."
      run={async (child) => {
        await remove.mutateAsync(child.id);
        toast.success('Child removed', { description: `${child.name} has been removed from your account.` });
      }}
    />
  );
}

/** A new invite code replaces the old one at once (docs/architecture.md §5.6), so the parent confirms first. */
export function NewInviteCodeDialog(props: ConfirmDialogProps) {
  const regenerate = useRegenerateInviteCode();
  return (
    <ConfirmShell
      {...props}
      action="new-code"
      title={(child) => `Create a new invite code for ${child.name}?`}
      description={(child) =>
        `The current code ${child.inviteCode ?? ''} will stop working straight away. ${child.name} will need the new code to sign in, so remember to send it to them.`
      }
      confirmLabel="Create New Code"
      busyLabel="Creating..."
      run={async (child) => {
        const updated = await regenerate.mutateAsync(child.id);
        toast.success('New invite code ready', {
          description: `${updated.name}'s new code is ${updated.inviteCode ?? ''}. The old code no longer works.`,
        });
      }}
    />
  );
}

/** Erases one child's saved calls (the privacy notice's right to erasure) and keeps the child and code. */
export function DeleteHistoryDialog(props: ConfirmDialogProps) {
  const erase = useDeleteChildHistory();
  return (
    <ConfirmShell
      {...props}
      action="delete-history"
      destructive
      title={(child) => `Delete ${child.name}'s practice history?`}
      description={(child) =>
        `This permanently deletes every saved practice call and report of ${child.name}. ${child.name} stays on your account and their invite code keeps working. This cannot be undone.`
      }
      confirmLabel="Delete History"
      busyLabel="Deleting..."
      run={async (child) => {
        const deleted = await erase.mutateAsync(child.id);
        toast.success('Practice history deleted', {
          description: `${deleted === 1 ? '1 saved call' : `${deleted} saved calls`} of ${child.name} deleted.`,
        });
      }}
    />
  );
}
