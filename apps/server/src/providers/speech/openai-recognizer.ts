// Speech in through OpenAI's transcription API. The question's phrases go in the prompt, which
// steers spelling and vocabulary (addresses, service names) without forcing an answer.
import { checkUpload, DEFAULT_MAX_AUDIO_BYTES, baseMediaType } from './audio-upload';
import { joinUrl, requestProvider } from './provider-http';
import { OPENAI_DEFAULT_BASE_URL } from './openai-synthesizer';
import { SpeechProviderError, type SpeechRecognizer, type TranscriptionRequest } from './types';

export interface OpenAiRecognizerOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  timeoutMs?: number;
  maxAudioBytes?: number;
}

/** The transcription prompt is short by design (the API reads only its last few hundred tokens). */
const MAX_PROMPT_LENGTH = 800;

export function transcriptionPrompt(phrases: readonly string[]): string {
  let prompt = 'A child answers an emergency call operator in a practice call.';
  const expected = [...new Set(phrases.map((phrase) => phrase.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  if (expected.length === 0) return prompt;
  prompt += ' Words they may use:';
  for (const [index, phrase] of expected.entries()) {
    const next = `${index === 0 ? ' ' : ', '}${phrase}`;
    if (prompt.length + next.length + 1 > MAX_PROMPT_LENGTH) break;
    prompt += next;
  }
  return `${prompt}.`;
}

export function createOpenAiRecognizer(options: OpenAiRecognizerOptions): SpeechRecognizer {
  const url = joinUrl(options.baseUrl ?? OPENAI_DEFAULT_BASE_URL, '/v1/audio/transcriptions');
  const model = options.model ?? 'gpt-4o-mini-transcribe';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxAudioBytes = options.maxAudioBytes ?? DEFAULT_MAX_AUDIO_BYTES;

  return {
    id: 'openai',
    async transcribe({ audio, contentType, phrases }: TranscriptionRequest) {
      const extension = checkUpload({ audio, contentType }, maxAudioBytes);
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(audio)], { type: baseMediaType(contentType) }),
        `answer.${extension}`,
      );
      form.append('model', model);
      form.append('language', 'en');
      form.append('response_format', 'json');
      form.append('prompt', transcriptionPrompt(phrases));

      const { body } = await requestProvider({
        provider: 'OpenAI',
        url,
        secret: options.apiKey,
        timeoutMs,
        badRequestCode: 'bad-audio',
        init: { method: 'POST', headers: { Authorization: `Bearer ${options.apiKey}` }, body: form },
      });
      let text: unknown;
      try {
        text = (JSON.parse(body.toString('utf8')) as { text?: unknown }).text;
      } catch {
        text = undefined;
      }
      if (typeof text !== 'string')
        throw new SpeechProviderError('upstream', 'OpenAI answered without a transcript');
      return { text: text.trim() };
    },
  };
}
