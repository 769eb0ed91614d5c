// The browser's own speech recognition (Web Speech API), used only when the server cannot transcribe
// and the service allows it (ADR 010): some browsers send the audio to their maker to recognise it.
// TypeScript's DOM library has no types for it, so the part we use is described here.
import type { HeardWords, Hearing } from '@/lib/speech/transcribe-recording';

interface RecognitionAlternative {
  transcript: string;
  /** 0–1; some browsers leave it 0 when they do not score their words. */
  confidence?: number;
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

function finalBest(results: RecognitionResultList): RecognitionAlternative[] {
  const best: RecognitionAlternative[] = [];
  for (let index = 0; index < results.length; index += 1) {
    const result = results[index];
    const alternative = result?.isFinal ? result[0] : undefined;
    if (alternative && alternative.transcript.trim() !== '') best.push(alternative);
  }
  return best;
}

/** The words of the final results, best alternative of each, in order. */
export function transcriptOf(results: RecognitionResultList): string {
  return finalBest(results)
    .map((alternative) => alternative.transcript.trim())
    .join(' ');
}

/**
 * How sure the browser is (ADR 054), as the server says it: at least this confident is heard, at
 * least `CHECK_FROM` is asked about, below it is not heard. A browser that gives no score (0) is
 * asked about, since nobody vouched for its words.
 */
export const HEARD_FROM = 0.8;
export const CHECK_FROM = 0.5;

function hearingOf(confidence: number): Hearing {
  if (!(confidence > 0)) return 'check';
  return confidence >= HEARD_FROM ? 'heard' : confidence >= CHECK_FROM ? 'check' : 'not-heard';
}

/** The words of the final results with how sure the browser is of the least sure of them. */
export function heardOf(results: RecognitionResultList): HeardWords {
  const best = finalBest(results);
  const text = transcriptOf(results);
  const scores = best.map((alternative) => alternative.confidence ?? 0);
  const confidence = scores.length === 0 ? 0 : Math.min(...scores);
  const hearing = text === '' ? 'not-heard' : hearingOf(confidence);
  return hearing === 'not-heard' ? { text: '', hearing, confidence } : { text, hearing, confidence };
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
