// Speech out and speech in for the routes: the chosen engines, with synthesized audio cached in
// the database (docs/architecture.md §2). Either engine may be missing; the web then uses the browser's voice
// and typed answers.
import type { Database } from '../../db';
import {
  audioCacheKey,
  cachedSynthesizer,
  createFileAudioCacheStore,
  layeredAudioCacheStore,
  type SpeechRecognizer,
  type SpeechSynthesizer,
  type SynthesisRequest,
  type SynthesizedAudio,
  type Transcription,
  type TranscriptionRequest,
} from '../../providers/speech';
import { createDatabaseAudioCacheStore, type AudioCacheLabels } from './database-audio-cache';

export interface SpeechEngines {
  synthesizer: SpeechSynthesizer | null;
  recognizer: SpeechRecognizer | null;
}

export interface SpeechService {
  /** undefined when this server has no voice. */
  synthesize: ((request: SynthesisRequest) => Promise<SynthesizedAudio>) | undefined;
  /** undefined when this server cannot transcribe. */
  transcribe: ((request: TranscriptionRequest) => Promise<Transcription>) | undefined;
}

export const NO_SPEECH_ENGINES: SpeechEngines = { synthesizer: null, recognizer: null };

/** A server without speech: the browser's voice and typed answers. */
export const NO_SPEECH: SpeechService = { synthesize: undefined, transcribe: undefined };

export interface SpeechCacheOptions {
  /** A folder on this server's disk that keeps audio in front of the shared database cache. */
  cacheDirectory?: string | undefined;
  onCacheError?: (error: unknown) => void;
}

export function createSpeechService(
  { synthesizer, recognizer }: SpeechEngines,
  db: Database,
  { cacheDirectory, onCacheError = () => undefined }: SpeechCacheOptions = {},
): SpeechService {
  // Labels of the lines being synthesized now, so the cache row can say what it holds.
  const labels = new Map<string, AudioCacheLabels>();
  const shared = createDatabaseAudioCacheStore(db, (key) => labels.get(key));
  const store = cacheDirectory
    ? layeredAudioCacheStore(createFileAudioCacheStore(cacheDirectory), shared, onCacheError)
    : shared;
  const cached = synthesizer
    ? cachedSynthesizer(synthesizer, store, { onStoreError: onCacheError })
    : undefined;

  return {
    synthesize: cached
      ? async (request) => {
          const key = audioCacheKey(cached.id, request);
          labels.set(key, { provider: cached.id, voice: request.voice, text: request.text });
          try {
            return await cached.synthesize(request);
          } finally {
            labels.delete(key);
          }
        }
      : undefined,
    transcribe: recognizer ? (request) => recognizer.transcribe(request) : undefined,
  };
}
