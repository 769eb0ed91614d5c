import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Keyboard, Send, Undo2 } from 'lucide-react';
import { notHeardLine, tryAgainLine, type AnswerMode, type OperatorPrompt } from '@callready/core';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { HeardWords } from '@/lib/speech/transcribe-recording';
import { RecordAnswerButton, useAnswerListener } from '../speech/record-answer-button';
import type { AnswerContext } from '../speech/transcribe-api';
import { AnswerActionsRow } from './answer-actions-row';
import { UNDO_WINDOW_MS, type AnswerModes } from './answer-modes';
import { HeardCheck } from './heard-check';

/** Long enough for a full, detailed answer. */
const MAX_ANSWER_LENGTH = 500;

type AnswerBoxProps = {
  prompt: OperatorPrompt;
  /** Pictures and a main Record Answer button for younger children (see answer-modes.ts). */
  modes: AnswerModes;
  /** The child's age: what the box says about an answer not heard is in their reading band's words. */
  childAge: number;
  /** The answer, and whether it was spoken, typed or a picture tapped (ADR 036). */
  onAnswer: (text: string, mode: AnswerMode) => void;
  /** Where a spoken answer belongs; without it the child can only type. */
  answerContext?: AnswerContext;
  /** The child started recording an answer. */
  onRecordingStart?: () => void;
};

/**
 * How a sent answer came (ADR 036): the tapped picture's sentence unchanged is tapped; words the
 * recogniser heard, still in the box (checked or lightly edited), are spoken; anything else is typed.
 */
export function answerModeOf(sent: string, { heard, tapped }: { heard: string; tapped: string }): AnswerMode {
  const words = sent.trim();
  if (tapped !== '' && words === tapped.trim()) return 'tapped';
  if (heard.trim() !== '' && words.toLowerCase().includes(heard.trim().toLowerCase())) return 'voice';
  return 'typed';
}

/** An answer about to go to the operator, still undoable; `spoken` ones go back into the box on Undo. */
type PendingAnswer = { text: string; spoken: boolean };

/** What the box says above the answer after a recording it could not use (ADR 054). */
type HearingNotice = 'not-heard' | 'try-again';

/**
 * Where the child answers the operator. Younger children tap a picture or press Record Answer, and the
 * answer goes by itself after a short Undo window; older children type (or record) and press Send.
 */
