// The transcribe endpoint with the real offline recogniser (ADR 052): a recording with nothing said
// comes back as not heard, with no words, however the call's vocabulary would have guessed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPocketsphinxRecognizer, isPocketsphinxAvailable } from '../../providers/speech';
import { noiseClip } from '../../test/hearing-clips';
import { signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const installed = await isPocketsphinxAvailable();

describe.skipIf(!installed)('hearing through POST /api/speech/transcribe', () => {
  let context: TestContext;
  let parent: SignedInParent;
  beforeAll(async () => {
    context = await createTestContext({
      speech: { synthesizer: null, recognizer: createPocketsphinxRecognizer({ timeoutMs: 120_000 }) },
    });
    parent = await signUpAndVerify(context, { email: 'speech-hearing@example.com' });
  });
  afterAll(() => context.close());

  it('answers a noise clip as not heard, with no words', async () => {
    const query = new URLSearchParams({
      scenarioType: '999',
      scenarioId: 'heart-attack',
      questionId: 'heart-attack/address',
      countryId: 'uk',
    });
    const response = await context.app.request(`/api/speech/transcribe?${query.toString()}`, {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/wav', cookie: parent.cookie },
      body: new Uint8Array(noiseClip('breathing')),
    });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { text: string; hearing: string; confidence: number };
    expect(reply).toMatchObject({ text: '', hearing: 'not-heard' });
    expect(reply.confidence).toBeGreaterThanOrEqual(0);
    expect(reply.confidence).toBeLessThan(0.35);
  });
});
