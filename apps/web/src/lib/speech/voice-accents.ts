// What the operator's voice really sounds like per country, as this server says (docs/product.md §2.3):
// pages name an accent only when the server vouches for it, never the country's own accent by default.
import { useEffect, useState } from 'react';
import { getCountry, type CountryId } from '@callready/core';
import type { VoiceLike } from './voices';

export type VoiceAccents = Partial<Record<CountryId, string>>;

/** 'British English voice', or null when this server's voice has no accent it can vouch for. */
export function voiceAccentLabel(accents: VoiceAccents | null, countryId: CountryId): string | null {
  const accent = accents?.[countryId];
  return accent ? `${accent} voice` : null;
}

/** The server's voice accents once known; null before the answer and when the voice has none. */
export function useVoiceAccents(): VoiceAccents | null {
  const [accents, setAccents] = useState<VoiceAccents | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded when asked, so the home page's first load does not carry the capabilities client.
    void import('./capabilities')
      .then(({ speechCapabilities }) => speechCapabilities())
      .then((capabilities) => {
        if (live && capabilities.synthesis && capabilities.voiceAccents)
          setAccents(capabilities.voiceAccents as VoiceAccents);
      })
      // Without the answer no accent is named, which is never untrue.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return accents;
}

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
