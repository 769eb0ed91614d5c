// Speech out through OpenAI's text-to-speech API, with the voice and accent of the child's country.
import { getCountry } from '@callready/core';
import { isOggOpus } from './ogg-opus';
import { joinUrl, requestProvider } from './provider-http';
import { normalizeSpeechText } from './speech-text';
import { SpeechProviderError, type SpeechSynthesizer, type SynthesisRequest } from './types';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com';

export interface OpenAiSynthesizerOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
  maxTextLength?: number;
}

/** How the operator should sound; only the gpt-4o speech models follow instructions. */
function speakingInstructions(accent: string): string {
  return `You are a calm, kind emergency call operator talking to a child. Speak clearly, warmly and a little slowly, with a ${accent} accent.`;
}

export function createOpenAiSynthesizer(options: OpenAiSynthesizerOptions): SpeechSynthesizer {
  const url = joinUrl(options.baseUrl ?? OPENAI_DEFAULT_BASE_URL, '/v1/audio/speech');
  const model = options.model ?? 'gpt-4o-mini-tts';
  const timeoutMs = options.timeoutMs ?? 20_000;

  return {
    id: 'openai',
    async synthesize({ text, countryId }: SynthesisRequest) {
      const input = normalizeSpeechText(text, options.maxTextLength);
      // OpenAI has its own voices: the spec gives one per country (uk alloy, us echo, …).
      const country = getCountry(countryId);
      const { body } = await requestProvider({
        provider: 'OpenAI',
        url,
        secret: options.apiKey,
        timeoutMs,
        init: {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            model,
            voice: country.voice,
            input,
            response_format: 'opus',
            ...(model.startsWith('gpt-4o') ? { instructions: speakingInstructions(country.accent) } : {}),
          }),
        },
      });
      if (!isOggOpus(body))
        throw new SpeechProviderError('upstream', 'OpenAI answered with something other than Ogg Opus audio');
      return { audio: body, contentType: 'audio/ogg; codecs=opus' };
    },
  };
}
