import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  audioCacheKey,
  cachedSynthesizer,
  createFileAudioCacheStore,
  layeredAudioCacheStore,
  type AudioCacheStore,
} from './audio-cache';
import { createEspeakSynthesizer, isEspeakAvailable } from './espeak-synthesizer';
import type { SpeechSynthesizer, SynthesisRequest } from './types';

const espeakInstalled = await isEspeakAvailable();
if (!espeakInstalled)
  console.warn('Skipping the espeak-ng cache test: espeak-ng or ffmpeg with libopus is not installed.');

const LINE: SynthesisRequest = {
  text: 'Emergency services, which service do you require?',
  voice: 'charlotte',
  countryId: 'uk',
};

/** Counts how often the wrapped synthesizer really runs. */
function countingSpy(synthesizer: SpeechSynthesizer) {
  const spy = {
    calls: 0,
    id: synthesizer.id,
    synthesize(request: SynthesisRequest) {
      spy.calls += 1;
      return synthesizer.synthesize(request);
    },
  };
  return spy;
}

/** A stand-in engine that answers after a short pause with bytes naming the request. */
const slowFakeSynthesizer: SpeechSynthesizer = {
  id: 'openai',
  async synthesize({ text, voice }) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { audio: Buffer.from(`${voice}:${text}`), contentType: 'audio/ogg; codecs=opus' };
  },
};

let directory = '';
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'audio-cache-test-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('audioCacheKey', () => {
  it('depends on provider, voice, country and text', () => {
    const key = audioCacheKey('espeak', LINE);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(audioCacheKey('espeak', { ...LINE })).toBe(key);
    expect(audioCacheKey('openai', LINE)).not.toBe(key);
    expect(audioCacheKey('espeak', { ...LINE, voice: 'roger' })).not.toBe(key);
    expect(audioCacheKey('espeak', { ...LINE, countryId: 'us' })).not.toBe(key);
    expect(audioCacheKey('espeak', { ...LINE, text: `${LINE.text}!` })).not.toBe(key);
  });
});

describe('file audio cache store', () => {
  it('returns exactly what was stored and nothing for unknown keys', async () => {
    const store = createFileAudioCacheStore(join(directory, 'nested', 'cache'));
    const key = audioCacheKey('espeak', LINE);
    const audio = Buffer.from([0x4f, 0x67, 0x67, 0x53, 0x0a, 0x00, 0xff]);

    expect(await store.get(key)).toBeUndefined();
    await store.set(key, { audio, contentType: 'audio/ogg; codecs=opus' });
    expect(await store.get(key)).toEqual({ audio, contentType: 'audio/ogg; codecs=opus' });
    expect(await readdir(join(directory, 'nested', 'cache'))).toEqual([`${key}.audio`]);
  });

  it('accepts only its own keys, so no path can escape the directory', async () => {
    const store = createFileAudioCacheStore(directory);
    await expect(store.get('../../etc/passwd')).rejects.toThrow();
    await expect(store.set('abc', { audio: Buffer.alloc(1), contentType: 'audio/mpeg' })).rejects.toThrow();
  });
});

describe.skipIf(!espeakInstalled)('cached espeak-ng synthesizer', () => {
  it('returns the same bytes again without running espeak-ng again, even after a restart', async () => {
    const store = createFileAudioCacheStore(directory);
    const espeak = countingSpy(createEspeakSynthesizer());
    const synthesizer = cachedSynthesizer(espeak, store);

    const first = await synthesizer.synthesize(LINE);
    const second = await synthesizer.synthesize({ ...LINE });
    expect(espeak.calls).toBe(1);
    expect(second.audio.equals(first.audio)).toBe(true);
    expect(second.contentType).toBe(first.contentType);

    await synthesizer.synthesize({ ...LINE, voice: 'roger' });
    expect(espeak.calls).toBe(2);

    const afterRestart = countingSpy(createEspeakSynthesizer());
    const reopened = await cachedSynthesizer(afterRestart, createFileAudioCacheStore(directory)).synthesize(
      LINE,
    );
    expect(afterRestart.calls).toBe(0);
    expect(reopened.audio.equals(first.audio)).toBe(true);
  });
});

