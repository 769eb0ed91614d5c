import { describe, expect, it } from 'vitest';
import {
  createEspeakSynthesizer,
  espeakVoiceFor,
  isEspeakAvailable,
  OGG_OPUS_CONTENT_TYPE,
} from './espeak-synthesizer';
import { isOggOpus, oggOpusDurationSeconds } from './ogg-opus';
import { SpeechProviderError } from './types';

const espeakInstalled = await isEspeakAvailable();
if (!espeakInstalled)
  console.warn('Skipping espeak-ng tests: espeak-ng or ffmpeg with libopus is not installed.');

describe('espeak voice choice', () => {
  it('speaks with an American accent for the US and Canada and a British one elsewhere', () => {
    expect(espeakVoiceFor('charlotte', 'us')).toMatch(/^en-us\+/);
    expect(espeakVoiceFor('charlotte', 'ca')).toMatch(/^en-us\+/);
    for (const countryId of ['uk', 'ie', 'au', 'nz'] as const) {
      expect(espeakVoiceFor('charlotte', countryId)).toMatch(/^en-gb\+/);
    }
  });

  it('gives each operator voice its own sound', () => {
    const variants = (['charlotte', 'alice', 'sarah', 'roger'] as const).map((voice) =>
      espeakVoiceFor(voice, 'uk'),
    );
    expect(new Set(variants).size).toBe(4);
  });
});

describe.skipIf(!espeakInstalled)('espeak-ng synthesizer', () => {
  const synthesizer = createEspeakSynthesizer();

  it('produces Ogg Opus audio whose length matches the sentence', async () => {
    const short = await synthesizer.synthesize({
      text: 'Emergency services, which service do you require?',
      voice: 'charlotte',
      countryId: 'uk',
    });
    expect(short.contentType).toBe(OGG_OPUS_CONTENT_TYPE);
    expect(short.audio.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(short.audio.includes(Buffer.from('OpusHead', 'latin1'))).toBe(true);
    expect(isOggOpus(short.audio)).toBe(true);

    const shortSeconds = oggOpusDurationSeconds(short.audio);
    expect(shortSeconds).toBeGreaterThan(1);
    expect(shortSeconds).toBeLessThan(6);

    const long = await synthesizer.synthesize({
      text: 'Stay calm and tell me your address. Is anyone still inside the house? Get everyone out and do not go back in.',
      voice: 'roger',
      countryId: 'us',
    });
    expect(oggOpusDurationSeconds(long.audio)).toBeGreaterThan((shortSeconds ?? 0) + 2);
  });

  it('reads option-like text aloud instead of obeying it', async () => {
    const result = await synthesizer.synthesize({ text: '--help -v xx', voice: 'alice', countryId: 'au' });
    expect(isOggOpus(result.audio)).toBe(true);
  });

  it('refuses text over the limit and empty text', async () => {
    await expect(
      synthesizer.synthesize({ text: 'a'.repeat(601), voice: 'sarah', countryId: 'ie' }),
    ).rejects.toMatchObject({
      code: 'too-long',
    });
    await expect(
      synthesizer.synthesize({ text: ' \n ', voice: 'sarah', countryId: 'ie' }),
    ).rejects.toBeInstanceOf(SpeechProviderError);
  });
});

describe('espeak-ng synthesizer without the binaries', () => {
  it('reports the engine as unavailable', async () => {
    const missing = { espeakCommand: 'espeak-ng-not-installed-here' };
    expect(await isEspeakAvailable(missing)).toBe(false);
    await expect(
      createEspeakSynthesizer(missing).synthesize({ text: 'Hello', voice: 'charlotte', countryId: 'uk' }),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });
});
