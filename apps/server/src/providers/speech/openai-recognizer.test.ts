import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerBytes,
  answerJson,
  neverAnswer,
  startHttpStandIn,
  type HttpStandIn,
  type RecordedRequest,
} from '../../test/http-stand-in';
import { createOpenAiRecognizer, transcriptionPrompt } from './openai-recognizer';

const API_KEY = 'sk-test-recogniser-0123456789';
const RECORDING = Buffer.from('1a45dfa3 pretend webm bytes', 'latin1');

async function formOf(request: RecordedRequest | undefined): Promise<FormData> {
  return new Request('http://stand-in.invalid', {
    method: 'POST',
    headers: { 'content-type': String(request?.headers['content-type']) },
    body: new Uint8Array(request?.body ?? Buffer.alloc(0)),
  }).formData();
}

describe('OpenAI recogniser', () => {
  let api: HttpStandIn;

  beforeAll(async () => {
    api = await startHttpStandIn((_request, response) =>
      answerJson(response, 200, { text: 'There is a fire.' }),
    );
  });
  afterAll(() => api.close());

  const recognizer = (timeoutMs = 2_000) =>
    createOpenAiRecognizer({ apiKey: API_KEY, baseUrl: api.baseUrl, timeoutMs });
  const request = {
    audio: RECORDING,
    contentType: 'audio/webm;codecs=opus',
    phrases: ['fire brigade', '12 Oak Street'],
  };

  it('uploads the recording with the model and a prompt built from the phrases', async () => {
    api.answerWith((_request, response) => answerJson(response, 200, { text: ' There is a fire. ' }));
    expect(await recognizer().transcribe(request)).toEqual({ text: 'There is a fire.' });

    const sent = api.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v1/audio/transcriptions');
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(sent);
    expect(form.get('model')).toBe('gpt-4o-mini-transcribe');
    expect(form.get('prompt')).toContain('fire brigade, 12 Oak Street');
    const file = form.get('file') as File;
    expect(file.name).toBe('answer.webm');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(RECORDING);
  });

  it('blames the audio when the API rejects the file', async () => {
    api.answerWith((_request, response) =>
      answerJson(response, 400, { error: { message: 'Invalid file format.', code: 'invalid_value' } }),
    );
    await expect(recognizer().transcribe(request)).rejects.toMatchObject({ code: 'bad-audio' });
  });

  it('reports a rejected key as unavailable without repeating the key', async () => {
    api.answerWith((_request, response) =>
      answerJson(response, 401, { error: { message: `Incorrect API key provided: ${API_KEY}` } }),
    );
    const failure = await recognizer()
      .transcribe(request)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'unavailable' });
    expect((failure as Error).message).not.toContain(API_KEY);
  });

  it('reports a server error as an upstream failure', async () => {
    api.answerWith((_request, response) => answerJson(response, 503, { error: { message: 'overloaded' } }));
    await expect(recognizer().transcribe(request)).rejects.toMatchObject({ code: 'upstream' });
  });

  it('gives up after its time limit', async () => {
    api.answerWith(neverAnswer);
    await expect(recognizer(200).transcribe(request)).rejects.toMatchObject({ code: 'timeout' });
  });

  it('refuses an answer without a transcript', async () => {
    api.answerWith((_request, response) => answerBytes(response, 'text/plain', Buffer.from('ok')));
    await expect(recognizer().transcribe(request)).rejects.toMatchObject({ code: 'upstream' });
  });

  it('checks the upload before sending anything', async () => {
    const before = api.requests.length;
    await expect(recognizer().transcribe({ ...request, contentType: 'text/plain' })).rejects.toMatchObject({
      code: 'bad-audio',
    });
    await expect(recognizer().transcribe({ ...request, audio: Buffer.alloc(0) })).rejects.toMatchObject({
      code: 'bad-audio',
    });
    const small = createOpenAiRecognizer({ apiKey: API_KEY, baseUrl: api.baseUrl, maxAudioBytes: 10 });
    await expect(small.transcribe(request)).rejects.toMatchObject({ code: 'too-long' });
    expect(api.requests.length).toBe(before);
  });
});

describe('transcriptionPrompt', () => {
  it('lists each expected phrase once and stays short', () => {
    expect(transcriptionPrompt(['fire', ' fire ', 'ambulance'])).toBe(
      'A child answers an emergency call operator in a practice call. Words they may use: fire, ambulance.',
    );
    expect(
      transcriptionPrompt(Array.from({ length: 500 }, (_, index) => `phrase number ${index}`)).length,
    ).toBeLessThanOrEqual(800);
  });
});
