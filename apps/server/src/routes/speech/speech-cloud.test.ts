// With a cloud key set, the same endpoints speak and listen through the cloud provider, chosen by
// the same selection as at start. Local stand-ins of the OpenAI and ElevenLabs APIs answer.
import type { Child } from '@callready/contract';
import { buildScript, getCountry, getScenario } from '@callready/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEVENLABS_VOICE_IDS, selectSpeechProviders } from '../../providers/speech';
import { answerBytes, answerJson, startHttpStandIn, type HttpStandIn } from '../../test/http-stand-in';
import { MP3_START, oggOpusHeaderPage } from '../../test/audio-samples';
import { apiRequest, readJson, signUpAndVerify } from '../../test/auth-helpers';
import { addChild } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const question = buildScript(getScenario('999', 'house-fire')!, getCountry('us')).questions[0]!;

/** A family whose server picked its speech the way it does at start, from these settings. */
async function serverWith(settings: Parameters<typeof selectSpeechProviders>[0]) {
  const speech = await selectSpeechProviders({
    ...settings,
    isEspeakAvailable: () => Promise.resolve(true),
    isPocketsphinxAvailable: () => Promise.resolve(true),
  });
  const context = await createTestContext({ speech });
  const parent = await signUpAndVerify(context, { email: `cloud-${speech.describe().length}@example.com` });
  const child: Child = await addChild(context, parent, { name: 'Noor', countryCode: 'us' });
  return { context, code: child.inviteCode ?? '' };
}

describe('with OPENAI_API_KEY', () => {
  let openai: HttpStandIn;
  let context: TestContext;
  let code: string;
  beforeAll(async () => {
    openai = await startHttpStandIn((request, response) =>
      request.url === '/v1/audio/transcriptions'
        ? answerJson(response, 200, { text: 'I need the fire brigade' })
        : answerBytes(response, 'audio/ogg', oggOpusHeaderPage()),
    );
    ({ context, code } = await serverWith({ openaiApiKey: 'sk-cloud-test', openaiBaseUrl: openai.baseUrl }));
  });
  afterAll(async () => {
    await context.close();
    await openai.close();
  });

  it("speaks a child's call in OpenAI's voice for the country", async () => {
    const response = await apiRequest(context, '/api/speech/synthesize', {
      method: 'POST',
      body: { text: question.text['7-10'], countryId: 'us', inviteCode: code },
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(oggOpusHeaderPage());
    const sent = openai.requests.find((request) => request.url === '/v1/audio/speech');
    expect(sent?.headers.authorization).toBe('Bearer sk-cloud-test');
    expect(JSON.parse(sent?.body.toString() ?? '{}')).toMatchObject({
      voice: 'echo',
      input: question.text['7-10'],
    });
  });

  it("hears a child's answer through OpenAI's transcription, prompted with the question's words", async () => {
    const query = new URLSearchParams({
      inviteCode: code,
      scenarioType: '999',
      scenarioId: 'house-fire',
      questionId: question.id,
      countryId: 'us',
    });
    const response = await context.app.request(`/api/speech/transcribe?${query.toString()}`, {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/webm' },
      body: Buffer.from('webm recording'),
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      text: 'I need the fire brigade',
      hearing: 'heard',
      confidence: 1,
    });
    const sent = openai.requests.find((request) => request.url === '/v1/audio/transcriptions');
    expect(sent?.body.toString('latin1')).toContain('webm recording');
    expect(sent?.body.toString('utf8')).toContain('Words they may use:');
  });
});

describe('with ELEVENLABS_API_KEY', () => {
  let elevenlabs: HttpStandIn;
  let context: TestContext;
  let code: string;
  beforeAll(async () => {
    elevenlabs = await startHttpStandIn((_request, response) =>
      answerBytes(response, 'audio/mpeg', MP3_START),
    );
    ({ context, code } = await serverWith({
      elevenlabsApiKey: 'el-cloud-test',
      elevenlabsBaseUrl: elevenlabs.baseUrl,
    }));
  });
  afterAll(async () => {
    await context.close();
    await elevenlabs.close();
  });

  it("speaks in the chosen operator's ElevenLabs voice", async () => {
    const response = await apiRequest(context, '/api/speech/synthesize', {
      method: 'POST',
      body: { text: question.text['7-10'], voice: 'roger', countryId: 'us', inviteCode: code },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(elevenlabs.requests[0]?.url).toContain(`/v1/text-to-speech/${ELEVENLABS_VOICE_IDS.roger}`);
    expect(elevenlabs.requests[0]?.headers['xi-api-key']).toBe('el-cloud-test');
  });
});
