// The speech provider contracts (docs/architecture.md §2 speech out / speech in). Routes and modules depend
// on these interfaces only; which engine serves them is decided in select-providers.ts.
import type { OperatorVoiceName } from '@callready/contract';
import type { CountryId } from '@callready/core';

export { OPERATOR_VOICES, type OperatorVoiceName } from '@callready/contract';

export type SpeechCountryId = CountryId;

export interface SynthesisRequest {
  text: string;
  voice: OperatorVoiceName;
  /** Chooses the accent (espeak-ng, OpenAI); ElevenLabs voices carry their own accent. */
  countryId: SpeechCountryId;
}

export interface SynthesizedAudio {
  audio: Buffer;
  /** e.g. 'audio/ogg; codecs=opus' or 'audio/mpeg'. */
  contentType: string;
}

export type SynthesizerId = 'flite' | 'espeak' | 'openai' | 'elevenlabs';

export interface SpeechSynthesizer {
  id: SynthesizerId;
  synthesize(request: SynthesisRequest): Promise<SynthesizedAudio>;
  /**
   * The accent a listener really hears for a country ('British English'), where the engine's voice is
   * known; absent when it is not, so the product promises no accent it cannot vouch for.
   */
  accentFor?(countryId: SpeechCountryId): string;
}

export interface TranscriptionRequest {
  audio: Buffer;
  /** The upload's type, e.g. 'audio/webm;codecs=opus', 'audio/ogg', 'audio/wav', 'audio/mp4'. */
  contentType: string;
  /** Expected answers and vocabulary for the current question; they steer the recogniser. */
  phrases: string[];
}

export interface Transcription {
  /** What was said; empty when no speech was recognised. pocketsphinx gives lower-case words without punctuation. */
  text: string;
}

export type RecognizerId = 'pocketsphinx' | 'openai';

export interface SpeechRecognizer {
  id: RecognizerId;
  transcribe(request: TranscriptionRequest): Promise<Transcription>;
  /** Loads what the first answer would otherwise wait for (a dictionary, a decoder); never rejects. */
  warm?(): Promise<void>;
}

export type SpeechProviderErrorCode =
  /** The engine is not installed, not configured, or refused our credentials. */
  | 'unavailable'
  /** The request itself is unusable: audio that cannot be decoded, or empty text. */
  | 'bad-audio'
  /** Text, audio size or audio duration over the limit. */
  | 'too-long'
  /** The engine or remote API failed or answered with something unusable. */
  | 'upstream'
  | 'timeout';

/** The one error type speech providers throw; messages never contain credentials. */
export class SpeechProviderError extends Error {
  override readonly name = 'SpeechProviderError';

  constructor(
    readonly code: SpeechProviderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isSpeechProviderError(error: unknown): error is SpeechProviderError {
  return error instanceof SpeechProviderError;
}
