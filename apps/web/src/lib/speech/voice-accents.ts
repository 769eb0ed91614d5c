// What the operator's voice really sounds like per country, as this server says (docs/product.md §2.3):
// pages name an accent only when the server vouches for it, never the country's own accent by default.
import { useEffect, useState } from 'react';
import type { CountryId } from '@callready/core';

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
