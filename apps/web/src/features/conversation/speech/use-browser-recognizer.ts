import { useCallback, useEffect, useRef, useState } from 'react';
import {
  reportHeard,
  reportMicrophoneDenied,
  reportNothingHeard,
  reportRecognitionError,
} from './answer-feedback';
import {
  browserRecognitionConstructor,
  outcomeOfError,
  transcriptOf,
  type BrowserRecognition,
  type RecognitionOutcome,
} from './browser-recognition';
import type { RecorderState } from './use-answer-recorder';

/**
 * Hears a spoken answer with the browser's own recogniser: idle → recording (until the child presses
 * Stop) → processing (the last words are recognised) → idle, with the same messages as the server path.
 */
export function useBrowserRecognizer(locale: string, onTranscript: (text: string) => void) {
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
    let text = '';
    let failure: Exclude<RecognitionOutcome, 'heard'> | null = null;
    recognition.onresult = (event) => {
      text = transcriptOf(event.results);
    };
    recognition.onerror = (event) => {
      failure = outcomeOfError(event.error);
    };
    recognition.onend = () => {
      if (recognitionRef.current !== recognition) return;
      recognitionRef.current = null;
      setState('idle');
      if (text !== '') {
        reportHeard();
        latestTranscriptHandler.current(text);
      } else if (failure === 'denied') reportMicrophoneDenied();
      else if (failure === 'failed') reportRecognitionError();
      else reportNothingHeard();
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
