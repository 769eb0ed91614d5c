// One take of a voice-practice exercise (ADR 024): record with the call's recorder, keep the recording in
// memory for playback, and, where the server can transcribe, hear the words and pick one tip. A tip is
// given only on words the recogniser is sure of (ADR 054): unsure words are shown as a guess, without a
// tip that could judge words the child never said, and nothing is shown when nothing was heard.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CountryId } from '@callready/core';
import { speechCapabilities } from '@/lib/speech/capabilities';
import { playAudio } from '@/lib/speech/play-audio';
import { transcribeRecording } from '@/lib/speech/transcribe-recording';
import {
  canRecordAudio,
  useMicrophoneRecorder,
  type MicrophoneProblem,
  type MicrophoneRecording,
} from '@/lib/speech/use-microphone-recorder';
import { spokenExample, type VoiceExercise } from './exercises';
import { speakingTip, type SpeakingTip } from './speaking-tip';

export type TakeStage = 'idle' | 'recording' | 'processing';

/** What the server made of a take: the words and a tip, words it was unsure of, or nothing. */
export type HeardTake =
  | { hearing: 'heard'; transcript: string; tip: SpeakingTip }
  | { hearing: 'check'; transcript: string }
  | { hearing: 'not-heard' };

/** What came of the last take; `heard` is null where the server cannot transcribe or failed to. */
export interface TakeResult {
  audio: Blob;
  heard: HeardTake | null;
  /** The words could not be worked out this time (the server refused or failed). */
  transcribeFailed: boolean;
}

export interface TakeOptions {
  exercise: VoiceExercise;
  countryId: CountryId;
  /** The child being trained; a parent browsing without one is let through by their own session. */
  inviteCode: string | null;
}

export function usePracticeTake({ exercise, countryId, inviteCode }: TakeOptions) {
  const [processing, setProcessing] = useState(false);
  const [result, setResult] = useState<TakeResult | null>(null);
  const [problem, setProblem] = useState<MicrophoneProblem | null>(null);
  const [playing, setPlaying] = useState(false);
  const playbackRef = useRef<AbortController | null>(null);
  const mountedRef = useRef(true);
  const optionsRef = useRef({ exercise, countryId, inviteCode });

  useEffect(() => {
    optionsRef.current = { exercise, countryId, inviteCode };
  }, [exercise, countryId, inviteCode]);

  const stopPlayback = useCallback(() => {
    playbackRef.current?.abort();
    playbackRef.current = null;
    setPlaying(false);
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      playbackRef.current?.abort();
    };
  }, []);

  const hear = useCallback(async ({ audio, durationMs }: MicrophoneRecording) => {
    const { exercise: current, countryId: country, inviteCode: code } = optionsRef.current;
    const example = spokenExample(current.example);
    let taken: TakeResult = { audio, heard: null, transcribeFailed: false };
    try {
      const capabilities = await speechCapabilities();
      if (capabilities.transcription) {
        const { text, hearing } = await transcribeRecording(audio, {
          inviteCode: code ?? undefined,
          countryId: country,
          // The recogniser listens for the example's words (the server's rule: one sentence, ADR 024).
          sentence: example,
        });
        const heard: HeardTake =
          hearing === 'heard'
            ? {
                hearing,
                transcript: text,
                tip: speakingTip({ transcript: text, durationMs, example, keyWords: current.keyWords }),
              }
            : hearing === 'check'
              ? { hearing, transcript: text }
              : { hearing };
        taken = { ...taken, heard };
      }
    } catch {
      taken = { ...taken, transcribeFailed: true };
    }
    if (!mountedRef.current) return;
    setResult(taken);
    setProcessing(false);
  }, []);

  const handlers = useMemo(
    () => ({
      onRecorded: (recording: MicrophoneRecording) => {
        setProcessing(true);
        void hear(recording);
      },
      onProblem: setProblem,
    }),
    [hear],
  );
  const microphone = useMicrophoneRecorder(handlers);
  const { start: startMicrophone } = microphone;

  const start = useCallback(async () => {
    if (processing) return;
    stopPlayback();
    setProblem(null);
    setResult(null);
    await startMicrophone();
  }, [processing, startMicrophone, stopPlayback]);

  const play = useCallback(() => {
    if (!result) return;
    stopPlayback();
    const controller = new AbortController();
    playbackRef.current = controller;
    setPlaying(true);
    void playAudio(result.audio, controller.signal).finally(() => {
      if (playbackRef.current === controller) playbackRef.current = null;
      if (mountedRef.current && !controller.signal.aborted) setPlaying(false);
    });
  }, [result, stopPlayback]);

  const stage: TakeStage = processing ? 'processing' : microphone.recording ? 'recording' : 'idle';
  return {
    canRecord: canRecordAudio(),
    stage,
    level: microphone.level,
    start,
    stop: microphone.stop,
    result,
    problem,
    playing,
    play,
    stopPlayback,
  };
}
