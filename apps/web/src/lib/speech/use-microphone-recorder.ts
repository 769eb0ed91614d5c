// The one microphone recorder of the product: the call's Record Answer and voice practice's Start Recording
// both record through it (docs/product.md §7 "Recording": webm opus with echo cancellation, noise
// suppression and automatic gain), so a child hears and is heard the same way in both places.
import { useCallback, useEffect, useRef, useState } from 'react';
import { levelFromSamples } from './recording-level';

const PREFERRED_MIME_TYPE = 'audio/webm;codecs=opus';

/** False where the browser cannot record (no MediaRecorder or microphone API). */
export function canRecordAudio(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

export interface MicrophoneRecording {
  audio: Blob;
  /** From Start to Stop, in milliseconds. */
  durationMs: number;
}

/** Why nothing was recorded: the microphone was refused, or it could not be opened. */
export type MicrophoneProblem = 'denied' | 'failed';

export interface MicrophoneHandlers {
  onRecorded: (recording: MicrophoneRecording) => void;
  onProblem: (problem: MicrophoneProblem) => void;
}

const isPermissionRefusal = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  audioContext: AudioContext | null;
  frame: number;
  startedAt: number;
}

/**
 * Records from the microphone with a live level (0–1) until `stop`; the recording goes to `onRecorded`.
 * Unmounting mid-recording turns the microphone off and drops the recording.
 */
export function useMicrophoneRecorder(handlers: MicrophoneHandlers) {
  const [recording, setRecording] = useState(false);
  const [level, setLevel] = useState(0);
  const recordingRef = useRef<Recording | null>(null);
  const openingRef = useRef(false);
  const mountedRef = useRef(true);
  const handlersRef = useRef(handlers);

  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  const release = useCallback((current: Recording) => {
    cancelAnimationFrame(current.frame);
    current.stream.getTracks().forEach((track) => track.stop());
    void current.audioContext?.close().catch(() => undefined);
  }, []);

  const start = useCallback(async () => {
    if (recordingRef.current || openingRef.current) return;
    openingRef.current = true;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (error) {
      openingRef.current = false;
      if (mountedRef.current) handlersRef.current.onProblem(isPermissionRefusal(error) ? 'denied' : 'failed');
      return;
    }
    openingRef.current = false;
    if (!mountedRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }

    const mimeType = MediaRecorder.isTypeSupported(PREFERRED_MIME_TYPE) ? PREFERRED_MIME_TYPE : undefined;
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const current: Recording = { recorder, stream, audioContext: null, frame: 0, startedAt: Date.now() };
    recordingRef.current = current;

    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      release(current);
      if (recordingRef.current === current) recordingRef.current = null;
      if (!mountedRef.current) return;
      setLevel(0);
      setRecording(false);
      handlersRef.current.onRecorded({
        audio: new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }),
        durationMs: Date.now() - current.startedAt,
      });
    };

    // The level meter: a missing Web Audio API only loses the meter, not the recording.
    try {
      const audioContext = new AudioContext();
      const analyser = audioContext.createAnalyser();
      analyser.fftSize = 512;
      audioContext.createMediaStreamSource(stream).connect(analyser);
      current.audioContext = audioContext;
      const samples = new Uint8Array(analyser.fftSize);
      const measure = () => {
        analyser.getByteTimeDomainData(samples);
        setLevel(levelFromSamples(samples));
        current.frame = requestAnimationFrame(measure);
      };
      current.frame = requestAnimationFrame(measure);
    } catch {
      current.audioContext = null;
    }

    recorder.start();
    setRecording(true);
  }, [release]);

  const stop = useCallback(() => {
    const current = recordingRef.current;
    if (current?.recorder.state === 'recording') current.recorder.stop();
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const current = recordingRef.current;
      recordingRef.current = null;
      if (!current) return;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      release(current);
    };
  }, [release]);

  return { recording, level, start, stop };
}
