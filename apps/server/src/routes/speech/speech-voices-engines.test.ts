// Learning a voice with the real tools (ADR 056): six sentences read in espeak-ng's voice through
// POST /api/speech/transcribe become an MLLR transform made by sphinxtrain, and the next decode of
// that child's speech runs pocketsphinx with it. Skipped where espeak-ng, pocketsphinx, ffmpeg,
// sphinx_fe or sphinxtrain are not installed.
import type { Child, VoiceLearning } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPocketsphinxRecognizer,
  isEspeakAvailable,
  isPocketsphinxAvailable,
  type SpeechRecognizer,
  type TranscriptionRequest,
} from '../../providers/speech';
import { isVoiceAdaptationAvailable } from '../../providers/speech/voice-adaptation';
import { apiRequest, readJson, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild } from '../../test/children-helpers';
import { speakAnswer } from '../../test/spoken-answer';
import { createTestContext, type TestContext } from '../../test/test-context';

const installed =
  (await isEspeakAvailable()) && (await isPocketsphinxAvailable()) && (await isVoiceAdaptationAvailable());
if (!installed)
  console.warn('Skipping voice learning with the real tools: sphinxtrain or sphinx_fe is not installed.');

// The voice-practice exercises' kind of sentences (apps/web/src/features/voice-practice/exercises.ts).
const SENTENCES = [
  'My name is Sam, and I need some help, please.',
  'There is a fire in the kitchen.',
  'My mum fell down the stairs and she is not waking up.',
  'Please send an ambulance.',
  'He is breathing but he is not talking.',
  'The man ran out of the back door.',
];

describe.skipIf(!installed)('learning a voice with sphinxtrain', () => {
  const requests: TranscriptionRequest[] = [];
  let context: TestContext;
  let parent: SignedInParent;
  let child: Child;
  beforeAll(async () => {
    const real = createPocketsphinxRecognizer();
    // The recogniser as it is, watched: what each decode was asked to do with the child's voice.
    const watched: SpeechRecognizer = {
      ...real,
      id: 'pocketsphinx',
      transcribe: (request) => {
        requests.push(request);
        return real.transcribe(request);
      },
    };
    context = await createTestContext({ speech: { synthesizer: null, recognizer: watched } });
    parent = await signUpAndVerify(context, { email: 'speech-voices-engines@example.com' });
    child = await addChild(context, parent, { name: 'Poppy' });
  });
  afterAll(() => context.close());

  const transcribe = async (sentence: string, fields: Record<string, string>) => {
    const { audio } = await speakAnswer(sentence);
    const query = new URLSearchParams({ inviteCode: child.inviteCode ?? '', countryId: 'uk', ...fields });
    const response = await context.app.request(`/api/speech/transcribe?${query.toString()}`, {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/webm' },
      body: new Uint8Array(audio),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { text: string };
  };

  it('learns a transform from six sentences and decodes the next answer with it', async () => {
    for (const sentence of SENTENCES) await transcribe(sentence, { sentence });
    const status = await readJson<VoiceLearning>(
      await apiRequest(context, `/api/speech/voices/${child.id}`, { cookie: parent.cookie }),
    );
    expect(status).toEqual({ available: true, sentences: 6, needed: 6, learntFrom: 6 });

    requests.length = 0;
    const heard = await transcribe('There is a fire in the kitchen.', {
      scenarioType: '999',
      scenarioId: 'house-fire',
      questionId: 'house-fire/problem',
    });
    // mllr_solve's file: one class, three feature streams of 13 (the model's 1s_c_d_dd).
    expect(requests[0]?.voice?.transform?.split('\n').slice(0, 3)).toEqual(['1', '3', '13']);
    expect(heard.text).toContain('fire');
  }, 120_000);
});
