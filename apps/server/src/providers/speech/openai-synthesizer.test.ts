import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerBytes,
  answerJson,
  neverAnswer,
  startHttpStandIn,
  type HttpStandIn,
} from '../../test/http-stand-in';
import { oggOpusHeaderPage } from '../../test/audio-samples';
import { createOpenAiSynthesizer } from './openai-synthesizer';

const API_KEY = 'sk-test-0123456789abcdef';

describe('OpenAI synthesizer', () => {
  let api: HttpStandIn;
  const audio = oggOpusHeaderPage();

  beforeAll(async () => {
    api = await startHttpStandIn((_request, response) => answerBytes(response, 'audio/ogg', audio));
  });
  afterAll(() => api.close());

  const synthesizer = (timeoutMs = 2_000) =>
    createOpenAiSynthesizer({ apiKey: API_KEY, baseUrl: api.baseUrl, timeoutMs });

  it("asks for the country's voice in Ogg Opus and returns the audio", async () => {
    api.answerWith((_request, response) => answerBytes(response, 'audio/ogg', audio));
    const result = await synthesizer().synthesize({
      text: 'Which service do you need?',
      voice: 'charlotte',
      countryId: 'au',
    });

    expect(result).toEqual({ audio, contentType: 'audio/ogg; codecs=opus' });
    const request = api.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/audio/speech');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers['content-type']).toContain('application/json');
    const body = JSON.parse(request?.body.toString('utf8') ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      model: 'gpt-4o-mini-tts',
      voice: 'shimmer',
      input: 'Which service do you need?',
      response_format: 'opus',
    });
    expect(body.instructions).toContain('Australian');
  });

  it.each([
    ['uk', 'alloy'],
    ['us', 'echo'],
    ['ca', 'echo'],
    ['ie', 'sage'],
    ['nz', 'coral'],
  ] as const)('speaks for %s with the %s voice', async (countryId, voice) => {
    api.answerWith((_request, response) => answerBytes(response, 'audio/ogg', audio));
    await synthesizer().synthesize({ text: 'Hello', voice: 'roger', countryId });
    expect(JSON.parse(api.requests.at(-1)?.body.toString('utf8') ?? '{}')).toMatchObject({ voice });
  });

  it('reports a rejected key as unavailable without repeating the key', async () => {
    api.answerWith((_request, response) =>
      answerJson(response, 401, {
        error: { message: `Incorrect API key provided: ${API_KEY}`, code: 'invalid_api_key' },
      }),
    );
    const failure = await synthesizer()
      .synthesize({ text: 'Hello', voice: 'charlotte', countryId: 'uk' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'SpeechProviderError', code: 'unavailable' });
    expect((failure as Error).message).toContain('401');
    expect((failure as Error).message).toContain('invalid_api_key');
    expect((failure as Error).message).not.toContain(API_KEY);
    expect((failure as Error).message).not.toContain('sk-');
  });

  it('reports a server error as an upstream failure', async () => {
    api.answerWith((_request, response) =>
      answerJson(response, 500, { error: { message: 'boom', type: 'server_error' } }),
    );
    await expect(
      synthesizer().synthesize({ text: 'Hello', voice: 'charlotte', countryId: 'uk' }),
    ).rejects.toMatchObject({
      code: 'upstream',
      message: 'OpenAI answered HTTP 500 server_error',
    });
  });

  it('gives up after its time limit', async () => {
    api.answerWith(neverAnswer);
    await expect(
      synthesizer(200).synthesize({ text: 'Hello', voice: 'charlotte', countryId: 'uk' }),
    ).rejects.toMatchObject({
      code: 'timeout',
    });
  });

  it('refuses an answer that is not audio', async () => {
    api.answerWith((_request, response) =>
      answerBytes(response, 'text/html', Buffer.from('<html>Gateway</html>')),
    );
    await expect(
      synthesizer().synthesize({ text: 'Hello', voice: 'charlotte', countryId: 'uk' }),
    ).rejects.toMatchObject({
      code: 'upstream',
    });
  });

  it('reports an unreachable API as unavailable', async () => {
    const offline = createOpenAiSynthesizer({
      apiKey: API_KEY,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    await expect(
      offline.synthesize({ text: 'Hello', voice: 'charlotte', countryId: 'uk' }),
    ).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});
