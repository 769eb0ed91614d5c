// Whether the recogniser heard an answer (ADR 052): 'heard' words are taken as said, words to
// 'check' are shown to the child to confirm, and 'not-heard' asks again with no words at all, so
// unclear audio never reaches the call as confident words it never held.
import type { TranscribeResponse } from '@callready/contract';
import type { Transcription } from '../../providers/speech';

/** Confidence from which words are taken as heard, and below which nothing is; tuned on the benchmark. */
export const HEARD_FROM = 0.7;
export const CHECK_FROM = 0.35;

export function hearingOf({ text, confidence }: Transcription): TranscribeResponse {
  const words = text.replace(/\s+/g, ' ').trim();
  // An engine without scores: its words are heard, no words are not.
  const sure = Math.min(1, Math.max(0, confidence ?? (words ? 1 : 0)));
  if (!words || sure < CHECK_FROM) return { text: '', hearing: 'not-heard', confidence: sure };
  return { text: words, hearing: sure >= HEARD_FROM ? 'heard' : 'check', confidence: sure };
}
