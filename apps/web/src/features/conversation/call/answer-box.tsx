import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Lightbulb, Send } from 'lucide-react';
import type { OperatorPrompt } from '@callready/core';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { RecordAnswerButton } from '../speech/record-answer-button';
import type { AnswerContext } from '../speech/transcribe-api';

/** Long enough for a full, detailed answer. */
const MAX_ANSWER_LENGTH = 500;

type AnswerBoxProps = {
  prompt: OperatorPrompt;
  /** Picture choices for the youngest children (read-backs always offer Yes and No). */
  showPictureChoices: boolean;
  onAnswer: (text: string) => void;
  /** Where a spoken answer belongs; without it the child can only type. */
  answerContext?: AnswerContext;
  /** The child started recording an answer. */
  onRecordingStart?: () => void;
};

/** Where the child answers the operator: typed, or by tapping a picture that fills in a whole sentence. */
export function AnswerBox({
  prompt,
  showPictureChoices,
  onAnswer,
  answerContext,
  onRecordingStart,
}: AnswerBoxProps) {
  const [text, setText] = useState('');
  const [showHint, setShowHint] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const isReadBack = prompt.purpose === 'confirmation';
  // A location follow-up always offers what a child might see (a school, a shop, a park, a bus stop).
  const isFollowUp = prompt.purpose === 'follow-up';
  const choices = isReadBack || isFollowUp || showPictureChoices ? prompt.choices : [];
  const canSend = text.trim() !== '';

  // Ready to type straight away with a keyboard; on touch screens the on-screen keyboard would hide the question.
  useEffect(() => {
    if (window.matchMedia('(pointer: fine)').matches) textareaRef.current?.focus({ preventScroll: true });
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onAnswer(text.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line, as in chat apps.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Your answer">
      {choices.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-lg font-bold">
            {isReadBack
              ? 'Is that right?'
              : isFollowUp
                ? 'Tap what you can see, or type it'
                : 'Tap a picture to choose an answer'}
          </legend>
          <div
            className={cn(
              'grid gap-2 sm:gap-3',
              choices.length === 3
                ? 'grid-cols-3'
                : choices.length > 4
                  ? 'grid-cols-2 sm:grid-cols-3'
                  : 'grid-cols-2',
            )}
          >
            {choices.map((choice) => {
              const chosen = text === choice.sentence;
              return (
                <button
                  key={choice.label}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => setText(choice.sentence)}
                  className={cn(
                    'flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl border-3 bg-white p-2 text-center sm:p-3 transition-colors hover:border-primary hover:bg-primary-soft',
                    chosen ? 'border-primary bg-primary-soft ring-4 ring-primary/20' : 'border-slate-300',
                  )}
                >
                  <span className="text-4xl leading-none" aria-hidden="true">
                    {choice.emoji}
                  </span>
                  <span className="text-base leading-tight font-bold text-slate-900">{choice.label}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      )}

      <div className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-lg font-bold">
          {choices.length > 0 ? 'Your answer (you can change the words)' : 'Type your answer'}
        </label>
        <Textarea
          id={fieldId}
          ref={textareaRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_ANSWER_LENGTH}
          rows={3}
          aria-describedby={showHint ? hintId : undefined}
          placeholder={isReadBack ? "Yes, that's right." : 'Tell the operator…'}
          className="min-h-28 text-lg"
        />
      </div>

      {answerContext && (
        <RecordAnswerButton
          context={answerContext}
          onTranscript={setText}
          onRecordingStart={onRecordingStart}
        />
      )}

      {showHint && (
        <p id={hintId} className="rounded-xl bg-accent px-4 py-3 text-base text-accent-foreground">
          <span className="font-bold">You could say: </span>“{prompt.modelAnswer}”
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {!isReadBack && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => setShowHint((shown) => !shown)}
            aria-expanded={showHint}
          >
            <Lightbulb aria-hidden="true" />
            {showHint ? 'Hide the hint' : 'Need a hint?'}
          </Button>
        )}
        <Button type="submit" size="lg" disabled={!canSend} className="min-h-14 text-xl sm:ml-auto">
          <Send aria-hidden="true" />
          Send Answer
        </Button>
      </div>
    </form>
  );
}
