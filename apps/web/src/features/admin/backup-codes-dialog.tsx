// The backup codes, shown once after two-factor is turned on. The dialog cannot be closed for its
// first 5 seconds (docs/product.md §4 Two-factor setup), so the codes are not dismissed unread.
import { useEffect, useState } from 'react';
import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { BACKUP_DIALOG_LOCK_SECONDS } from './two-factor-rules';

/** Shown while mounted: the parent mounts it when the codes arrive, which starts the 5 seconds. */
type BackupCodesDialogProps = { codes: string[]; onClose: () => void };

export function BackupCodesDialog({ codes, onClose }: BackupCodesDialogProps) {
  const [secondsLeft, setSecondsLeft] = useState(BACKUP_DIALOG_LOCK_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  const locked = secondsLeft > 0;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the codes and copy them by hand.' });
    }
  };

  return (
    <Dialog open onOpenChange={(next) => !next && !locked && onClose()}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(event) => locked && event.preventDefault()}
        onPointerDownOutside={(event) => locked && event.preventDefault()}
        onInteractOutside={(event) => locked && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Save your backup codes</DialogTitle>
          <DialogDescription>
            Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they are not
            shown again.
          </DialogDescription>
        </DialogHeader>
        <ul
          aria-label="Backup codes"
          className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-4 font-mono text-lg"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy codes
          </Button>
          <Button onClick={onClose} disabled={locked} aria-live="polite">
            {locked ? `I've saved them (${secondsLeft})` : "I've saved them"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
