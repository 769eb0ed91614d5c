import { describe, expect, it } from 'vitest';
import { createFliteSynthesizer, fliteAccentFor, fliteVoiceFor, isFliteAvailable } from './flite-synthesizer';

const fliteInstalled = await isFliteAvailable();

describe('the Flite voice', () => {
  it('speaks a Scottish English voice for the UK, Ireland, Australia and New Zealand, American for the US and Canada', () => {
    expect(['uk', 'ie', 'au', 'nz'].map((id) => fliteVoiceFor(id as 'uk'))).toEqual([
      'awb',
      'awb',
      'awb',
      'awb',
    ]);
    expect(fliteVoiceFor('us')).toBe('slt');
    expect(fliteAccentFor('nz')).toBe('Scottish English');
    expect(fliteAccentFor('us')).toBe('American English');
  });

  it('is not available when flite is not installed', async () => {
    expect(await isFliteAvailable({ fliteCommand: 'no-such-flite-here' })).toBe(false);
  });

  it('fails with a speech error when flite cannot run', async () => {
    const synthesizer = createFliteSynthesizer({ fliteCommand: 'no-such-flite-here' });
    await expect(
      synthesizer.synthesize({ text: 'Hello', voice: 'charlotte', countryId: 'uk' }),
    ).rejects.toMatchObject({
      name: 'SpeechProviderError',
    });
  });

  it.runIf(fliteInstalled)('renders Ogg Opus from the text, which is never an argument', async () => {
    const { audio, contentType } = await createFliteSynthesizer().synthesize({
      text: '-voice kal Where are you?',
      voice: 'charlotte',
      countryId: 'au',
    });
    expect(contentType).toBe('audio/ogg; codecs=opus');
    expect(audio.subarray(0, 4).toString('latin1')).toBe('OggS');
  });
});
