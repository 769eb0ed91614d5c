// Speech providers: what routes and modules use (docs/architecture.md §2 speech out / speech in).
export * from './types';
export { selectSpeechProviders } from './select-providers';
export type {
  SpeechProviders,
  SpeechProviderSettings,
  SpeechProviderSetting,
  TranscriptionProviderSetting,
} from './select-providers';
export {
  audioCacheKey,
  cachedSynthesizer,
  createFileAudioCacheStore,
  layeredAudioCacheStore,
} from './audio-cache';
export type { AudioCacheEntry, AudioCacheStore, CachedSynthesizerOptions } from './audio-cache';
export { createEspeakSynthesizer, isEspeakAvailable, OGG_OPUS_CONTENT_TYPE } from './espeak-synthesizer';
export { createFliteSynthesizer, isFliteAvailable } from './flite-synthesizer';
export { createPocketsphinxRecognizer, isPocketsphinxAvailable } from './pocketsphinx-recognizer';
export { createOpenAiSynthesizer } from './openai-synthesizer';
export { createOpenAiRecognizer } from './openai-recognizer';
export { createElevenLabsSynthesizer, ELEVENLABS_VOICE_IDS } from './elevenlabs-synthesizer';
export { DEFAULT_MAX_TEXT_LENGTH } from './speech-text';
export { DEFAULT_MAX_AUDIO_BYTES } from './audio-upload';
export { spokenWords } from './spoken-words';
