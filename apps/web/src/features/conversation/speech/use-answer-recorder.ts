import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { canRecordAudio, useMicrophoneRecorder } from '@/lib/speech/use-microphone-recorder';
import type { HeardWords } from '@/lib/speech/transcribe-recording';
import { reportHeard, reportMicrophoneDenied, reportRecognitionError } from './answer-feedback';
import { transcribeAnswer, type AnswerContext } from './transcribe-api';

export type RecorderState = 'idle' | 'recording' | 'processing';

/** False where the browser cannot record (no MediaRecorder or microphone API): the child types instead. */
export const canRecordAnswers = canRecordAudio;

/**
 * Records a spoken answer: idle → recording (with a live level, 0–1) → processing (transcribing) → idle.
 * What the recogniser made of it goes to `onTranscript`, heard, to check or not heard (ADR 054).
 */
export function useAnswerRecorder(context: AnswerContext, onTranscript: (heard: HeardWords) => void) {
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
      const heard = await transcribeAnswer(audio, latestRef.current.context);
      if (!mountedRef.current) return;
      // 'Speech Recognized' only when it is true.
      if (heard.hearing === 'heard') reportHeard();
      latestRef.current.onTranscript(heard);
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
