import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { canRecordAudio, useMicrophoneRecorder } from '@/lib/speech/use-microphone-recorder';
import {
  reportHeard,
  reportMicrophoneDenied,
  reportNothingHeard,
  reportRecognitionError,
} from './answer-feedback';
import { transcribeAnswer, type AnswerContext } from './transcribe-api';

export type RecorderState = 'idle' | 'recording' | 'processing';

/** False where the browser cannot record (no MediaRecorder or microphone API): the child types instead. */
export const canRecordAnswers = canRecordAudio;

/**
 * Records a spoken answer: idle → recording (with a live level, 0–1) → processing (transcribing) → idle.
 * The words heard go to `onTranscript` for the child to check and send.
 */
export function useAnswerRecorder(context: AnswerContext, onTranscript: (text: string) => void) {
  const [processing, setProcessing] = useState(false);
  const mountedRef = useRef(true);
  const latestRef = useRef({ context, onTranscript });

  useEffect(() => {
    latestRef.current = { context, onTranscript };
  }, [context, onTranscript]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const transcribe = useCallback(async (audio: Blob) => {
    try {
      const text = await transcribeAnswer(audio, latestRef.current.context);
      if (!mountedRef.current) return;
      if (text === '') {
        reportNothingHeard();
      } else {
        reportHeard();
        latestRef.current.onTranscript(text);
      }
    } catch {
      if (mountedRef.current) reportRecognitionError();
    } finally {
      if (mountedRef.current) setProcessing(false);
    }
  }, []);

  const handlers = useMemo(
    () => ({
      onRecorded: ({ audio }: { audio: Blob }) => {
        setProcessing(true);
        void transcribe(audio);
      },
      onProblem: (problem: 'denied' | 'failed') =>
        problem === 'denied' ? reportMicrophoneDenied() : reportRecognitionError(),
    }),
    [transcribe],
  );
  const microphone = useMicrophoneRecorder(handlers);
  const { start: startMicrophone } = microphone;

  const start = useCallback(async () => {
    if (processing) return;
    await startMicrophone();
  }, [processing, startMicrophone]);

  const state: RecorderState = processing ? 'processing' : microphone.recording ? 'recording' : 'idle';
  return { state, level: microphone.level, start, stop: microphone.stop };
}
