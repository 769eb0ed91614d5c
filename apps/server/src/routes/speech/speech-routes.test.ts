import { DEMO_PROMPT, type Child } from '@callready/contract';
import { buildScript, getCountry, getScenario } from '@callready/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { espeakAccentFor } from '../../providers/speech/espeak-synthesizer';
import {
  SpeechProviderError,
  type SpeechRecognizer,
  type SpeechSynthesizer,
  type SynthesisRequest,
  type TranscriptionRequest,
} from '../../providers/speech';
import { apiRequest, readJson, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, setChildActive, setPlan } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

/** A voice that counts its work and says what it was asked, so answers can be told apart. */
function countingSynthesizer() {
  const requests: SynthesisRequest[] = [];
  const synthesizer: SpeechSynthesizer = {
    id: 'espeak',
    async synthesize(request) {
      requests.push(request);
      if (request.text === 'engine breaks') {
        throw new SpeechProviderError('upstream', 'espeak-ng exited with code 139 at /usr/bin/espeak-ng');
      }
      return {
        audio: Buffer.from(`${request.voice}|${request.countryId}|${request.text}`),
        contentType: 'audio/ogg; codecs=opus',
      };
    },
  };
  return { synthesizer, requests };
}

function recordingRecognizer() {
  const requests: TranscriptionRequest[] = [];
  const recognizer: SpeechRecognizer = {
    id: 'pocketsphinx',
    async transcribe(request) {
      requests.push(request);
      if (request.audio.toString() === 'not audio') {
        throw new SpeechProviderError('bad-audio', 'ffmpeg could not decode the upload');
      }
      return { text: 'my house is on fire' };
    },
  };
  return { recognizer, requests };
}

const voice = countingSynthesizer();
const listening = recordingRecognizer();
let context: TestContext;
let parent: SignedInParent;
let child: Child;
beforeAll(async () => {
  context = await createTestContext({
    speech: { synthesizer: voice.synthesizer, recognizer: listening.recognizer },
  });
  parent = await signUpAndVerify(context, { email: 'speech-parent@example.com' });
  // Room for a second child, whose code is switched off below.
  await setPlan(context, parent, { tier: 'premium' });
  child = await addChild(context, parent, { name: 'Sol' });
});
afterAll(() => context.close());
beforeEach(async () => {
  voice.requests.length = 0;
  listening.requests.length = 0;
  await context.db.delete(schema.speechCache);
  await context.db.delete(schema.rateLimits);
});

const codeOf = (someone: Child) => someone.inviteCode ?? '';

const synthesize = (body: unknown, cookie?: string) =>
  apiRequest(context, '/api/speech/synthesize', { method: 'POST', body, cookie });

function transcribe(
  audio: Buffer,
  { contentType = 'audio/webm;codecs=opus', query = {}, cookie }: TranscribeOptions = {},
) {
  const headers: Record<string, string> = { origin: context.env.PUBLIC_URL, 'content-type': contentType };
  if (cookie) headers.cookie = cookie;
  return context.app.request(`/api/speech/transcribe?${new URLSearchParams(query).toString()}`, {
    method: 'POST',
    headers,
    body: audio,
  });
}

interface TranscribeOptions {
  contentType?: string;
  query?: Record<string, string>;
  cookie?: string;
}

/** A scripted line: the same words for everyone, so it may be cached. */
const LINE = DEMO_PROMPT;

