// What speech this server offers, asked once per page load, so the browser never requests a voice or a
// transcription the server cannot give (and so logs no failed request).
import { SPEECH_CAPABILITIES_PATH, type SpeechCapabilities } from '@callready/contract';

const NONE: SpeechCapabilities = { synthesis: false, transcription: false, browserRecognition: false };
let cached: Promise<SpeechCapabilities> | null = null;

export function speechCapabilities(): Promise<SpeechCapabilities> {
  cached ??= fetch(SPEECH_CAPABILITIES_PATH, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) return NONE;
      // The schema (and zod) loads with the answer, not with the page.
      const [{ speechCapabilitiesSchema }, body] = await Promise.all([
        import('@/lib/speech/capabilities-schema'),
        response.json(),
      ]);
      return speechCapabilitiesSchema.parse(body);
    })
    .catch(() => NONE);
  return cached;
}
