import { useCallback, useEffect, useRef, useState } from 'react';
import {
  reportHeard,
  reportMicrophoneDenied,
  reportNothingHeard,
  reportRecognitionError,
} from './answer-feedback';
import { levelFromSamples } from './recording-level';
import { transcribeAnswer, type AnswerContext } from './transcribe-api';

export type RecorderState = 'idle' | 'recording' | 'processing';

const PREFERRED_MIME_TYPE = 'audio/webm;codecs=opus';

/** False where the browser cannot record (no MediaRecorder or microphone API): the child types instead. */
export function canRecordAnswers(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

const isPermissionRefusal = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  audioContext: AudioContext | null;
  frame: number;
}

/**
 * Records a spoken answer: idle → recording (with a live level, 0–1) → processing (transcribing) → idle.
 * The words heard go to `onTranscript` for the child to check and send.
 */
export function useAnswerRecorder(context: AnswerContext, onTranscript: (text: string) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [level, setLevel] = useState(0);
  const recordingRef = useRef<Recording | null>(null);
  const mountedRef = useRef(true);
  const latestRef = useRef({ context, onTranscript });

  useEffect(() => {
    latestRef.current = { context, onTranscript };
  }, [context, onTranscript]);

  const release = useCallback((recording: Recording) => {
    cancelAnimationFrame(recording.frame);
    recording.stream.getTracks().forEach((track) => track.stop());
    void recording.audioContext?.close().catch(() => undefined);
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
      if (mountedRef.current) setState('idle');
    }
  }, []);

  const start = useCallback(async () => {
    if (recordingRef.current || state !== 'idle') return;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (error) {
      if (isPermissionRefusal(error)) reportMicrophoneDenied();
      else reportRecognitionError();
      return;
    }
    if (!mountedRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }

    const mimeType = MediaRecorder.isTypeSupported(PREFERRED_MIME_TYPE) ? PREFERRED_MIME_TYPE : undefined;
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const recording: Recording = { recorder, stream, audioContext: null, frame: 0 };
    recordingRef.current = recording;

    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      release(recording);
      if (recordingRef.current === recording) recordingRef.current = null;
      if (!mountedRef.current) return;
      setLevel(0);
      setState('processing');
      void transcribe(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
    };

    // The level meter: a missing Web Audio API only loses the meter, not the recording.
    try {
      const audioContext = new AudioContext();
      const analyser = audioContext.createAnalyser();
      analyser.fftSize = 512;
      audioContext.createMediaStreamSource(stream).connect(analyser);
      recording.audioContext = audioContext;
      const samples = new Uint8Array(analyser.fftSize);
      const measure = () => {
        analyser.getByteTimeDomainData(samples);
        setLevel(levelFromSamples(samples));
        recording.frame = requestAnimationFrame(measure);
      };
      recording.frame = requestAnimationFrame(measure);
    } catch {
      recording.audioContext = null;
    }

    recorder.start();
    setState('recording');
  }, [release, state, transcribe]);

  const stop = useCallback(() => {
    const recording = recordingRef.current;
    if (recording?.recorder.state === 'recording') recording.recorder.stop();
  }, []);

  // Leaving the question mid-recording turns the microphone off and drops the recording.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const recording = recordingRef.current;
      recordingRef.current = null;
      if (!recording) return;
      if (recording.recorder.state !== 'inactive') recording.recorder.stop();
      release(recording);
    };
  }, [release]);

  return { state, level, start, stop };
}
