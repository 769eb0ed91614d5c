// Learning each child's voice through the real endpoints (ADR 056), with a recogniser stand-in that
// says what it was asked: a practice sentence the child read is kept as features for that child
// only, the sixth learns the voice, the next decode of that child uses it and no other child's does,
// nothing of it reaches a cloud engine, only the child's parent sees or forgets it, and it goes with
// the child and with the account.
import type { Child, VoiceLearning } from '@callready/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import type { SpeechRecognizer, TranscriptionRequest, VoiceSample } from '../../providers/speech';
import { apiRequest, readJson, signUpAndVerify, type SignedInParent } from '../../test/auth-helpers';
import { addChild, setPlan } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

/** A valid one-class MLLR file of width 1, marked by its shift. */
const transformMarked = (shift: number) => `1\n1\n1\n1\n${shift}\n1\n`;

function standInRecognizer(id: SpeechRecognizer['id']) {
  const requests: TranscriptionRequest[] = [];
  const learnt: VoiceSample[][] = [];
  const state = { heard: '' };
  const recognizer: SpeechRecognizer = {
    id,
    async transcribe(request) {
      requests.push(request);
      return {
        text: state.heard,
        confidence: 0.9,
        ...(request.voice?.keepFeatures ? { features: Buffer.from(`features of ${state.heard}`) } : {}),
      };
    },
    async learnVoice(samples) {
      learnt.push([...samples]);
      return transformMarked(samples.length);
    },
    canLearnVoices: () => Promise.resolve(true),
  };
  return { recognizer, requests, learnt, state };
}

const SENTENCES = [
  'My name is Sam, and I need some help, please.',
  'There is a fire in the kitchen.',
  'My mum fell down the stairs.',
  'Please send an ambulance.',
  'He is breathing but he is not talking.',
  "I'm at 12 Oak Street in Riverside.",
  'The man ran out of the back door.',
  'She hurt her arm on the swings.',
];

const local = standInRecognizer('pocketsphinx');
let context: TestContext;
let parent: SignedInParent;
let otherParent: SignedInParent;
let poppy: Child;
let theo: Child;
beforeAll(async () => {
  context = await createTestContext({ speech: { synthesizer: null, recognizer: local.recognizer } });
  parent = await signUpAndVerify(context, { email: 'speech-voices@example.com' });
  otherParent = await signUpAndVerify(context, { email: 'speech-voices-other@example.com' });
  await setPlan(context, parent, { tier: 'premium' });
  poppy = await addChild(context, parent, { name: 'Poppy' });
  theo = await addChild(context, parent, { name: 'Theo' });
});
afterAll(() => context.close());
beforeEach(() => {
  local.requests.length = 0;
  local.learnt.length = 0;
});

function transcribe(
  ctx: TestContext,
  child: Child,
  heard: string,
  fields: { sentence?: string; questionId?: string },
  cookie?: string,
) {
  local.state.heard = heard;
  const query = new URLSearchParams({
    inviteCode: child.inviteCode ?? '',
    countryId: 'uk',
    ...(fields.sentence ? { sentence: fields.sentence } : {}),
    ...(fields.questionId
      ? { scenarioType: '999', scenarioId: 'house-fire', questionId: fields.questionId }
      : {}),
  });
  return ctx.app.request(`/api/speech/transcribe?${query.toString()}`, {
    method: 'POST',
    headers: { origin: ctx.env.PUBLIC_URL, 'content-type': 'audio/webm', ...(cookie ? { cookie } : {}) },
    body: new Uint8Array(Buffer.from('a recording')),
  });
}

/** The child reads a sentence as written. */
async function read(child: Child, sentence: string) {
  const response = await transcribe(context, child, sentence.toLowerCase().replace(/[,.]/g, ''), {
    sentence,
  });
  expect(response.status).toBe(200);
}

const samplesOf = (childId: string) =>
  context.db
    .select({ words: schema.childVoiceSamples.words, features: schema.childVoiceSamples.features })
    .from(schema.childVoiceSamples)
    .where(eq(schema.childVoiceSamples.childId, childId));
const transformsOf = (childId: string) =>
  context.db
    .select()
    .from(schema.childVoiceTransforms)
    .where(eq(schema.childVoiceTransforms.childId, childId));
