import { describe, expect, it } from 'vitest';
import { pickVoiceForLocale } from './browser-voice';

const voices = [
  { name: 'US', lang: 'en-US' },
  { name: 'UK', lang: 'en_GB' },
  { name: 'French', lang: 'fr-FR' },
];

describe('pickVoiceForLocale', () => {
  it("prefers the country's own accent", () => {
    expect(pickVoiceForLocale(voices, 'en-GB')?.name).toBe('UK');
    expect(pickVoiceForLocale(voices, 'en-US')?.name).toBe('US');
  });

  it('falls back to the same language, then to the browser default', () => {
    expect(pickVoiceForLocale(voices, 'en-AU')?.name).toBe('US');
    expect(pickVoiceForLocale(voices, 'de-DE')).toBeUndefined();
  });
});
