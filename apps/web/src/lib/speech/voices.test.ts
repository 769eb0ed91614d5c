import { describe, expect, it } from 'vitest';
import { pickVoiceForLocale, type VoiceLike } from './voices';

const voice = (name: string, lang: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({
  name,
  lang,
  ...extra,
});

describe('pickVoiceForLocale', () => {
  const voices = [
    voice('US English', 'en-US', { default: true }),
    voice('British Online', 'en-GB'),
    voice('British Local', 'en_GB', { localService: true }),
    voice('Australian', 'en-AU'),
    voice('French', 'fr-FR'),
  ];

  it("speaks with the selected country's accent when the browser has it", () => {
    expect(pickVoiceForLocale(voices, 'en-AU')?.name).toBe('Australian');
  });

  it('prefers a voice installed on the device and accepts underscore language tags', () => {
    expect(pickVoiceForLocale(voices, 'en-GB')?.name).toBe('British Local');
  });

  it('falls back to another English voice when the accent is missing', () => {
    expect(pickVoiceForLocale(voices, 'en-NZ')?.name).toBe('US English');
  });

  it('returns nothing when no voice speaks the language', () => {
    expect(pickVoiceForLocale([voice('French', 'fr-FR')], 'en-IE')).toBeNull();
    expect(pickVoiceForLocale([], 'en-GB')).toBeNull();
  });
});
