import { DEMO_PROMPT } from '@callready/contract';
import { buildScript, getCountry, SCENARIOS } from '@callready/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { audioAddress, voiceTagOf } from '../../modules/speech/audio-address';
import type { SpeechSynthesizer, SynthesisRequest } from '../../providers/speech';
import { apiRequest, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const made: SynthesisRequest[] = [];
const synthesizer: SpeechSynthesizer = {
  id: 'espeak',
  async synthesize(request) {
    made.push(request);
    return {
      audio: Buffer.from(`${request.countryId}|${request.text}`),
      contentType: 'audio/ogg; codecs=opus',
    };
  },
};

const [firstScenario] = SCENARIOS;
if (!firstScenario) throw new Error('No scenarios');
const QUESTION = buildScript(firstScenario, getCountry('uk')).questions[1]?.text['7-10'] ?? '';
const READ_BACK = 'You said “Sol Smith, 3 Elm Road” — is that right?';
const ADDRESS = /^\/api\/speech\/audio\/[0-9a-f]{64}$/;

let context: TestContext;
let parent: SignedInParent;
beforeAll(async () => {
  context = await createTestContext({ speech: { synthesizer, recognizer: null } });
  parent = await signUpAndVerify(context, { email: 'speech-audio@example.com' });
});
afterAll(() => context.close());
beforeEach(async () => {
  made.length = 0;
  await context.db.delete(schema.speechCache);
  await context.db.delete(schema.rateLimits);
});

const synthesize = (text: string) =>
  apiRequest(context, '/api/speech/synthesize', { body: { text, countryId: 'uk' }, cookie: parent.cookie });
const get = (path: string, headers: Record<string, string> = {}) => context.app.request(path, { headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString();

describe('GET /api/speech/audio/:address', () => {
  it('serves a scripted line at the address the synthesis answer gives, to anyone, for good', async () => {
    const posted = await synthesize(QUESTION);
    const address = posted.headers.get('content-location') ?? '';
    expect(address).toMatch(ADDRESS);
    expect(address).not.toContain(encodeURIComponent(QUESTION.split(' ')[0] ?? ''));

    const response = await get(address);
    expect(response.status).toBe(200);
    expect(await bytes(response)).toBe(await bytes(posted));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(response.headers.get('etag')).toBe(`"${address.split('/').at(-1)}"`);
    // The second answer came from the cache.
    expect(made).toHaveLength(1);
  });

  it('answers 304 with no body when the browser already holds it', async () => {
    const address = (await synthesize(QUESTION)).headers.get('content-location') ?? '';
    const etag = (await get(address)).headers.get('etag') ?? '';
    const again = await get(address, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toContain('immutable');
    expect((await get(address, { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('has the address the web works out from the voice tag, and makes a line not yet cached', async () => {
    const capabilities = (await (await get('/api/speech/capabilities')).json()) as { voiceTag?: string };
    expect(capabilities.voiceTag).toBe(voiceTagOf('espeak'));
    const address = audioAddress(voiceTagOf('espeak'), {
      text: DEMO_PROMPT,
      voice: 'charlotte',
      countryId: 'nz',
    });
    const response = await get(`/api/speech/audio/${address}`);
    expect(response.status).toBe(200);
    expect(await bytes(response)).toBe(`nz|${DEMO_PROMPT}`);
  });

  it('gives a read-back of a child’s words no address, and never serves one', async () => {
    const posted = await synthesize(READ_BACK);
    expect(posted.status).toBe(200);
    expect(posted.headers.get('content-location')).toBeNull();
    const address = audioAddress(voiceTagOf('espeak'), {
      text: READ_BACK,
      voice: 'charlotte',
      countryId: 'uk',
    });
    expect((await get(`/api/speech/audio/${address}`)).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed address without making anything', async () => {
    expect((await get(`/api/speech/audio/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await get('/api/speech/audio/not-a-hash')).status).toBe(404);
    expect(made).toEqual([]);
  });

  it('answers 404 on a server without a voice, whose capabilities carry no tag', async () => {
    const bare = await createTestContext();
    try {
      const address = audioAddress(voiceTagOf('espeak'), {
        text: QUESTION,
        voice: 'charlotte',
        countryId: 'uk',
      });
      expect((await bare.app.request(`/api/speech/audio/${address}`)).status).toBe(404);
      expect(await (await bare.app.request('/api/speech/capabilities')).json()).not.toHaveProperty(
        'voiceTag',
      );
    } finally {
      await bare.close();
    }
  });
});
