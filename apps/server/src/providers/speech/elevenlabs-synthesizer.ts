// Speech out through ElevenLabs, with the premade voice of each operator name.
import { joinUrl, requestProvider } from './provider-http';
import { normalizeSpeechText } from './speech-text';
import {
  SpeechProviderError,
  type OperatorVoiceName,
  type SpeechSynthesizer,
  type SynthesisRequest,
} from './types';

export const ELEVENLABS_DEFAULT_BASE_URL = 'https://api.elevenlabs.io';

/** ElevenLabs' public premade voices with the operators' names. */
export const ELEVENLABS_VOICE_IDS: Record<OperatorVoiceName, string> = {
  charlotte: 'XB0fDUnXU5powFXDhCwa',
  alice: 'Xb7hH8MSUJpSbSDYk0k2',
  sarah: 'EXAVITQu4vr4xnSDxMaL',
  roger: 'CwhRBWXzGAHq8TQ4Fs17',
};

export interface ElevenLabsSynthesizerOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  /** Their encoding names, e.g. mp3_44100_128 (the default) or mp3_22050_32. */
  outputFormat?: `mp3_${number}_${number}`;
  timeoutMs?: number;
  maxTextLength?: number;
}

/** MP3 starts with an ID3 tag or an MPEG frame sync (11 set bits). */
function looksLikeMp3(bytes: Buffer): boolean {
  if (bytes.length < 4) return false;
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3') return true;
  return bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
}

export function createElevenLabsSynthesizer(options: ElevenLabsSynthesizerOptions): SpeechSynthesizer {
  const baseUrl = options.baseUrl ?? ELEVENLABS_DEFAULT_BASE_URL;
  const model = options.model ?? 'eleven_multilingual_v2';
  const outputFormat = options.outputFormat ?? 'mp3_44100_128';
  const timeoutMs = options.timeoutMs ?? 20_000;

  return {
    id: 'elevenlabs',
    async synthesize({ text, voice }: SynthesisRequest) {
      const spoken = normalizeSpeechText(text, options.maxTextLength);
      const path = `/v1/text-to-speech/${encodeURIComponent(ELEVENLABS_VOICE_IDS[voice])}?output_format=${outputFormat}`;
      const { body } = await requestProvider({
        provider: 'ElevenLabs',
        url: joinUrl(baseUrl, path),
        secret: options.apiKey,
        timeoutMs,
        init: {
          method: 'POST',
          headers: { 'xi-api-key': options.apiKey, 'Content-Type': 'application/json', Accept: 'audio/mpeg' },
          body: JSON.stringify({
            text: spoken,
            model_id: model,
            // Steady and a little slower than normal: the listener is a child under stress.
            voice_settings: { stability: 0.6, similarity_boost: 0.75, speed: 0.9 },
          }),
        },
      });
      if (!looksLikeMp3(body))
        throw new SpeechProviderError('upstream', 'ElevenLabs answered with something other than MP3 audio');
      return { audio: body, contentType: 'audio/mpeg' };
    },
  };
}
