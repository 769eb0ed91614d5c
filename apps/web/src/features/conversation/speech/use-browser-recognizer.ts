import { useCallback, useEffect, useRef, useState } from 'react';
import { NOT_HEARD, type HeardWords } from '@/lib/speech/transcribe-recording';
import { reportHeard, reportMicrophoneDenied, reportRecognitionError } from './answer-feedback';
import {
  browserRecognitionConstructor,
  heardOf,
  outcomeOfError,
  type BrowserRecognition,
  type RecognitionOutcome,
} from './browser-recognition';
import type { RecorderState } from './use-answer-recorder';

/**
 * Hears a spoken answer with the browser's own recogniser: idle → recording (until the child presses
 * Stop) → processing (the last words are recognised) → idle, with the same messages and the same
 * three hearings as the server path (ADR 054).
 */
export function useBrowserRecognizer(locale: string, onTranscript: (heard: HeardWords) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const recognitionRef = useRef<BrowserRecognition | null>(null);
  const latestTranscriptHandler = useRef(onTranscript);

  useEffect(() => {
    latestTranscriptHandler.current = onTranscript;
  }, [onTranscript]);

  const start = useCallback(() => {
    const Recognition = browserRecognitionConstructor();
    if (!Recognition || recognitionRef.current) return;
    const recognition = new Recognition();
    recognition.lang = locale;
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    let heard: HeardWords = NOT_HEARD;
    let failure: Exclude<RecognitionOutcome, 'heard'> | null = null;
    recognition.onresult = (event) => {
      heard = heardOf(event.results);
    };
    recognition.onerror = (event) => {
      failure = outcomeOfError(event.error);
    };
    recognition.onend = () => {
      if (recognitionRef.current !== recognition) return;
      recognitionRef.current = null;
      setState('idle');
      if (heard.text === '' && failure === 'denied') reportMicrophoneDenied();
      else if (heard.text === '' && failure === 'failed') reportRecognitionError();
      else {
        if (heard.hearing === 'heard') reportHeard();
        latestTranscriptHandler.current(heard);
      }
    };
    recognitionRef.current = recognition;
    try {
      recognition.start();
      setState('recording');
    } catch {
      recognitionRef.current = null;
      reportRecognitionError();
    }
  }, [locale]);

  const stop = useCallback(() => {
    const recognition = recognitionRef.current;
    if (!recognition) return;
    setState('processing');
    recognition.stop();
  }, []);

  // Leaving the question mid-answer turns the microphone off and drops what was heard.
  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      recognitionRef.current = null;
      recognition?.abort();
    },
    [],
  );

  return { state, start, stop };
}