describe('GET /api/speech/capabilities', () => {
  it('tells anyone which speech this server offers', async () => {
    const response = await context.app.request('/api/speech/capabilities');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      synthesis: true,
      transcription: true,
      browserRecognition: false,
      voiceTag: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it('names the accent the voice really has for each country, where the engine says', async () => {
    const accented = await createTestContext({
      speech: {
        synthesizer: { ...countingSynthesizer().synthesizer, accentFor: espeakAccentFor },
        recognizer: null,
      },
    });
    try {
      const body = (await (await accented.app.request('/api/speech/capabilities')).json()) as {
        voiceAccents?: Record<string, string>;
      };
      // The offline voice has two accents: an Australian call sounds British, and the page says so.
      expect(body.voiceAccents).toEqual({
        uk: 'British English',
        us: 'American English',
        ca: 'American English',
        au: 'British English',
        ie: 'British English',
        nz: 'British English',
      });
    } finally {
      await accented.close();
    }
  });
});

describe('POST /api/speech/synthesize', () => {
  it('refuses callers who are neither a signed-in parent nor a child with a code', async () => {
    const response = await synthesize({ text: LINE });
    expect(response.status).toBe(401);
    expect(voice.requests).toEqual([]);
  });

  it('refuses unknown and inactive children’s codes', async () => {
    const unknown = await synthesize({ text: LINE, inviteCode: 'ZZZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toMatchObject({ error: 'Invalid invite code' });

    const resting = await addChild(context, parent, { name: 'Rest' });
    await setChildActive(context, resting.id, false);
    expect((await synthesize({ text: LINE, inviteCode: codeOf(resting) })).status).toBe(404);
  });

  it('speaks for a signed-in parent, in charlotte’s voice unless another is asked for', async () => {
    const response = await synthesize({ text: LINE }, parent.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe(`charlotte|uk|${LINE}`);
  });

  it('speaks for a child with an active code, in the voice and accent asked for', async () => {
    const response = await synthesize({
      text: LINE,
      voice: 'roger',
      countryId: 'us',
      inviteCode: codeOf(child),
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe(`roger|us|${LINE}`);
  });

  it('refuses empty and over-long text and unknown voices without speaking', async () => {
    const inviteCode = codeOf(child);
    for (const body of [
      { text: '', inviteCode },
      { text: 'a'.repeat(601), inviteCode },
      { text: LINE, voice: 'hal', inviteCode },
      { inviteCode },
    ]) {
      const response = await synthesize(body);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect((await synthesize({ text: 'a'.repeat(600), inviteCode })).status).toBe(200);
    expect(voice.requests).toHaveLength(1);
  });

  it('answers a repeated line from the shared cache without synthesizing it again', async () => {
    const first = await synthesize({ text: LINE, inviteCode: codeOf(child) });
    // Another copy of the server on the same database finds the cached audio too.
    const second = await context.createInstance().request('/api/speech/synthesize', {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, 'content-type': 'application/json', cookie: parent.cookie },
      body: JSON.stringify({ text: LINE }),
    });
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(voice.requests).toHaveLength(1);
    const rows = await context.db.select().from(schema.speechCache);
    expect(rows).toMatchObject([{ provider: 'espeak', voice: 'charlotte', text: LINE }]);
  });

  it("keeps no line that is not scripted: a read-back of a child's words is in no cache, ours or the browser's", async () => {
    const readBack = 'You said my brother Alfie is at 7 Birchwood Rise. Is that right?';
    for (let time = 0; time < 2; time += 1) {
      const response = await synthesize({ text: readBack, inviteCode: codeOf(child) });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(voice.requests.map((request) => request.text)).toEqual([readBack, readBack]);
    const rows = await context.db.select({ text: schema.speechCache.text }).from(schema.speechCache);
    expect(JSON.stringify(rows)).not.toMatch(/Alfie|Birchwood/);
  });

  it('reports an engine failure without its details', async () => {
    const response = await synthesize({ text: 'engine breaks', inviteCode: codeOf(child) });
    expect(response.status).toBe(502);
    const body = await readJson(response);
    expect(body).toEqual({ error: 'Failed to generate speech. Please try again.', code: 'SPEECH_FAILED' });
  });
});

describe('POST /api/speech/demo', () => {
  const demo = (body: unknown, clientAddress = '198.51.100.7') =>
    apiRequest(context, '/api/speech/demo', { method: 'POST', body, clientAddress });

  it('speaks the demo prompt to any visitor, in charlotte’s voice and the country’s accent', async () => {
    const response = await demo({ text: DEMO_PROMPT, countryId: 'au' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe(`charlotte|au|${DEMO_PROMPT}`);
  });

  it('lets one visitor hear 20 lines of their own an hour, without limiting the prompt or others', async () => {
    for (let line = 1; line <= 20; line += 1) {
      expect((await demo({ text: `Line number ${line}`, countryId: 'uk' })).status).toBe(200);
    }
    const limited = await demo({ text: 'One line too many' });
    expect(limited.status).toBe(429);
    expect(await readJson(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(voice.requests.map((request) => request.text)).not.toContain('One line too many');

    expect((await demo({ text: DEMO_PROMPT })).status).toBe(200);
    expect((await demo({ text: 'Another visitor’s line' }, '198.51.100.8')).status).toBe(200);
  });

  it('refuses empty, blank and over-long lines without speaking', async () => {
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'a'.repeat(301) }]) {
      const response = await demo(body);
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect(voice.requests).toEqual([]);
    expect((await demo({ text: 'a'.repeat(300) })).status).toBe(200);
  });
});

describe('the demo’s cap for all visitors together', () => {
  let capped: TestContext;
  beforeAll(async () => {
    capped = await createTestContext({
      env: { SPEECH_DEMO_LINES_PER_HOUR: '2' },
      speech: { synthesizer: countingSynthesizer().synthesizer, recognizer: null },
    });
  });
  afterAll(() => capped.close());

  it('stops visitors’ own lines once everyone together reaches it, but not the prompt', async () => {
    const demo = (text: string, clientAddress: string) =>
      apiRequest(capped, '/api/speech/demo', { method: 'POST', body: { text }, clientAddress });
    expect((await demo('First visitor', '192.0.2.1')).status).toBe(200);
    expect((await demo('Second visitor', '192.0.2.2')).status).toBe(200);
    expect((await demo('Third visitor', '192.0.2.3')).status).toBe(429);
    expect((await demo(DEMO_PROMPT, '192.0.2.3')).status).toBe(200);
  });
});

describe('POST /api/speech/transcribe', () => {
  const houseFire = buildScript(getScenario('999', 'house-fire')!, getCountry('uk'));
  const question = houseFire.questions[0]!;
  const RECORDING = Buffer.from('webm recording bytes');

  it('applies the same rule on who may send recordings', async () => {
    expect((await transcribe(RECORDING)).status).toBe(401);
    const wrong = await transcribe(RECORDING, { query: { inviteCode: 'ZZZZZZZZ' } });
    expect(wrong.status).toBe(404);
    expect((await transcribe(RECORDING, { cookie: parent.cookie })).status).toBe(200);
    expect(listening.requests).toHaveLength(1);
  });

  it('listens for the question’s expected answers and answers the text', async () => {
    const response = await transcribe(RECORDING, {
      query: {
        inviteCode: codeOf(child),
        scenarioType: '999',
        scenarioId: 'house-fire',
        questionId: question.id,
      },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      text: 'my house is on fire',
      hearing: 'heard',
      confidence: 1,
    });
    const [request] = listening.requests;
    expect(request?.contentType).toBe('audio/webm;codecs=opus');
    expect(request?.audio).toEqual(RECORDING);
    expect(request?.phrases).toEqual(
      expect.arrayContaining([question.modelAnswer, ...question.choices.map((choice) => choice.sentence)]),
    );
  });

  it('listens for the practice sentence in voice practice, and refuses one too long to be a sentence', async () => {
    const sentence = 'My name is Sam, and I need some help, please.';
    const response = await transcribe(RECORDING, { cookie: parent.cookie, query: { sentence } });
    expect(response.status).toBe(200);
    expect(listening.requests[0]?.phrases).toEqual([sentence]);

    const tooLong = await transcribe(RECORDING, {
      cookie: parent.cookie,
      query: { sentence: 'a'.repeat(301) },
    });
    expect(tooLong.status).toBe(400);
    expect(await readJson(tooLong)).toMatchObject({ error: 'The practice sentence is too long' });
    expect(listening.requests).toHaveLength(1);
  });

  it("checks a multipart form's fields like the query's: a too-long sentence or a file for a text field is refused, and nothing is heard", async () => {
    const post = (form: FormData) =>
      context.app.request('/api/speech/transcribe', {
        method: 'POST',
        headers: { origin: context.env.PUBLIC_URL, cookie: parent.cookie },
        body: form,
      });
    const recordingForm = () => {
      const form = new FormData();
      form.set('audio', new File([RECORDING], 'answer.webm', { type: 'audio/webm' }));
      return form;
    };

    const tooLong = recordingForm();
    tooLong.set('sentence', 'a'.repeat(301));
    const refused = await post(tooLong);
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toEqual({
      error: 'The practice sentence is too long',
      code: 'INVALID_INPUT',
    });

    const fileForText = recordingForm();
    fileForText.set('questionId', new File(['x'], 'question.txt'));
    const notText = await post(fileForText);
    expect(notText.status).toBe(400);
    expect(await readJson(notText)).toMatchObject({ code: 'INVALID_INPUT' });
    expect(listening.requests).toHaveLength(0);

    const longest = recordingForm();
    longest.set('sentence', 'a'.repeat(300));
    expect((await post(longest)).status).toBe(200);
    expect(listening.requests).toHaveLength(1);
  });

  it('answers a form without its recording as a recording it cannot use, as before', async () => {
    const form = new FormData();
    form.set('sentence', 'My name is Sam.');
    const response = await context.app.request('/api/speech/transcribe', {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, cookie: parent.cookie },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ code: 'BAD_AUDIO' });
    expect(listening.requests).toHaveLength(0);
  });

  it('takes a multipart form with the recording and its fields, the caller named in the query', async () => {
    const form = new FormData();
    form.set('audio', new File([RECORDING], 'answer.webm', { type: 'audio/webm' }));
    form.set('scenarioType', '999');
    form.set('scenarioId', 'house-fire');
    form.set('questionId', question.id);
    const response = await context.app.request(`/api/speech/transcribe?inviteCode=${codeOf(child)}`, {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(listening.requests[0]?.phrases).toContain(question.modelAnswer);
  });

  it('reads no body before the caller is known: a code inside an anonymous form does not let it in', async () => {
    const form = new FormData();
    form.set('audio', new File([RECORDING], 'answer.webm', { type: 'audio/webm' }));
    form.set('inviteCode', codeOf(child));
    const response = await context.app.request('/api/speech/transcribe', {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL },
      body: form,
    });
    expect(response.status).toBe(401);
    expect(listening.requests).toHaveLength(0);
  });

  it('refuses a form of 190,000 fields: unread when anonymous, uncounted into a parse when signed in', async () => {
    const fields = Array.from({ length: 190_000 }, (_, index) => `f${index}=1`).join('&');
    const anonymous = await context.app.request('/api/speech/transcribe', {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    expect(anonymous.status).toBe(401);
    const signedIn = await context.app.request('/api/speech/transcribe', {
      method: 'POST',
      headers: {
        origin: context.env.PUBLIC_URL,
        cookie: parent.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: fields,
    });
    expect(signedIn.status).toBe(400);
    expect(await readJson(signedIn)).toEqual({
      error: 'The form has too many fields',
      code: 'INVALID_INPUT',
    });
    const manyParts = new FormData();
    manyParts.set('audio', new File([RECORDING], 'answer.webm', { type: 'audio/webm' }));
    for (let index = 0; index < 40; index += 1) manyParts.set(`extra${index}`, 'x');
    const multipart = await context.app.request('/api/speech/transcribe', {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, cookie: parent.cookie },
      body: manyParts,
    });
    expect(multipart.status).toBe(400);
    expect(listening.requests).toHaveLength(0);
  });

  it('refuses recordings over 2 MB, and empty or undecodable ones, in words a child can follow', async () => {
    const query = { inviteCode: codeOf(child) };
    const huge = await transcribe(Buffer.alloc(2 * 1024 * 1024 + 20 * 1024), { query });
    expect(huge.status).toBe(413);
    expect(await readJson(huge)).toEqual({ error: 'Recording is too long', code: 'TOO_LONG' });

    for (const audio of [Buffer.alloc(0), Buffer.from('not audio')]) {
      const response = await transcribe(audio, { query });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        error: "We couldn't process that, but you can still continue.",
        code: 'BAD_AUDIO',
      });
    }
  });
});

describe('speech on a server without engines', () => {
  let bare: TestContext;
  let bareParent: SignedInParent;
  beforeAll(async () => {
    bare = await createTestContext({ env: { SPEECH_REQUESTS_PER_MINUTE: '3' } });
    bareParent = await signUpAndVerify(bare, { email: 'speech-bare@example.com' });
  });
  afterAll(() => bare.close());

  it('says it has no speech, so the browser uses its own voice and typed answers', async () => {
    const response = await bare.app.request('/api/speech/capabilities');
    expect(await response.json()).toEqual({
      synthesis: false,
      transcription: false,
      browserRecognition: false,
    });
  });

  it('offers the browser’s own recognition only when the service allows it and cannot listen itself', async () => {
    const allowing = await createTestContext({ env: { BROWSER_SPEECH_RECOGNITION: 'true' } });
    try {
      const response = await allowing.app.request('/api/speech/capabilities');
      expect(await response.json()).toEqual({
        synthesis: false,
        transcription: false,
        browserRecognition: true,
      });
    } finally {
      await allowing.close();
    }
    const listening = await createTestContext({
      env: { BROWSER_SPEECH_RECOGNITION: 'true' },
      speech: { synthesizer: null, recognizer: recordingRecognizer().recognizer },
    });
    try {
      const response = await listening.app.request('/api/speech/capabilities');
      expect(await response.json()).toMatchObject({ transcription: true, browserRecognition: false });
    } finally {
      await listening.close();
    }
  });

  it('answers 503 so the web uses the browser’s voice and typed answers', async () => {
    const unavailable = { error: 'Speech is not available on this server', code: 'SPEECH_UNAVAILABLE' };
    const spoken = await apiRequest(bare, '/api/speech/synthesize', {
      method: 'POST',
      body: { text: LINE },
      cookie: bareParent.cookie,
      clientAddress: '203.0.113.5',
    });
    expect(spoken.status).toBe(503);
    expect(await readJson(spoken)).toEqual(unavailable);
    const heard = await bare.app.request('/api/speech/transcribe', {
      method: 'POST',
      headers: {
        origin: bare.env.PUBLIC_URL,
        'content-type': 'audio/webm',
        cookie: bareParent.cookie,
        'x-forwarded-for': '203.0.113.5',
      },
      body: Buffer.from('webm'),
    });
    expect(heard.status).toBe(503);
    expect(await readJson(heard)).toEqual(unavailable);
    const demo = await apiRequest(bare, '/api/speech/demo', {
      method: 'POST',
      body: { text: DEMO_PROMPT },
      clientAddress: '203.0.113.5',
    });
    expect(demo.status).toBe(503);
  });

  it('limits how often one caller may ask', async () => {
    // Counted per parent or child: start this parent afresh.
    await bare.db.delete(schema.rateLimits);
    const ask = () =>
      apiRequest(bare, '/api/speech/synthesize', {
        method: 'POST',
        body: { text: LINE },
        cookie: bareParent.cookie,
        clientAddress: '203.0.113.9',
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask()).status).toBe(503);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(await readJson(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
