import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElevenLabsSynthesizer, ELEVENLABS_VOICE_IDS } from './elevenlabs-synthesizer';
import {
  answerBytes,
  answerJson,
  neverAnswer,
  startHttpStandIn,
  type HttpStandIn,
} from '../../test/http-stand-in';
import { MP3_START } from '../../test/audio-samples';

const API_KEY = 'el-test-key-0123456789';
const MP3 = MP3_START;

describe('ElevenLabs synthesizer', () => {
  let api: HttpStandIn;

  beforeAll(async () => {
    api = await startHttpStandIn((_request, response) => answerBytes(response, 'audio/mpeg', MP3));
  });
  afterAll(() => api.close());

  const synthesizer = (timeoutMs = 2_000) =>
    createElevenLabsSynthesizer({ apiKey: API_KEY, baseUrl: api.baseUrl, timeoutMs });

  it("posts the text to the operator's voice and returns MP3", async () => {
    api.answerWith((_request, response) => answerBytes(response, 'audio/mpeg', MP3));
    const result = await synthesizer().synthesize({
      text: 'Is anyone hurt?',
      voice: 'sarah',
      countryId: 'uk',
    });

    expect(result).toEqual({ audio: MP3, contentType: 'audio/mpeg' });
    const request = api.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL?output_format=mp3_44100_128');
    expect(request?.headers['xi-api-key']).toBe(API_KEY);
    expect(request?.headers.authorization).toBeUndefined();
    expect(JSON.parse(request?.body.toString('utf8') ?? '{}')).toMatchObject({
      text: 'Is anyone hurt?',
      model_id: 'eleven_multilingual_v2',
    });
  });

  it('has a different premade voice for each operator', async () => {
    api.answerWith((_request, response) => answerBytes(response, 'audio/mpeg', MP3));
    for (const voice of ['charlotte', 'alice', 'sarah', 'roger'] as const) {
      await synthesizer().synthesize({ text: 'Hello', voice, countryId: 'us' });
      expect(api.requests.at(-1)?.url).toContain(`/v1/text-to-speech/${ELEVENLABS_VOICE_IDS[voice]}?`);
    }
    expect(new Set(Object.values(ELEVENLABS_VOICE_IDS)).size).toBe(4);
  });

  it('reports a rejected key as unavailable without repeating the key', async () => {
    api.answerWith((_request, response) =>
      answerJson(response, 401, {
        detail: { status: 'invalid_api_key', message: `Invalid API key: ${API_KEY}` },
      }),
    );
    const failure = await synthesizer()
      .synthesize({ text: 'Hello', voice: 'alice', countryId: 'uk' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'unavailable' });
    expect((failure as Error).message).toBe(
      'ElevenLabs answered HTTP 401 invalid_api_key (check the API key)',
    );
  });

  it('reports a server error as an upstream failure', async () => {
    api.answerWith((_request, response) => answerJson(response, 500, { detail: 'internal error' }));
    await expect(
      synthesizer().synthesize({ text: 'Hello', voice: 'alice', countryId: 'uk' }),
    ).rejects.toMatchObject({
      code: 'upstream',
      message: 'ElevenLabs answered HTTP 500',
    });
  });

  it('gives up after its time limit', async () => {
    api.answerWith(neverAnswer);
    await expect(
      synthesizer(200).synthesize({ text: 'Hello', voice: 'alice', countryId: 'uk' }),
    ).rejects.toMatchObject({
      code: 'timeout',
    });
  });

  it('refuses an answer that is not MP3', async () => {
    api.answerWith((_request, response) => answerJson(response, 200, { audio: 'missing' }));
    await expect(
      synthesizer().synthesize({ text: 'Hello', voice: 'alice', countryId: 'uk' }),
    ).rejects.toMatchObject({
      code: 'upstream',
    });
  });
});
