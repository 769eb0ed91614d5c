// The accent a call really has on this device (ADR 045): the device's own voice when it has one, else
// the server's (ADR 040). Apart from voice-accents.ts so that the home page's first load, which names
// the server's accent in its demo, does not carry it.
import { useEffect, useState } from 'react';
import { getCountry, type CountryId } from '@callready/core';
import { voiceAccentLabel, type VoiceAccents } from './voice-accents';
import type { VoiceLike } from './voices';

/** This device's own voice for a country's calls: its label, or null when it has no accent we can name. */
export type DeviceVoiceFor = (countryId: CountryId) => { label: string | null } | null;

/**
 * What a call in `countryId` sounds like on this device (ADR 045): the device's own voice when it has
 * one for English ('Australian English voice on this device'), else the server's voice
 * ('British English voice'), else nothing, which is never untrue.
 */
export function callVoiceLabel(
  accents: VoiceAccents | null,
  countryId: CountryId,
  deviceVoiceFor: DeviceVoiceFor | null,
): string | null {
  const device = deviceVoiceFor?.(countryId);
  return device ? device.label : voiceAccentLabel(accents, countryId);
}

/** The voices this browser lists, once it has listed them; empty where it has none. */
export function useDeviceVoices(): readonly VoiceLike[] {
  const [voices, setVoices] = useState<readonly VoiceLike[]>([]);
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const synth = window.speechSynthesis;
    const read = () => setVoices(synth.getVoices());
    read();
    synth.addEventListener('voiceschanged', read);
    return () => synth.removeEventListener('voiceschanged', read);
  }, []);
  return voices;
}

/**
 * This device's own voice per country, for pages in every first view (the country prompt): the
 * ranking loads only once the browser lists a voice on the device. Null before then and without one.
 */
export function useDeviceVoiceFor(): DeviceVoiceFor | null {
  const voices = useDeviceVoices();
  const [voiceFor, setVoiceFor] = useState<DeviceVoiceFor | null>(null);
  useEffect(() => {
    if (!voices.some((voice) => voice.localService === true)) return;
    let live = true;
    void import('./device-voices')
      .then(({ chooseDeviceVoice, deviceVoiceLabel }) => {
        if (!live) return;
        setVoiceFor(() => (countryId: CountryId) => {
          const choice = chooseDeviceVoice(voices, getCountry(countryId).speechLocale);
          return choice && { label: deviceVoiceLabel(choice) };
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [voices]);
  return voiceFor;
}
