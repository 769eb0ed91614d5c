// Speech out and speech in for the routes: the chosen engines, with synthesized audio cached in
// the database (docs/architecture.md §2). Either engine may be missing; the web then uses the browser's voice
// and typed answers.
import { COUNTRY_IDS } from '@callready/core';
import type { Database } from '../../db';
import {
  audioCacheKey,
  cachedSynthesizer,
  createFileAudioCacheStore,
  layeredAudioCacheStore,
  type SpeechCountryId,
  type SpeechRecognizer,
  type SpeechSynthesizer,
  type SynthesisRequest,
  type SynthesizedAudio,
  type Transcription,
  type TranscriptionRequest,
} from '../../providers/speech';
import { createDatabaseAudioCacheStore, type AudioCacheLabels } from './database-audio-cache';
import { voiceTagOf } from './audio-address';
import { createVoiceLearner, type VoiceLearner } from './voice-learning';
import { createWorkQueue, type WorkQueueOptions } from './work-queue';

export interface SpeechEngines {
  synthesizer: SpeechSynthesizer | null;
  recognizer: SpeechRecognizer | null;
  /** This server's own engines (select-providers.ts); absent or null when there are none. */
  localSynthesizer?: SpeechSynthesizer | null;
  localRecognizer?: SpeechRecognizer | null;
}

export interface SpeechService {
  /** undefined when this server has no voice. */
  synthesize: ((request: SynthesisRequest) => Promise<SynthesizedAudio>) | undefined;
  /**
   * undefined when this server cannot transcribe. `caller` (a child or a parent) has one recording
   * in the queue at a time; a full queue or a busy caller is refused with QueueBusyError.
   */
  transcribe: ((request: TranscriptionRequest, caller: string) => Promise<Transcription>) | undefined;
  /**
   * For what may hold a family's address (ADR 043): this server's own engines only, never a cloud
   * one, and nothing kept in the audio cache. undefined when this server has no engine of its own.
   */
  transcribePrivately?:
    ((request: TranscriptionRequest, caller: string) => Promise<Transcription>) | undefined;
  synthesizePrivately?: ((request: SynthesisRequest) => Promise<SynthesizedAudio>) | undefined;
  /**
   * The configured voice without the audio cache, for lines that are not scripted: they may hold a
   * child's words, which are kept nowhere (ADR 051). undefined when this server has no voice.
   */
  synthesizeUncached?: ((request: SynthesisRequest) => Promise<SynthesizedAudio>) | undefined;
  /**
   * Names this server's voice in the public addresses of scripted lines (audio-address.ts) without
   * saying which engine it is; undefined without a voice.
   */
  voiceTag?: string | undefined;
  /** The accent heard per country, where the voice is known (SpeechSynthesizer.accentFor). */
  voiceAccents?: Partial<Record<SpeechCountryId, string>> | undefined;
  /** Whether a line is already in the audio cache, so the pre-render can pass over it. */
  isCached?: ((request: SynthesisRequest) => Promise<boolean>) | undefined;
  /** Lines being synthesized or waiting for the engine now: the pre-render waits while there are any. */
  synthesisLoad?: () => number;
  /** Learning each child's voice (ADR 056); never available with a cloud recogniser or without sphinxtrain. */
  voices?: VoiceLearner | undefined;
}

/**
 * How much speech work this process takes on (docs/architecture.md §2). Transcription keeps a CPU
 * core busy for about a second a clip; a fresh line of synthesis for a fraction of that.
 */
export interface SpeechWorkLimits {
  transcription: WorkQueueOptions;
  /** Lines not yet in the cache; cached lines never queue. */
  synthesis: WorkQueueOptions;
}

export const DEFAULT_SPEECH_WORK_LIMITS: SpeechWorkLimits = {
  transcription: { concurrency: 2, maxWaiting: 8, perCaller: 1 },
  synthesis: { concurrency: 4, maxWaiting: 32 },
};

export const NO_SPEECH_ENGINES: SpeechEngines = { synthesizer: null, recognizer: null };

/** A server without speech: the browser's voice and typed answers. */
export const NO_SPEECH: SpeechService = { synthesize: undefined, transcribe: undefined };

export interface SpeechCacheOptions {
  /** A folder on this server's disk that keeps audio in front of the shared database cache. */
  cacheDirectory?: string | undefined;
  onCacheError?: (error: unknown) => void;
  workLimits?: SpeechWorkLimits;
}

function accentsOf(accentFor: (countryId: SpeechCountryId) => string) {
  return Object.fromEntries(COUNTRY_IDS.map((id) => [id, accentFor(id)])) as Record<SpeechCountryId, string>;
}

/** This server's own recogniser: the only one a child's learnt voice is given to (ADR 056). */
const ownEngine = (recognizer: SpeechRecognizer) => recognizer.id === 'pocketsphinx';

/** A request for an engine elsewhere carries nothing of a child's voice. */
function withoutVoice({ voice: _voice, ...request }: TranscriptionRequest): TranscriptionRequest {
  return request;
}

export function createSpeechService(
  { synthesizer, recognizer, localSynthesizer = null, localRecognizer = null }: SpeechEngines,
  db: Database,
  {
    cacheDirectory,
    onCacheError = () => undefined,
    workLimits = DEFAULT_SPEECH_WORK_LIMITS,
  }: SpeechCacheOptions = {},
): SpeechService {
  const transcriptions = createWorkQueue(workLimits.transcription);
  const syntheses = createWorkQueue(workLimits.synthesis);
  // Labels of the lines being synthesized now, so the cache row can say what it holds.
  const labels = new Map<string, AudioCacheLabels>();
  const shared = createDatabaseAudioCacheStore(db, (key) => labels.get(key));
  const store = cacheDirectory
    ? layeredAudioCacheStore(createFileAudioCacheStore(cacheDirectory), shared, onCacheError)
    : shared;
  // The queue sits behind the cache: only lines that must really be synthesized wait their turn.
  const queued: SpeechSynthesizer | null = synthesizer && {
    id: synthesizer.id,
    synthesize: (request) => syntheses.run('synthesis', () => synthesizer.synthesize(request)),
  };
  const cached = queued ? cachedSynthesizer(queued, store, { onStoreError: onCacheError }) : undefined;

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
    voiceTag: synthesizer ? voiceTagOf(synthesizer.id) : undefined,
    voiceAccents: synthesizer?.accentFor ? accentsOf(synthesizer.accentFor.bind(synthesizer)) : undefined,
    isCached: synthesizer
      ? async (request) => {
          const entry = await store.get(audioCacheKey(synthesizer.id, request)).catch((error: unknown) => {
            onCacheError(error);
            return undefined;
          });
          return entry !== undefined;
        }
      : undefined,
    synthesisLoad: () => syntheses.load.running + syntheses.load.waiting,
    transcribe: recognizer
      ? (request, caller) =>
          transcriptions.run(caller, () =>
            recognizer.transcribe(ownEngine(recognizer) ? request : withoutVoice(request)),
          )
      : undefined,
    voices: createVoiceLearner(db, recognizer && ownEngine(recognizer) ? recognizer : null),
    transcribePrivately: localRecognizer
      ? (request, caller) => transcriptions.run(caller, () => localRecognizer.transcribe(request))
      : undefined,
    synthesizeUncached: queued ? (request) => queued.synthesize(request) : undefined,
    // Not cached: the cache keeps each line's text beside its audio.
    synthesizePrivately: localSynthesizer
      ? (request) => syntheses.run('synthesis', () => localSynthesizer.synthesize(request))
      : undefined,
  };
}