describe('cachedSynthesizer', () => {
  it('runs the engine once for simultaneous requests for the same line', async () => {
    const engine = countingSpy(slowFakeSynthesizer);
    const synthesizer = cachedSynthesizer(engine, createFileAudioCacheStore(directory));
    const results = await Promise.all([
      synthesizer.synthesize(LINE),
      synthesizer.synthesize(LINE),
      synthesizer.synthesize(LINE),
    ]);
    expect(engine.calls).toBe(1);
    expect(results.map((result) => result.audio.toString())).toEqual(Array(3).fill(`charlotte:${LINE.text}`));
  });

  it('still speaks when the store fails, and reports the failure', async () => {
    const failures: unknown[] = [];
    const broken: AudioCacheStore = {
      get: () => Promise.reject(new Error('store offline')),
      set: () => Promise.reject(new Error('store offline')),
    };
    const result = await cachedSynthesizer(slowFakeSynthesizer, broken, {
      onStoreError: (error) => failures.push(error),
    }).synthesize(LINE);
    expect(result.audio.toString()).toBe(`charlotte:${LINE.text}`);
    expect(failures).toHaveLength(2);
  });

  it('does not remember failures', async () => {
    let attempts = 0;
    const flaky: SpeechSynthesizer = {
      id: 'espeak',
      async synthesize() {
        attempts += 1;
        if (attempts === 1) throw new Error('first attempt fails');
        return { audio: Buffer.from('ok'), contentType: 'audio/ogg; codecs=opus' };
      },
    };
    const synthesizer = cachedSynthesizer(flaky, createFileAudioCacheStore(directory));
    await expect(synthesizer.synthesize(LINE)).rejects.toThrow('first attempt fails');
    expect((await synthesizer.synthesize(LINE)).audio.toString()).toBe('ok');
  });
});

describe('layeredAudioCacheStore', () => {
  /** A shared store in memory that counts its reads. */
  function memoryStore() {
    const entries = new Map<string, { audio: Buffer; contentType: string }>();
    let reads = 0;
    const store: AudioCacheStore = {
      get: (key) => {
        reads += 1;
        return Promise.resolve(entries.get(key));
      },
      set: (key, entry) => {
        entries.set(key, entry);
        return Promise.resolve();
      },
    };
    return { store, entries, reads: () => reads };
  }
  const key = audioCacheKey('espeak', LINE);
  const entry = { audio: Buffer.from('shared audio'), contentType: 'audio/ogg; codecs=opus' };

  it('writes to the local disk and the shared store', async () => {
    const shared = memoryStore();
    await layeredAudioCacheStore(createFileAudioCacheStore(directory), shared.store).set(key, entry);
    expect(shared.entries.get(key)).toEqual(entry);
    expect(await createFileAudioCacheStore(directory).get(key)).toEqual(entry);
  });

  it('copies what another server cached to the local disk, then reads it from there', async () => {
    const shared = memoryStore();
    shared.entries.set(key, entry);
    const layered = layeredAudioCacheStore(createFileAudioCacheStore(directory), shared.store);
    expect(await layered.get(key)).toEqual(entry);
    expect(await layered.get(key)).toEqual(entry);
    expect(shared.reads()).toBe(1);
    expect(await readdir(directory)).toEqual([`${key}.audio`]);
  });

  it('falls back to the shared store when the local disk fails, and reports it', async () => {
    const shared = memoryStore();
    shared.entries.set(key, entry);
    const failures: unknown[] = [];
    const brokenDisk: AudioCacheStore = {
      get: () => Promise.reject(new Error('disk unreadable')),
      set: () => Promise.reject(new Error('disk full')),
    };
    const layered = layeredAudioCacheStore(brokenDisk, shared.store, (error) => failures.push(error));
    expect(await layered.get(key)).toEqual(entry);
    await layered.set(key, entry);
    expect(failures.map((error) => (error as Error).message)).toEqual([
      'disk unreadable',
      'disk full',
      'disk full',
    ]);
  });
});
