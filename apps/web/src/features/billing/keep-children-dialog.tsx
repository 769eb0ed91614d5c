import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export type KeepChoice = { id: string; name: string };

/**
 * Before a plan shrinks below the number of children, the parent picks exactly as many to keep as the
 * new limit (docs/product.md §5); the others become inactive at the change date, with nothing deleted.
 */
export function KeepChildrenDialog({
  open,
  onOpenChange,
  title,
  limit,
  planName,
  children,
  initial,
  busy,
  confirmLabel,
  changeDate,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  limit: number;
  planName: string;
  children: KeepChoice[];
  initial?: string[] | null;
  busy?: boolean;
  confirmLabel: string;
  /** 'd MMMM yyyy' when the plan changes; null when the provider gave no date. */
  changeDate: string | null;
  onConfirm: (ids: string[]) => void;
}) {
  const [chosen, setChosen] = useState<string[]>(() =>
    (initial ?? []).filter((id) => children.some((child) => child.id === id)).slice(0, limit),
  );
  const [limitReached, setLimitReached] = useState(false);

  const toggle = (id: string, checked: boolean) => {
    if (!checked) {
      setLimitReached(false);
      setChosen((current) => current.filter((value) => value !== id));
      return;
    }
    if (chosen.length >= limit) {
      setLimitReached(true);
      return;
    }
    setChosen((current) => [...current, id]);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            The {planName} plan has room for {limit} {limit === 1 ? 'child' : 'children'}. Choose who keeps
            practising; the others become inactive{' '}
            {changeDate ? `on ${changeDate}` : 'at the end of this billing period'} and come back when you
            upgrade. Until then every child keeps practising. No progress is deleted.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-bold">
            Chosen {chosen.length} of {limit}
          </legend>
          {children.map((child) => {
            const id = `keep-${child.id}`;
            return (
              <div key={child.id} className="flex items-center gap-3 rounded-lg border p-3">
                <Checkbox
                  id={id}
                  checked={chosen.includes(child.id)}
                  onCheckedChange={(value) => toggle(child.id, value === true)}
                />
                <label htmlFor={id} className="flex-1 font-semibold">
                  {child.name}
                </label>
              </div>
            );
          })}
        </fieldset>
        {limitReached && (
          <p role="alert" className="font-semibold text-destructive">
            Selection limit reached
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Go back
          </Button>
          <Button onClick={() => onConfirm(chosen)} disabled={busy || chosen.length !== limit}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
