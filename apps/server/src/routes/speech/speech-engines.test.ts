// The endpoints with the real local engines: espeak-ng speaks a line, pocketsphinx hears a child's
// answer spoken by espeak-ng. Skipped where the engines are not installed.
import { buildScript, getCountry, getScenario } from '@callready/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEspeakSynthesizer,
  createPocketsphinxRecognizer,
  isEspeakAvailable,
  isPocketsphinxAvailable,
  OGG_OPUS_CONTENT_TYPE,
} from '../../providers/speech';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { speakAnswer } from '../../test/spoken-answer';
import { createTestContext, type TestContext } from '../../test/test-context';

const espeakInstalled = await isEspeakAvailable();
const pocketsphinxInstalled = espeakInstalled && (await isPocketsphinxAvailable());
if (!pocketsphinxInstalled) {
  console.warn('Skipping speech endpoint tests that need espeak-ng, pocketsphinx or ffmpeg.');
}

describe.skipIf(!espeakInstalled)('speech endpoints with the local engines', () => {
  let context: TestContext;
  let parent: SignedInParent;
  beforeAll(async () => {
    context = await createTestContext({
      speech: {
        synthesizer: createEspeakSynthesizer(),
        recognizer: pocketsphinxInstalled ? createPocketsphinxRecognizer() : null,
      },
    });
    parent = await signUpAndVerify(context, { email: 'speech-engines@example.com' });
  });
  afterAll(() => context.close());

  it('speaks an operator line as ogg/opus audio', async () => {
    const response = await apiRequest(context, '/api/speech/synthesize', {
      method: 'POST',
      body: { text: 'Emergency, which service do you need?' },
      cookie: parent.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(OGG_OPUS_CONTENT_TYPE);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('OggS');
  });

  it.skipIf(!pocketsphinxInstalled)('hears the key words of a spoken answer', async () => {
    const question = buildScript(getScenario('999', 'house-fire')!, getCountry('uk')).questions[0]!;
    const query = new URLSearchParams({
      scenarioType: '999',
      scenarioId: 'house-fire',
      questionId: question.id,
    });
    const response = await context.app.request(`/api/speech/transcribe?${query.toString()}`, {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/webm', cookie: parent.cookie },
      body: (await speakAnswer(question.modelAnswer)).audio,
    });
    expect(response.status).toBe(200);
    const { text } = (await response.json()) as { text: string };
    expect(text.split(' ')).toEqual(expect.arrayContaining(['fire', 'house']));
  });
});
