import { describe, expect, it } from 'vitest';
import { selectSpeechProviders, type SpeechProviderSettings } from './select-providers';
import type { AudioCacheStore } from './audio-cache';

const installed = () => Promise.resolve(true);
const missing = () => Promise.resolve(false);
// Flite is left out unless a test names it, so these read as a server with espeak-ng only.
const local = (available: () => Promise<boolean>, flite = missing): SpeechProviderSettings => ({
  isEspeakAvailable: available,
  isFliteAvailable: flite,
  isPocketsphinxAvailable: available,
});

describe('selectSpeechProviders', () => {
  it('uses the local engines by default when they are installed', async () => {
    const providers = await selectSpeechProviders(local(installed));
    expect(providers.synthesizer?.id).toBe('espeak');
    expect(providers.recognizer?.id).toBe('pocketsphinx');
    expect(providers.describe()).toBe('espeak-ng voice, pocketsphinx transcription');
  });

  it('leaves speech to the browser and typing when nothing is available', async () => {
    const providers = await selectSpeechProviders(local(missing));
    expect(providers.synthesizer).toBeNull();
    expect(providers.recognizer).toBeNull();
    expect(providers.describe()).toBe('browser voice, typed answers only');
  });

  it('prefers ElevenLabs, then OpenAI, for the voice when their keys are set', async () => {
    const both = await selectSpeechProviders({
      ...local(installed),
      openaiApiKey: 'sk-a',
      elevenlabsApiKey: 'el-b',
    });
    expect(both.synthesizer?.id).toBe('elevenlabs');
    expect(both.recognizer?.id).toBe('openai');
    const openaiOnly = await selectSpeechProviders({ ...local(installed), openaiApiKey: 'sk-a' });
    expect(openaiOnly.synthesizer?.id).toBe('openai');
    expect(openaiOnly.describe()).toBe('OpenAI voice, OpenAI transcription');
  });

  it('ignores empty keys', async () => {
    const providers = await selectSpeechProviders({
      ...local(installed),
      openaiApiKey: '',
      elevenlabsApiKey: '',
    });
    expect(providers.synthesizer?.id).toBe('espeak');
    expect(providers.recognizer?.id).toBe('pocketsphinx');
  });

  it('honours an explicit choice, including none', async () => {
    const providers = await selectSpeechProviders({
      ...local(installed),
      openaiApiKey: 'sk-a',
      elevenlabsApiKey: 'el-b',
      speechProvider: 'espeak',
      transcriptionProvider: 'none',
    });
    expect(providers.synthesizer?.id).toBe('espeak');
    expect(providers.recognizer).toBeNull();
  });

  it('refuses an explicit choice that cannot work', async () => {
    await expect(selectSpeechProviders({ ...local(installed), speechProvider: 'openai' })).rejects.toThrow(
      'OPENAI_API_KEY',
    );
    await expect(
      selectSpeechProviders({ ...local(installed), speechProvider: 'elevenlabs' }),
    ).rejects.toThrow('ELEVENLABS_API_KEY');
    await expect(selectSpeechProviders({ ...local(missing), speechProvider: 'espeak' })).rejects.toThrow(
      'espeak-ng',
    );
    await expect(
      selectSpeechProviders({ ...local(missing), transcriptionProvider: 'pocketsphinx' }),
    ).rejects.toThrow('pocketsphinx');
  });

  it('puts the audio cache in front of the chosen voice', async () => {
    const stored = { audio: Buffer.from('cached'), contentType: 'audio/mpeg' };
    const cache: AudioCacheStore = { get: () => Promise.resolve(stored), set: () => Promise.resolve() };
    const providers = await selectSpeechProviders({
      ...local(missing),
      elevenlabsApiKey: 'el-b',
      audioCache: cache,
    });
    expect(providers.synthesizer?.id).toBe('elevenlabs');
    expect(
      await providers.synthesizer?.synthesize({ text: 'Hello', voice: 'alice', countryId: 'uk' }),
    ).toEqual(stored);
  });

  it('speaks in Flite when it is installed (ADR 046), and names it in the summary', async () => {
    const providers = await selectSpeechProviders(local(installed, installed));
    expect(providers.synthesizer?.id).toBe('flite');
    expect(providers.localSynthesizer?.id).toBe('flite');
    expect(providers.synthesizer?.accentFor?.('au')).toBe('Scottish English');
    expect(providers.synthesizer?.accentFor?.('ca')).toBe('American English');
    expect(providers.describe()).toBe('Flite (awb, slt) voice, pocketsphinx transcription');
  });

  it('falls back to espeak-ng with only espeak-ng installed, and keeps an offline voice beside a cloud one', async () => {
    expect((await selectSpeechProviders(local(installed, missing))).synthesizer?.id).toBe('espeak');
    const espeakOnly = await selectSpeechProviders({
      ...local(installed, missing),
      speechProvider: 'espeak',
    });
    expect(espeakOnly.synthesizer?.id).toBe('espeak');
    const cloud = await selectSpeechProviders({ ...local(installed, installed), openaiApiKey: 'sk-a' });
    expect(cloud.synthesizer?.id).toBe('openai');
    expect(cloud.localSynthesizer?.id).toBe('flite');
    await expect(
      selectSpeechProviders({ ...local(installed, missing), speechProvider: 'flite' }),
    ).rejects.toThrow('flite');
  });
});
