import { toast } from 'sonner';
import type { Child } from '@callready/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAuth } from '@/lib/auth/auth-context';
import { childActionErrorToast, isSignedOutError, type ChildAction } from './save-errors';
import { useDeleteChild, useDeleteChildHistory, useRegenerateInviteCode } from './family-api';

type ConfirmDialogProps = {
  child: Child | null;
  onClose: () => void;
};

type ConfirmShellProps = ConfirmDialogProps & {
  title: (child: Child) => string;
  description: (child: Child) => string;
  confirmLabel: string;
  busyLabel: string;
  destructive?: boolean;
  /** The write is on its way: the dialog shows progress and stays open. */
  busy: boolean;
  onConfirm: (child: Child) => void;
};

/** A yes/no question that stays open, showing progress, until the server has answered. */
function ConfirmShell({
  child,
  onClose,
  title,
  description,
  confirmLabel,
  busyLabel,
  destructive,
  busy,
  onConfirm,
}: ConfirmShellProps) {
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
      onConfirm={() => child && onConfirm(child)}
      onCancel={onClose}
    />
  );
}

/** A refused change: the action's title with the server's words; a lost session follows the parent out. */
function useRefusalToast(action: ChildAction) {
  const { refresh } = useAuth();
  return (error: unknown) => {
    const toastContent = childActionErrorToast(action, error);
    toast.error(toastContent.title, { description: toastContent.description });
    if (isSignedOutError(error)) void refresh();
  };
}

/** docs/product.md §2: removing a child needs a confirmation, and takes their progress with them. */
export function DeleteChildDialog(props: ConfirmDialogProps) {
  const remove = useDeleteChild();
  const refused = useRefusalToast('delete');
  return (
    <ConfirmShell
      {...props}
      destructive
      title={(child) => `Remove ${child.name}?`}
      description={(child) =>
        `This permanently deletes ${child.name}'s profile and all of their progress, including every practice report. Their invite code will stop working. This cannot be undone.`
      }
      confirmLabel="Remove Child"
      busyLabel="Removing..."
      busy={remove.isPending}
      onConfirm={(child) =>
        remove.mutate(child.id, {
          onSuccess: () => {
            toast.success('Child removed', {
              description: `${child.name} has been removed from your account.`,
            });
            props.onClose();
          },
          onError: refused,
        })
      }
    />
  );
}

/** A new invite code replaces the old one at once (docs/architecture.md §5.6), so the parent confirms first. */
export function NewInviteCodeDialog(props: ConfirmDialogProps) {
  const regenerate = useRegenerateInviteCode();
  const refused = useRefusalToast('new-code');
  return (
    <ConfirmShell
      {...props}
      title={(child) => `Create a new invite code for ${child.name}?`}
      description={(child) =>
        `The current code ${child.inviteCode ?? ''} will stop working straight away. ${child.name} will need the new code to sign in, so remember to send it to them.`
      }
      confirmLabel="Create New Code"
      busyLabel="Creating..."
      busy={regenerate.isPending}
      onConfirm={(child) =>
        regenerate.mutate(child.id, {
          onSuccess: (updated) => {
            toast.success('New invite code ready', {
              description: `${updated.name}'s new code is ${updated.inviteCode ?? ''}. The old code no longer works.`,
            });
            props.onClose();
          },
          onError: refused,
        })
      }
    />
  );
}

/** Erases one child's saved calls (the privacy notice's right to erasure) and keeps the child and code. */
export function DeleteHistoryDialog(props: ConfirmDialogProps) {
  const erase = useDeleteChildHistory();
  const refused = useRefusalToast('delete-history');
  return (
    <ConfirmShell
      {...props}
      destructive
      title={(child) => `Delete ${child.name}'s practice history?`}
      description={(child) =>
        `This permanently deletes every saved practice call and report of ${child.name}. ${child.name} stays on your account and their invite code keeps working. This cannot be undone.`
      }
      confirmLabel="Delete History"
      busyLabel="Deleting..."
      busy={erase.isPending}
      onConfirm={(child) =>
        erase.mutate(child.id, {
          onSuccess: (deleted) => {
            toast.success('Practice history deleted', {
              description: `${deleted === 1 ? '1 saved call' : `${deleted} saved calls`} of ${child.name} deleted.`,
            });
            props.onClose();
          },
          onError: refused,
        })
      }
    />
  );
}