export function AnswerBox({
  prompt,
  modes,
  childAge,
  onAnswer,
  answerContext,
  onRecordingStart,
}: AnswerBoxProps) {
  const [text, setText] = useState('');
  const [showHint, setShowHint] = useState(false);
  const [typingOpened, setTypingOpened] = useState(false);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  // Words the recogniser was unsure of wait here for the child's Yes; nothing reaches the operator before.
  const [unsure, setUnsure] = useState<string | null>(null);
  const [notice, setNotice] = useState<HearingNotice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // What the recogniser heard and which picture was tapped, to tell the operator how the answer came.
  const [heardText, setHeardText] = useState('');
  const [tappedText, setTappedText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const listener = useAnswerListener();
  const isReadBack = prompt.purpose === 'confirmation';
  // A location follow-up always offers what a child might see (a school, a shop, a park, a bus stop).
  const isFollowUp = prompt.purpose === 'follow-up';
  const choices = isReadBack || isFollowUp || modes.pictureChoices ? prompt.choices : [];
  const canRecord = answerContext !== undefined && listener !== null;
  // Up to age 10 the typed box waits behind a button, unless there is nothing else to answer with.
  const showTyping = !modes.recordFirst || typingOpened || (!canRecord && choices.length === 0);
  const canSend = text.trim() !== '';
  // A tap answers by itself where the typed box is not the main control.
  const tapSends = modes.pictureChoices || modes.recordFirst;
  const instead = choices.length > 0 ? 'tap' : 'type';

  // Ready to type straight away with a keyboard; on touch screens the on-screen keyboard would hide the question.
  useEffect(() => {
    if (showTyping && window.matchMedia('(pointer: fine)').matches) {
      textareaRef.current?.focus({ preventScroll: true });
    }
  }, [showTyping]);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(
      () => onAnswer(pending.text, pending.spoken ? 'voice' : 'tapped'),
      UNDO_WINDOW_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pending, onAnswer]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend && !pending)
      onAnswer(text.trim(), answerModeOf(text, { heard: heardText, tapped: tappedText }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line, as in chat apps.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  // After No, the child answers again from the top of the box, where the notice says how.
  useEffect(() => {
    if (notice === 'try-again') noticeRef.current?.focus({ preventScroll: true });
  }, [notice]);

  // Only words heard go in as the child's; words to check are asked about, and nothing is kept when
  // nothing was heard (ADR 054).
  const onHeard = ({ text: words, hearing }: HeardWords) => {
    setNotice(hearing === 'not-heard' ? 'not-heard' : null);
    if (hearing === 'check') setUnsure(words);
    if (hearing !== 'heard') return;
    setHeardText(words);
    // Younger children answer by speaking alone; older ones check the words and press Send.
    if (modes.recordFirst) setPending({ text: words, spoken: true });
    else setText(words);
  };

  const startRecording = () => {
    setNotice(null);
    onRecordingStart?.();
  };

  const tapInto = (sentence: string) => {
    setTappedText(sentence);
    setText(sentence);
  };

  const undo = () => {
    if (pending?.spoken) {
      setText(pending.text);
      setTypingOpened(true);
    }
    setPending(null);
  };

  if (pending) {
    return (
      <div className="flex flex-col gap-3" role="status">
        <p className="text-lg font-bold">Sending your answer…</p>
        <p className="rounded-2xl border-2 border-primary bg-primary-soft px-4 py-3 text-xl font-bold">
          “{pending.text}”
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            className="h-full origin-left rounded-full bg-primary motion-safe:animate-[undo-countdown_linear_forwards]"
            style={{ animationDuration: `${UNDO_WINDOW_MS}ms` }}
          />
        </div>
        <Button type="button" variant="outline" size="lg" onClick={undo} className="min-h-14 text-xl">
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
      </div>
    );
  }

  if (unsure !== null) {
    return (
      <HeardCheck
        words={unsure}
        onYes={() => onAnswer(unsure, 'checked')}
        onNo={() => {
          setUnsure(null);
          setNotice('try-again');
        }}
      />
    );
  }

  const recordButton = answerContext && (
    <RecordAnswerButton
      listener={listener}
      context={answerContext}
      onTranscript={onHeard}
      onRecordingStart={startRecording}
      prominent={modes.recordFirst}
    />
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:gap-4" aria-label="Your answer">
      {notice && (
        <p
          ref={noticeRef}
          role="status"
          tabIndex={-1}
          className="rounded-2xl border-2 border-amber-300 bg-amber-50 px-4 py-3 text-xl font-bold text-amber-950 outline-none"
        >
          {notice === 'not-heard' ? notHeardLine(childAge, instead) : tryAgainLine(childAge, instead)}
        </p>
      )}
      {choices.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-lg font-bold">
            {isReadBack
              ? 'Is that right?'
              : isFollowUp
                ? 'Tap what you can see, or type it'
                : 'Tap a picture to answer'}
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
            {choices.map((choice) => (
              <button
                key={choice.label}
                type="button"
                onClick={() =>
                  tapSends ? setPending({ text: choice.sentence, spoken: false }) : tapInto(choice.sentence)
                }
                aria-pressed={tapSends ? undefined : text === choice.sentence}
                className={cn(
                  'flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl border-3 bg-white p-2 text-center transition-colors hover:border-primary hover:bg-primary-soft sm:min-h-24 sm:p-3',
                  text === choice.sentence
                    ? 'border-primary bg-primary-soft ring-4 ring-primary/20'
                    : 'border-slate-300',
                )}
              >
                <span className="text-4xl leading-none" aria-hidden="true">
                  {choice.emoji}
                </span>
                <span className="text-base leading-tight font-bold text-slate-900">{choice.label}</span>
              </button>
            ))}
          </div>
        </fieldset>
      )}

      {modes.recordFirst && recordButton}

      {showTyping ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-lg font-bold">
            {choices.length > 0 && !tapSends ? 'Your answer (you can change the words)' : 'Type your answer'}
          </label>
          <Textarea
            id={fieldId}
            ref={textareaRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={MAX_ANSWER_LENGTH}
            rows={modes.recordFirst ? 2 : 3}
            aria-describedby={showHint ? hintId : undefined}
            placeholder={isReadBack ? "Yes, that's right." : 'Tell the operator…'}
            className={cn('text-lg', modes.recordFirst ? 'min-h-20' : 'min-h-28')}
          />
        </div>
      ) : (
        <Button type="button" variant="outline" onClick={() => setTypingOpened(true)}>
          <Keyboard aria-hidden="true" />
          Type instead
        </Button>
      )}

      {!modes.recordFirst && recordButton}

      {showHint && (
        <p id={hintId} className="rounded-xl bg-accent px-4 py-3 text-base text-accent-foreground">
          <span className="font-bold">You could say: </span>“{prompt.modelAnswer}”
        </p>
      )}

      {(showTyping || !isReadBack) && (
        <AnswerActionsRow
          hint={isReadBack ? undefined : { shown: showHint, onToggle: () => setShowHint((shown) => !shown) }}
        >
          {showTyping && (
            <Button
              type="submit"
              size="lg"
              variant={modes.recordFirst ? 'secondary' : 'default'}
              disabled={!canSend}
              className="min-h-14 text-xl sm:ml-auto"
            >
              <Send aria-hidden="true" />
              Send Answer
            </Button>
          )}
        </AnswerActionsRow>
      )}
    </form>
  );
}
