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

export interface WeightedSentence {
  text: string;
  /** How many times the sentence counts in a language model (any positive number). */
  weight: number;
  /** Its words may be spelled out when the dictionary lacks them (place names, "Gardaí"). */
  spell?: boolean;
}

/** What a recogniser with a language model of its own listens for (ADR 052). */
export interface ListeningVocabulary {
  /** The same key always comes with the same sentences: what is built from them may be kept. */
  key: string;
  sentences: readonly WeightedSentence[];
  /**
   * The caller's own words (a stored address): added for this request alone, never kept, and
   * never given to an engine outside this server.
   */
  ownSentences?: readonly WeightedSentence[];
}

export interface TranscriptionRequest {
  audio: Buffer;
  /** The upload's type, e.g. 'audio/webm;codecs=opus', 'audio/ogg', 'audio/wav', 'audio/mp4'. */
  contentType: string;
  /** The question's expected answers: hints for a recogniser without a vocabulary of its own. */
  phrases: string[];
  /** The call's vocabulary for this moment; without it a recogniser listens for `phrases`. */
  vocabulary?: ListeningVocabulary;
  /**
   * The child's learnt voice (ADR 056), for this server's own recogniser only: the transform to
   * decode with, and whether to give back the recording's features for learning.
   */
  voice?: VoiceOptions;
}

export interface VoiceOptions {
  /** An MLLR transform (pocketsphinx's text format) applied to the acoustic model for this decode. */
  transform?: string;
  /** Give back the recording's acoustic features (`Transcription.features`). */
  keepFeatures?: boolean;
}

/** One sentence a child read, for learning their voice (ADR 056). */
export interface VoiceSample {
  /** MFCC features as sphinx_fe writes them; never the recording. */
  features: Uint8Array;
  /** The sentence's spoken words, lower case, one space apart. */
  words: string;
}

export interface Transcription {
  /** What was said; empty when no speech was recognised. pocketsphinx gives lower-case words without punctuation. */
  text: string;
  /**
   * How sure the engine is of `text`, in [0, 1] (ADR 052), from its own scores; absent from an
   * engine without scores, whose words are taken as heard and no words as not heard.
   */
  confidence?: number;
  /** The recording's acoustic features, when the request asked for them (`voice.keepFeatures`). */
  features?: Uint8Array;
}

export type RecognizerId = 'pocketsphinx' | 'openai';

export interface SpeechRecognizer {
  id: RecognizerId;
  transcribe(request: TranscriptionRequest): Promise<Transcription>;
  /** Loads what the first answer would otherwise wait for (a dictionary, a decoder); never rejects. */
  warm?(): Promise<void>;
  /** Builds what a moment's vocabulary needs before its first answer arrives (a language model). */
  prepare?(vocabulary: ListeningVocabulary): Promise<void>;
  /**
   * Learns a voice from sentences read (ADR 056): an MLLR transform, or undefined when none of the
   * samples can be used. Only this server's own recogniser has it.
   */
  learnVoice?(samples: readonly VoiceSample[]): Promise<string | undefined>;
  /** Whether `learnVoice` and `voice` work on this server (sphinxtrain installed); never rejects. */
  canLearnVoices?(): Promise<boolean>;
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
