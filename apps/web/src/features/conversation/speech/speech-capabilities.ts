// What speech this server offers, asked once per page load, so the browser never requests a voice or a
// transcription the server cannot give (and so logs no failed request).
export interface SpeechCapabilities {
  synthesis: boolean;
  transcription: boolean;
}

const NONE: SpeechCapabilities = { synthesis: false, transcription: false };
let cached: Promise<SpeechCapabilities> | null = null;

export function speechCapabilities(): Promise<SpeechCapabilities> {
  cached ??= fetch('/api/speech/capabilities', { credentials: 'same-origin' })
    .then(async (response) => (response.ok ? ((await response.json()) as SpeechCapabilities) : NONE))
    .catch(() => NONE);
  return cached;
}
