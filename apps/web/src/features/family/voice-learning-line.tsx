// What CallReady has learnt of a child's voice from voice practice (ADR 056), on the child's card:
// how many sentences of the six it needs, or that it has learnt it, with a way to forget it; or that
// this server does not learn voices.
import { useState } from 'react';
import { AudioLines } from 'lucide-react';
import { toast } from 'sonner';
import type { Child, VoiceLearning } from '@callready/contract';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useChildVoice, useForgetChildVoice } from './family-api';

/** The card's line, warm and short. */
export function voiceLearningLine(name: string, voice: VoiceLearning): string {
  if (!voice.available) return 'Voice learning is not available on this server.';
  if (voice.learntFrom !== null)
    return `CallReady has learnt ${name}'s voice from ${voice.learntFrom} sentences.`;
  if (voice.sentences === 0)
    return `CallReady learns ${name}'s voice from ${voice.needed} sentences read in Voice Practice.`;
  return `CallReady is learning ${name}'s voice: ${Math.min(voice.sentences, voice.needed)} of ${voice.needed} sentences.`;
}

export function VoiceLearningLine({ child }: { child: Child }) {
  const voice = useChildVoice(child.id);
  const forget = useForgetChildVoice(child.id);
  const [confirming, setConfirming] = useState(false);
  if (!voice.data) return null;
  const learnt = voice.data.sentences > 0 || voice.data.learntFrom !== null;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <p className="flex items-center gap-1.5" data-testid="voice-learning">
        <AudioLines className="size-4 shrink-0" aria-hidden="true" />
        {voiceLearningLine(child.name, voice.data)}
      </p>
      {voice.data.available && learnt && (
        <Button
          size="sm"
          variant="link"
          className="h-auto p-0"
          aria-label={`Forget ${child.name}'s voice`}
          onClick={() => setConfirming(true)}
        >
          Forget voice
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Forget ${child.name}'s voice?`}
        description={`CallReady deletes what it kept from ${child.name}'s practice sentences and what it learnt from them. It starts learning again from the next sentences ${child.name} reads.`}
        confirmLabel="Forget voice"
        busyLabel="Forgetting…"
        destructive
        busy={forget.isPending}
        closeOnConfirm={false}
        onConfirm={() =>
          forget.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`CallReady has forgotten ${child.name}'s voice`);
            },
            onError: () => toast.error('The voice was not forgotten', { description: 'Please try again.' }),
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
