import { useState, type ReactNode } from 'react';
import { Grid3x3, MessageSquare, VolumeX } from 'lucide-react';
import type { OperatorPrompt } from '@callready/core';
import { Button } from '@/components/ui/button';
import { AnswerActionsRow } from './answer-actions-row';

type SilentAnswerProps = {
  prompt: OperatorPrompt;
  onSilence: () => void;
  /** The usual answer box: speaking or typing, which the operator will gently correct (ADR 044). */
  answerBox: ReactNode;
};

/**
 * Where a child answers on "Hiding and can't talk": stay silent, answer with the keypad, or (for the
 * address) whisper or type. Talking stays possible, so the child can learn that they don't have to.
 */
export function SilentAnswer({ prompt, onSilence, answerBox }: SilentAnswerProps) {
  const [talking, setTalking] = useState(false);
  const [showHint, setShowHint] = useState(false);
  const whisper = prompt.expects === 'whisper';

  const silenceButton = (
    <Button
      type="button"
      size="lg"
      variant={whisper ? 'outline' : 'default'}
      onClick={onSilence}
      className="min-h-14 text-xl"
    >
      <VolumeX aria-hidden="true" />
      Stay silent
    </Button>
  );

  if (whisper) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-lg font-bold">
          Whisper or type your address, or stay silent if it isn&apos;t safe.
        </p>
        {answerBox}
        {silenceButton}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-lg font-bold">
        {prompt.expects === 'keys' ? 'Answer with the keypad, without a sound.' : "It isn't safe to talk."}
      </p>
      <p className="flex items-start gap-2 text-base text-slate-700">
        <Grid3x3 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        The Keypad button is on the phone above. Each key you press goes to the operator.
      </p>
      {silenceButton}
      <AnswerActionsRow hint={{ shown: showHint, onToggle: () => setShowHint((shown) => !shown) }}>
        {!talking && (
          <Button type="button" variant="ghost" onClick={() => setTalking(true)}>
            <MessageSquare aria-hidden="true" />
            Talk instead
          </Button>
        )}
      </AnswerActionsRow>
      {showHint && (
        <p className="rounded-xl bg-accent px-4 py-3 text-base text-accent-foreground">
          {prompt.modelAnswer}
        </p>
      )}
      {talking && answerBox}
    </div>
  );
}
