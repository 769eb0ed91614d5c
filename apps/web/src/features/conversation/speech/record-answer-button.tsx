import { useEffect, useState } from 'react';
import { Loader2, Mic, Square } from 'lucide-react';
import { getCountry } from '@callready/core';
import { MicrophoneLevel } from '@/components/microphone-level';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { speechCapabilities } from '@/lib/speech/capabilities';
import type { HeardWords } from '@/lib/speech/transcribe-recording';
import { childHasStoredAddress } from '../call/own-address-check';
import { browserRecognitionConstructor } from './browser-recognition';
import type { AnswerContext } from './transcribe-api';
import { canRecordAnswers, useAnswerRecorder, type RecorderState } from './use-answer-recorder';
import { useBrowserRecognizer } from './use-browser-recognizer';

export type RecordAnswerButtonProps = {
  context: AnswerContext;
  /** What was heard, for the answer box: words heard, words to check with the child, or none (ADR 054). */
  onTranscript: (heard: HeardWords) => void;
  /** Recording began: the operator should stop talking over the child. */
  onRecordingStart?: () => void;
  /** The main control of the answer box (young children), rather than a second way to answer. */
  prominent?: boolean;
};

/** Who listens: this server (the recording is uploaded), the browser's own recogniser, or nobody. */
export type Listener = 'server' | 'browser' | null;

/**
 * Who can listen on this device: the server when it can; otherwise the browser's recogniser, where the
 * service allows it and the browser has one. `undefined` while the server is still being asked.
 */
export function useAnswerListener(): Listener | undefined {
  const [listener, setListener] = useState<Listener | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void speechCapabilities().then(
      (capabilities) => {
        if (!current) return;
        if (capabilities.transcription && canRecordAnswers()) setListener('server');
        // A child with a stored address is heard by this server only (ADR 043).
        else if (
          capabilities.browserRecognition &&
          browserRecognitionConstructor() &&
          !childHasStoredAddress()
        )
          setListener('browser');
        else setListener(null);
      },
      () => current && setListener(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return listener;
}

/** Speak instead of typing. With nobody to listen, no button: the typed box always works. */
export function RecordAnswerButton({
  listener,
  ...props
}: RecordAnswerButtonProps & { listener: Listener | undefined }) {
  if (listener === 'server') return <ServerRecordAnswer {...props} />;
  if (listener === 'browser') return <BrowserRecordAnswer {...props} />;
  return null;
}

function ServerRecordAnswer({ context, onTranscript, onRecordingStart, prominent }: RecordAnswerButtonProps) {
  const { state, level, start, stop } = useAnswerRecorder(context, onTranscript);
  return (
    <RecordAnswerControl
      prominent={prominent}
      state={state}
      level={level}
      onStart={() => {
        onRecordingStart?.();
        void start();
      }}
      onStop={stop}
    />
  );
}

function BrowserRecordAnswer({
  context,
  onTranscript,
  onRecordingStart,
  prominent,
}: RecordAnswerButtonProps) {
  const { state, start, stop } = useBrowserRecognizer(
    getCountry(context.countryId).speechLocale,
    onTranscript,
  );
  return (
    <RecordAnswerControl
      prominent={prominent}
      state={state}
      onStart={() => {
        onRecordingStart?.();
        start();
      }}
      onStop={stop}
    />
  );
}

export type RecordAnswerControlProps = {
  state: RecorderState;
  /** The microphone level, 0–1, where it can be measured. */
  level?: number;
  onStart: () => void;
  onStop: () => void;
  prominent?: boolean;
};

export function RecordAnswerControl({ state, level, onStart, onStop, prominent }: RecordAnswerControlProps) {
  const recording = state === 'recording';

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        size="lg"
        variant={recording ? 'destructive' : prominent ? 'default' : 'outline'}
        disabled={state === 'processing'}
        onClick={recording ? onStop : onStart}
        className={cn(
          'min-h-16 w-full text-xl',
          prominent && 'min-h-20 text-2xl [&_svg]:size-7',
          recording && 'animate-pulse',
        )}
      >
        {state === 'processing' ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : recording ? (
          <Square aria-hidden="true" />
        ) : (
          <Mic aria-hidden="true" />
        )}
        {state === 'processing'
          ? 'Listening to your answer…'
          : recording
            ? 'Stop Recording'
            : 'Record Answer'}
      </Button>
      {recording &&
        (level === undefined ? (
          <p role="status" className="flex items-center gap-2 text-lg font-bold text-emergency">
            <span className="size-3 animate-pulse rounded-full bg-emergency" aria-hidden="true" />
            Listening… press Stop Recording when you have finished.
          </p>
        ) : (
          <MicrophoneLevel level={level} />
        ))}
    </div>
  );
}
