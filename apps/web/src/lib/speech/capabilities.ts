// What speech this server offers, asked once per page load, so the browser never requests a voice or a
// transcription the server cannot give (and so logs no failed request).
import {
  SPEECH_CAPABILITIES_PATH,
  speechCapabilitiesSchema,
  type SpeechCapabilities,
} from '@callready/contract';

const NONE: SpeechCapabilities = { synthesis: false, transcription: false, browserRecognition: false };
let cached: Promise<SpeechCapabilities> | null = null;

export function speechCapabilities(): Promise<SpeechCapabilities> {
  cached ??= fetch(SPEECH_CAPABILITIES_PATH, { credentials: 'same-origin' })
    .then(async (response) => (response.ok ? speechCapabilitiesSchema.parse(await response.json()) : NONE))
    .catch(() => NONE);
  return cached;
}
