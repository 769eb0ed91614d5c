// The refusals the speech endpoints share. The web falls back to the browser's voice on 503 and
// to typed answers on any failure, so these never carry engine details.
import { BAD_AUDIO_MESSAGE, SPEECH_RATE_LIMITED_MESSAGE } from '@callready/contract';
import { isSpeechProviderError } from '../../providers/speech';
import { Refusal } from '../../refusal';

export const speechRateLimited = (retryAfterSeconds: number) =>
  new Refusal('RATE_LIMITED', { message: SPEECH_RATE_LIMITED_MESSAGE, retryAfterSeconds });

/** The reply code for an engine failure: what went wrong in kind, never how. */
export function speechFailureCode(error: unknown): 'SPEECH_TIMEOUT' | 'SPEECH_FAILED' {
  return isSpeechProviderError(error) && error.code === 'timeout' ? 'SPEECH_TIMEOUT' : 'SPEECH_FAILED';
}

/** An engine failed to speak a line: the contract's wording for it. */
export const speechFailed = (error: unknown) => new Refusal(speechFailureCode(error));

/** An engine failed to hear a recording: the child is told to carry on (docs/product.md §8 "Voice"). */
export const transcriptionFailed = (error: unknown) =>
  new Refusal(speechFailureCode(error), { message: BAD_AUDIO_MESSAGE });

/** The queue is full, or this caller already has a recording being heard: try again shortly. */
export const speechBusy = (retryAfterSeconds: number) => new Refusal('SPEECH_BUSY', { retryAfterSeconds });