const statusOf = async (child: Child, who: SignedInParent = parent) =>
  apiRequest(context, `/api/speech/voices/${child.id}`, { cookie: who.cookie });

describe("learning a child's voice from voice practice", () => {
  it('keeps a sentence the child read as its features and words, for that child only', async () => {
    await read(poppy, SENTENCES[0] ?? '');
    expect(local.requests[0]?.voice).toEqual({ keepFeatures: true });
    const samples = await samplesOf(poppy.id);
    expect(samples.map((sample) => sample.words)).toEqual(['my name is sam and i need some help please']);
    expect(Buffer.from(samples[0]?.features ?? []).toString()).toBe(
      'features of my name is sam and i need some help please',
    );
    expect(await samplesOf(theo.id)).toEqual([]);
    const status = await statusOf(poppy);
    expect(status.status).toBe(200);
    expect(await readJson<VoiceLearning>(status)).toEqual({
      available: true,
      sentences: 1,
      needed: 6,
      learntFrom: null,
    });
  });

  it("keeps nothing from other words, a call's answers or a parent's preview", async () => {
    // The child said their own address instead of the example's.
    expect(
      (await transcribe(context, theo, 'i live at four mill lane', { sentence: SENTENCES[5] })).status,
    ).toBe(200);
    // An answer in a call: no sentence, no features asked for.
    await transcribe(context, theo, 'there is a fire', { questionId: 'house-fire/problem' });
    expect(local.requests.at(-1)?.voice).toBeUndefined();
    // A parent beside the child (a preview on the parent's device) is not the child's voice.
    await transcribe(context, theo, 'please send an ambulance', { sentence: SENTENCES[3] }, parent.cookie);
    expect(local.requests.at(-1)?.voice).toBeUndefined();
    expect(await samplesOf(theo.id)).toEqual([]);
  });

  it("learns the voice at the sixth sentence and decodes that child's speech with it, no other child's", async () => {
    for (const sentence of SENTENCES.slice(1, 5)) await read(poppy, sentence);
    expect(local.learnt).toEqual([]);
    expect(await readJson<VoiceLearning>(await statusOf(poppy))).toMatchObject({
      sentences: 5,
      learntFrom: null,
    });

    await read(poppy, SENTENCES[5] ?? '');
    expect(local.learnt).toHaveLength(1);
    expect(local.learnt[0]?.map((sample) => sample.words).sort()).toEqual(
      [
        'my name is sam and i need some help please',
        'there is a fire in the kitchen',
        'my mum fell down the stairs',
        'please send an ambulance',
        'he is breathing but he is not talking',
        "i'm at twelve oak street in riverside",
      ].sort(),
    );
    expect(await readJson<VoiceLearning>(await statusOf(poppy))).toEqual({
      available: true,
      sentences: 6,
      needed: 6,
      learntFrom: 6,
    });

    local.requests.length = 0;
    await transcribe(context, poppy, 'there is a fire', { questionId: 'house-fire/problem' });
    await transcribe(context, theo, 'there is a fire', { questionId: 'house-fire/problem' });
    expect(local.requests[0]?.voice).toEqual({ transform: transformMarked(6) });
    expect(local.requests[1]?.voice).toBeUndefined();
  });

  it('learns again from each new sentence, from the most recent twelve', async () => {
    for (let round = 0; round < 8; round += 1) await read(poppy, SENTENCES[round % SENTENCES.length] ?? '');
    expect(local.learnt.map((samples) => samples.length)).toEqual([7, 8, 9, 10, 11, 12, 12, 12]);
    expect(await samplesOf(poppy.id)).toHaveLength(12);
    expect(await readJson<VoiceLearning>(await statusOf(poppy))).toMatchObject({
      sentences: 12,
      learntFrom: 12,
    });
    // The sentence being learnt from is decoded with the voice learnt so far.
    expect(local.requests.at(-1)?.voice).toEqual({ transform: transformMarked(12), keepFeatures: true });
  });

  it("shows and forgets a child's voice only for the child's parent", async () => {
    expect((await statusOf(poppy, otherParent)).status).toBe(404);
    expect((await apiRequest(context, `/api/speech/voices/${poppy.id}`, {})).status).toBe(401);
    expect(
      (await apiRequest(context, '/api/speech/voices/not-a-child', { cookie: parent.cookie })).status,
    ).toBe(404);
    const refused = await apiRequest(context, `/api/speech/voices/${poppy.id}`, {
      method: 'DELETE',
      cookie: otherParent.cookie,
    });
    expect(refused.status).toBe(404);
    expect(await transformsOf(poppy.id)).toHaveLength(1);

    const forgotten = await apiRequest(context, `/api/speech/voices/${poppy.id}`, {
      method: 'DELETE',
      cookie: parent.cookie,
    });
    expect(forgotten.status).toBe(204);
    expect(await samplesOf(poppy.id)).toEqual([]);
    expect(await transformsOf(poppy.id)).toEqual([]);
    expect(await readJson<VoiceLearning>(await statusOf(poppy))).toEqual({
      available: true,
      sentences: 0,
      needed: 6,
      learntFrom: null,
    });
    local.requests.length = 0;
    await transcribe(context, poppy, 'there is a fire', { questionId: 'house-fire/problem' });
    expect(local.requests[0]?.voice).toBeUndefined();
  });

  it('goes with the child, and with the account', async () => {
    const ivy = await addChild(context, parent, { name: 'Ivy' });
    for (const sentence of SENTENCES.slice(0, 6)) await read(ivy, sentence);
    expect(await transformsOf(ivy.id)).toHaveLength(1);
    const removed = await apiRequest(context, `/api/children/${ivy.id}`, {
      method: 'DELETE',
      cookie: parent.cookie,
    });
    expect(removed.status).toBeLessThan(300);
    expect(await samplesOf(ivy.id)).toEqual([]);
    expect(await transformsOf(ivy.id)).toEqual([]);

    for (const sentence of SENTENCES.slice(0, 6)) await read(theo, sentence);
    expect(await transformsOf(theo.id)).toHaveLength(1);
    const deleted = await apiRequest(context, '/api/account/delete', {
      method: 'POST',
      body: { password: parent.password },
      cookie: parent.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await samplesOf(theo.id)).toEqual([]);
    expect(await transformsOf(theo.id)).toEqual([]);
  });
});

describe('a server whose recogniser is a cloud engine', () => {
  const cloud = standInRecognizer('openai');
  const beside = standInRecognizer('pocketsphinx');
  let cloudContext: TestContext;
  let cloudParent: SignedInParent;
  let child: Child;
  beforeAll(async () => {
    cloudContext = await createTestContext({
      speech: { synthesizer: null, recognizer: cloud.recognizer, localRecognizer: beside.recognizer },
    });
    cloudParent = await signUpAndVerify(cloudContext, { email: 'speech-voices-cloud@example.com' });
    child = await addChild(cloudContext, cloudParent, { name: 'Rosa' });
  });
  afterAll(() => cloudContext.close());

  it('learns no voice, sends nothing of one, and tells the parent it cannot learn voices here', async () => {
    for (const sentence of SENTENCES.slice(0, 6)) {
      cloud.state.heard = sentence.toLowerCase().replace(/[,.]/g, '');
      const query = new URLSearchParams({ inviteCode: child.inviteCode ?? '', countryId: 'uk', sentence });
      const response = await cloudContext.app.request(`/api/speech/transcribe?${query.toString()}`, {
        method: 'POST',
        headers: { origin: cloudContext.env.PUBLIC_URL, 'content-type': 'audio/webm' },
        body: new Uint8Array(Buffer.from('a recording')),
      });
      expect(response.status).toBe(200);
    }
    expect(cloud.requests).toHaveLength(6);
    expect(cloud.requests.every((request) => request.voice === undefined)).toBe(true);
    expect(cloud.learnt).toEqual([]);
    expect(beside.learnt).toEqual([]);
    const status = await apiRequest(cloudContext, `/api/speech/voices/${child.id}`, {
      cookie: cloudParent.cookie,
    });
    expect(await readJson<VoiceLearning>(status)).toEqual({
      available: false,
      sentences: 0,
      needed: 6,
      learntFrom: null,
    });
  });
});
