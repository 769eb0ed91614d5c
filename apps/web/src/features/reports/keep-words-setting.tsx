// "Keep what my child says in practice calls" (ADR 041): off unless the parent turns it on, said in
// plain words; turning it off deletes what was kept, so that asks first.
import { useState } from 'react';
import { toast } from 'sonner';
import { MessageSquareText } from 'lucide-react';
import type { Child } from '@callready/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { apiErrorMessage } from '@/lib/api-errors';
import { ApiError } from '@/lib/api-client';
import { useSetKeepCallTranscripts } from './reports-api';

export const KEEP_WORDS_LABEL = 'Keep what my child says in practice calls';

export function KeepWordsSetting({ child }: { child: Child }) {
  const [confirmingOff, setConfirmingOff] = useState(false);
  const keeping = child.keepCallTranscripts === true;
  const setting = useSetKeepCallTranscripts(child.id);
  const change = (keep: boolean) =>
    setting.mutate(keep, {
      onSuccess: () =>
        toast.success(
          keep
            ? `${child.name}'s words will be kept from the next call.`
            : `${child.name}'s words were deleted.`,
        ),
      onError: (error) => {
        const reason = error instanceof ApiError ? apiErrorMessage(error) : undefined;
        toast.error('The setting was not changed', { description: reason ?? 'Please try again.' });
      },
    });
  const checkboxId = `keep-words-${child.id}`;

  return (
    <section
      aria-labelledby={`${checkboxId}-label`}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <MessageSquareText className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex items-start gap-3">
            <Checkbox
              id={checkboxId}
              checked={keeping}
              disabled={setting.isPending}
              aria-describedby={`${checkboxId}-help`}
              onCheckedChange={(checked) => {
                if (checked === true) change(true);
                else setConfirmingOff(true);
              }}
            />
            <label id={`${checkboxId}-label`} htmlFor={checkboxId} className="font-semibold leading-snug">
              {KEEP_WORDS_LABEL}
            </label>
          </div>
          <div id={`${checkboxId}-help`} className="flex flex-col gap-1.5 text-sm text-muted-foreground">
            <p>
              When this is on, we keep the operator&apos;s questions and {child.name}&apos;s answers from each
              practice call, so you can read what was said, what {child.name} noticed and whether they gave an
              address. Only you can see them.
            </p>
            <p>
              It is off unless you turn it on. Turning it off deletes the words already kept; the stars and
              scores stay. Kept words are in your data download, and are deleted with {child.name}&apos;s
              history or profile.
            </p>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirmingOff}
        title={`Stop keeping ${child.name}'s words?`}
        description="The words kept from earlier calls are deleted now. Stars and scores stay."
        confirmLabel="Stop and delete"
        cancelLabel="Keep them"
        destructive
        onConfirm={() => change(false)}
        onCancel={() => setConfirmingOff(false)}
      />
    </section>
  );
}
