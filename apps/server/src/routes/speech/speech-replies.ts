// The replies the speech endpoints share. The web falls back to the browser's voice on 503 and
// to typed answers on any failure, so these never carry engine details.
import type { Context } from 'hono';
import { isSpeechProviderError } from '../../providers/speech';

export const SPEECH_UNAVAILABLE_MESSAGE = 'Speech is not available on this server';
export const SPEECH_GENERATION_FAILED_MESSAGE = 'Failed to generate speech. Please try again.';
export const RECORDING_TOO_LONG_MESSAGE = 'Recording is too long';
export const BAD_AUDIO_MESSAGE = "We couldn't process that, but you can still continue.";
export const SPEECH_RATE_LIMITED_MESSAGE = 'Too many speech requests — please wait';
export const SPEECH_BUSY_MESSAGE = 'Speech is busy right now — please try again in a moment';

export const speechUnavailable = (c: Context) =>
  c.json({ error: SPEECH_UNAVAILABLE_MESSAGE, code: 'SPEECH_UNAVAILABLE' }, 503);

export const recordingTooLong = (c: Context) =>
  c.json({ error: RECORDING_TOO_LONG_MESSAGE, code: 'TOO_LONG' }, 413);

export const badAudio = (c: Context) => c.json({ error: BAD_AUDIO_MESSAGE, code: 'BAD_AUDIO' }, 400);

export const speechRateLimited = (c: Context, retryAfterSeconds: number) =>
  c.json({ error: SPEECH_RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED', retryAfterSeconds }, 429, {
    'Retry-After': String(retryAfterSeconds),
  });

/** The reply code for an engine failure: what went wrong in kind, never how. */
export function speechFailureCode(error: unknown): 'SPEECH_TIMEOUT' | 'SPEECH_FAILED' {
  return isSpeechProviderError(error) && error.code === 'timeout' ? 'SPEECH_TIMEOUT' : 'SPEECH_FAILED';
}

/** The queue is full, or this caller already has a recording being heard: try again shortly. */
export const speechBusy = (c: Context, retryAfterSeconds: number) =>
  c.json({ error: SPEECH_BUSY_MESSAGE, code: 'SPEECH_BUSY', retryAfterSeconds }, 503, {
    'Retry-After': String(retryAfterSeconds),
  });
