// The replies the speech endpoints share. The web falls back to the browser's voice on 503 and
// to typed answers on any failure, so these never carry engine details.
import { BAD_AUDIO_MESSAGE, SPEECH_RATE_LIMITED_MESSAGE } from '@callready/contract';
import type { Context } from 'hono';
import { replyError } from '../../http/reply-error';
import { isSpeechProviderError } from '../../providers/speech';

export const speechUnavailable = (c: Context) => replyError(c, 'SPEECH_UNAVAILABLE');

export const recordingTooLong = (c: Context) => replyError(c, 'TOO_LONG');

export const badAudio = (c: Context) => replyError(c, 'BAD_AUDIO');

export const speechRateLimited = (c: Context, retryAfterSeconds: number) =>
  replyError(c, 'RATE_LIMITED', { message: SPEECH_RATE_LIMITED_MESSAGE, retryAfterSeconds });

/** The reply code for an engine failure: what went wrong in kind, never how. */
export function speechFailureCode(error: unknown): 'SPEECH_TIMEOUT' | 'SPEECH_FAILED' {
  return isSpeechProviderError(error) && error.code === 'timeout' ? 'SPEECH_TIMEOUT' : 'SPEECH_FAILED';
}

/** An engine failed to speak a line: the contract's wording for it. */
export const speechFailed = (c: Context, error: unknown) => replyError(c, speechFailureCode(error));

/** An engine failed to hear a recording: the child is told to carry on (docs/product.md §8 "Voice"). */
export const transcriptionFailed = (c: Context, error: unknown) =>
  replyError(c, speechFailureCode(error), { message: BAD_AUDIO_MESSAGE });

/** The queue is full, or this caller already has a recording being heard: try again shortly. */
export const speechBusy = (c: Context, retryAfterSeconds: number) =>
  replyError(c, 'SPEECH_BUSY', { retryAfterSeconds });
