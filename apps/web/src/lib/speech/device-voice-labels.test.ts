import { describe, expect, it } from 'vitest';
import { getCountry, type CountryId } from '@callready/core';
import { callVoiceLabel } from './device-voice-labels';
import { chooseDeviceVoice, deviceVoiceLabel } from './device-voices';
import type { VoiceLike } from './voices';

describe('callVoiceLabel', () => {
  const karen = { name: 'Karen (Enhanced)', lang: 'en-AU', localService: true };
  const online = { name: 'Google UK English Female', lang: 'en-GB', localService: false };

  const deviceVoiceFor = (voices: VoiceLike[]) => (countryId: CountryId) => {
    const choice = chooseDeviceVoice(voices, getCountry(countryId).speechLocale);
    return choice && { label: deviceVoiceLabel(choice) };
  };

  it('names the device’s own voice when it has one', () => {
    expect(callVoiceLabel({ au: 'British English' }, 'au', deviceVoiceFor([online, karen]))).toBe(
      'Australian English voice on this device',
    );
  });

  it('names the server’s voice when the device has only online voices, and nothing without either', () => {
    expect(callVoiceLabel({ au: 'British English' }, 'au', deviceVoiceFor([online]))).toBe(
      'British English voice',
    );
    expect(callVoiceLabel({ au: 'British English' }, 'au', null)).toBe('British English voice');
    expect(callVoiceLabel(null, 'au', deviceVoiceFor([online]))).toBeNull();
  });
});
