// Operator lines are scripted, so synthesized audio is cached by what determines it
// (docs/architecture.md §2): provider, voice, country and text. Stores are pluggable: the filesystem one
// here, a database one elsewhere, both behind AudioCacheStore.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SpeechSynthesizer, SynthesisRequest, SynthesizedAudio, SynthesizerId } from './types';

export type AudioCacheEntry = SynthesizedAudio;

export interface AudioCacheStore {
  get(key: string): Promise<AudioCacheEntry | undefined>;
  set(key: string, entry: AudioCacheEntry): Promise<void>;
}

/** sha256 hex of the provider, voice, country and text (JSON-encoded, so no two inputs collide). */
export function audioCacheKey(provider: SynthesizerId, { voice, countryId, text }: SynthesisRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([provider, voice, countryId, text]))
    .digest('hex');
}

const KEY_PATTERN = /^[0-9a-f]{64}$/;

function assertKey(key: string): void {
  // Keys become file names: only our own hex digests are allowed.
  if (!KEY_PATTERN.test(key)) throw new Error('Audio cache keys are sha256 hex digests');
}

/**
 * One file per entry, `<key>.audio`: the content type, a newline, then the audio bytes.
 * Writes go to a temporary file that is renamed into place, so readers never see half an entry.
 */
export function createFileAudioCacheStore(directory: string): AudioCacheStore {
  const pathFor = (key: string) => join(directory, `${key}.audio`);

  return {
    async get(key) {
      assertKey(key);
      let file: Buffer;
      try {
        file = await readFile(pathFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const newline = file.indexOf(0x0a);
      if (newline <= 0) return undefined;
      return { contentType: file.subarray(0, newline).toString('utf8'), audio: file.subarray(newline + 1) };
    },

    async set(key, { contentType, audio }) {
      assertKey(key);
      if (/[\r\n]/.test(contentType)) throw new Error('A content type is one line');
      await mkdir(directory, { recursive: true });
      const temporary = join(directory, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, Buffer.concat([Buffer.from(`${contentType}\n`, 'utf8'), audio]));
        await rename(temporary, pathFor(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/**
 * A fast local store in front of a shared one: reads try `near` first and copy what `far` has into
 * it; writes go to both. A failing `near` (a full disk, say) never hides what `far` holds.
 */
export function layeredAudioCacheStore(
  near: AudioCacheStore,
  far: AudioCacheStore,
  onNearError: (error: unknown) => void = () => undefined,
): AudioCacheStore {
  const quietly = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      onNearError(error);
      return undefined;
    }
  };
  return {
    async get(key) {
      const local = await quietly(() => near.get(key));
      if (local) return local;
      const shared = await far.get(key);
      if (shared) await quietly(() => near.set(key, shared));
      return shared;
    },
    async set(key, entry) {
      await Promise.all([quietly(() => near.set(key, entry)), far.set(key, entry)]);
    },
  };
}

export interface CachedSynthesizerOptions {
  /** Called when the store fails; the request is then served without the cache. */
  onStoreError?: (error: unknown) => void;
}

/**
 * Serves repeated requests from the store without running the synthesizer again, and lets
 * concurrent requests for the same line share one synthesis.
 */
export function cachedSynthesizer(
  synthesizer: SpeechSynthesizer,
  store: AudioCacheStore,
  { onStoreError = () => undefined }: CachedSynthesizerOptions = {},
): SpeechSynthesizer {
  const inFlight = new Map<string, Promise<SynthesizedAudio>>();

  async function produce(key: string, request: SynthesisRequest): Promise<SynthesizedAudio> {
    const cached = await store.get(key).catch((error: unknown) => {
      onStoreError(error);
      return undefined;
    });
    if (cached) return cached;
    const fresh = await synthesizer.synthesize(request);
    await store.set(key, fresh).catch(onStoreError);
    return fresh;
  }

  return {
    id: synthesizer.id,
    synthesize(request) {
      const key = audioCacheKey(synthesizer.id, request);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(key, request).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
