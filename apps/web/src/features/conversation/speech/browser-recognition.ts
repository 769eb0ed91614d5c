// The browser's own speech recognition (Web Speech API), used only when the server cannot transcribe
// and the service allows it (ADR 010): some browsers send the audio to their maker to recognise it.
// TypeScript's DOM library has no types for it, so the part we use is described here.

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly length: number;
  readonly isFinal: boolean;
  [index: number]: RecognitionAlternative | undefined;
}
export interface RecognitionResultList {
  readonly length: number;
  [index: number]: RecognitionResult | undefined;
}

export interface BrowserRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => BrowserRecognition;

/** The browser's recogniser, or null where it offers none (Firefox, older Safari). */
export function browserRecognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const speech = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

/** The words of the final results, best alternative of each, in order. */
export function transcriptOf(results: RecognitionResultList): string {
  const words: string[] = [];
  for (let index = 0; index < results.length; index += 1) {
    const result = results[index];
    const best = result?.isFinal ? result[0]?.transcript.trim() : undefined;
    if (best) words.push(best);
  }
  return words.join(' ');
}

export type RecognitionOutcome = 'heard' | 'nothing' | 'denied' | 'failed';

/** What an error event means for the child: the Web Speech API's error codes in our words. */
export function outcomeOfError(code: string): Exclude<RecognitionOutcome, 'heard'> {
  switch (code) {
    case 'no-speech':
    case 'aborted':
      return 'nothing';
    case 'not-allowed':
    case 'service-not-allowed':
      return 'denied';
    default:
      return 'failed';
  }
}
