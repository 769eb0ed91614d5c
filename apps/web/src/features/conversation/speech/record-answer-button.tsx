import { useEffect, useState } from 'react';
import { Loader2, Mic, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { speechCapabilities } from '@/lib/speech/capabilities';
import type { AnswerContext } from './transcribe-api';
import { canRecordAnswers, useAnswerRecorder } from './use-answer-recorder';

type RecordAnswerButtonProps = {
  context: AnswerContext;
  /** The words heard, for the answer box (the child can still change them before sending). */
  onTranscript: (text: string) => void;
  /** Recording began: the operator should stop talking over the child. */
  onRecordingStart?: () => void;
};

/**
 * Speak instead of typing. Not shown where the browser cannot record or the server cannot transcribe;
 * the typed box always works.
 */
export function RecordAnswerButton(props: RecordAnswerButtonProps) {
  const [browserCanRecord] = useState(canRecordAnswers);
  const [serverCanTranscribe, setServerCanTranscribe] = useState(false);
  useEffect(() => {
    let current = true;
    void speechCapabilities().then(
      (capabilities) => current && setServerCanTranscribe(capabilities.transcription),
    );
    return () => {
      current = false;
    };
  }, []);
  return browserCanRecord && serverCanTranscribe ? <RecordAnswerControl {...props} /> : null;
}

function RecordAnswerControl({ context, onTranscript, onRecordingStart }: RecordAnswerButtonProps) {
  const { state, level, start, stop } = useAnswerRecorder(context, onTranscript);
  const recording = state === 'recording';

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        size="lg"
        variant={recording ? 'destructive' : 'outline'}
        disabled={state === 'processing'}
        onClick={() => {
          if (recording) {
            stop();
          } else {
            onRecordingStart?.();
            void start();
          }
        }}
        className={cn('min-h-16 w-full text-xl', recording && 'animate-pulse')}
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
      {recording && (
        <div
          role="meter"
          aria-label="Microphone level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(level * 100)}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-green-500 transition-[width] duration-75"
            style={{ width: `${level * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}
