// What the transcribe endpoint asks the recogniser to listen for (ADR 052): the call's vocabulary
// for the moment named, and a child's own stored address only at that child's place questions, only
// to this server's own engine.
import type { Child } from '@callready/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAddressCipher } from '../../modules/home-details/address-cipher';
import { updateChildHome } from '../../modules/home-details/home-details';
import type { SpeechRecognizer, TranscriptionRequest } from '../../providers/speech';
import { signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, setPlan } from '../../test/children-helpers';
import { createTestContext, TEST_SECRETS, type TestContext } from '../../test/test-context';

function recordingRecognizer(id: SpeechRecognizer['id']) {
  const requests: TranscriptionRequest[] = [];
  const recognizer: SpeechRecognizer = {
    id,
    async transcribe(request) {
      requests.push(request);
      return { text: 'nine blackthorn drive', confidence: 0.9 };
    },
  };
  return { recognizer, requests };
}

const cloud = recordingRecognizer('openai');
const local = recordingRecognizer('pocketsphinx');
let context: TestContext;
let parent: SignedInParent;
let withHome: Child;
let withoutHome: Child;
beforeAll(async () => {
  context = await createTestContext({
    speech: { synthesizer: null, recognizer: cloud.recognizer, localRecognizer: local.recognizer },
  });
  parent = await signUpAndVerify(context, { email: 'speech-vocabulary@example.com' });
  await setPlan(context, parent, { tier: 'premium' });
  withHome = await addChild(context, parent, { name: 'Aoife', countryCode: 'ie' });
  withoutHome = await addChild(context, parent, { name: 'Cian', countryCode: 'ie' });
  const cipher = createAddressCipher(TEST_SECRETS.ADDRESS_ENCRYPTION_KEY);
  const home = { flat: '', number: '9', street: 'Blackthorn Drive', town: 'Galway', postcode: '' };
  await updateChildHome(context.db, cipher, withHome.id, { home }, new Date());
});
afterAll(() => context.close());
beforeEach(() => {
  cloud.requests.length = 0;
  local.requests.length = 0;
});

const RECORDING = Buffer.from('a recording');

function transcribe(child: Child, questionId: string | undefined, cookie?: string) {
  const query = new URLSearchParams({
    inviteCode: child.inviteCode ?? '',
    countryId: 'ie',
    ...(questionId ? { scenarioType: '999', scenarioId: 'robbery', questionId } : {}),
  });
  return context.app.request(`/api/speech/transcribe?${query.toString()}`, {
    method: 'POST',
    headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/webm', ...(cookie ? { cookie } : {}) },
    body: new Uint8Array(RECORDING),
  });
}

const ownWords = (request: TranscriptionRequest | undefined) =>
  (request?.vocabulary?.ownSentences ?? []).map((sentence) => sentence.text).join(' | ');

describe('what the recogniser listens for', () => {
  it("adds a child's own address at the address question, its follow-ups and read-back, and Learn my address", async () => {
    for (const questionId of [
      'robbery/address',
      'robbery/address/follow-up-1',
      'robbery/address/confirm',
      undefined,
    ]) {
      const response = await transcribe(withHome, questionId);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        text: 'nine blackthorn drive',
        hearing: 'heard',
        confidence: 0.9,
      });
    }
    expect(local.requests).toHaveLength(4);
    for (const request of local.requests) expect(ownWords(request)).toContain('9 Blackthorn Drive Galway');
    // Every request of a child with a stored address stays on this server (ADR 043).
    expect(cloud.requests).toEqual([]);
  });

  it('adds no address at questions that ask for no place', async () => {
    for (const questionId of [
      'robbery/service',
      'robbery/description',
      'robbery/people',
      'robbery/service/confirm',
    ])
      await transcribe(withHome, questionId);
    expect(local.requests).toHaveLength(4);
    for (const request of local.requests) {
      expect(request.vocabulary?.ownSentences).toBeUndefined();
      expect(request.vocabulary?.sentences.some((sentence) => /blackthorn/i.test(sentence.text))).toBe(false);
    }
  });

  it("adds another child's address to no one, not even with their parent signed in beside them", async () => {
    await transcribe(withoutHome, 'robbery/address');
    await transcribe(withoutHome, 'robbery/address', parent.cookie);
    const requests = [...local.requests, ...cloud.requests];
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(ownWords(request)).toBe('');
    expect(JSON.stringify(requests.map((request) => request.vocabulary))).not.toMatch(/blackthorn/i);
  });

  it("names the moment's vocabulary, and gives a cloud recogniser the question's hints", async () => {
    const response = await transcribe(withoutHome, 'robbery/service');
    expect(response.status).toBe(200);
    const [request] = [...cloud.requests, ...local.requests];
    expect(request?.vocabulary?.key).toContain('robbery');
    expect(request?.phrases.length).toBeGreaterThan(0);
  });
});
