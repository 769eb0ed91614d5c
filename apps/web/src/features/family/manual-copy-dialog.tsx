import { useId } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type ManualCopyDialogProps = {
  /** The invite to show, or null when closed. */
  invite: { childName: string; message: string } | null;
  onClose: () => void;
};

/** When the browser refuses to copy for us, the parent can select and copy the invite themselves. */
export function ManualCopyDialog({ invite, onClose }: ManualCopyDialogProps) {
  const fieldId = useId();
  return (
    <Dialog open={invite !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Copy the invite</DialogTitle>
          <DialogDescription>
            Your browser did not let us copy it for you. Select the text below, copy it, and send it to{' '}
            {invite?.childName ?? 'your child'}.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>Invite message</Label>
          <Textarea
            id={fieldId}
            readOnly
            rows={6}
            value={invite?.message ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            autoFocus
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
