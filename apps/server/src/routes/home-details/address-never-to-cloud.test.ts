// With a cloud voice and recogniser configured, nothing the server sends them holds the family's
// address (ADR 037): storing it, the child's summary, tiles and checks, and the data download all
// stay on this server. A local stand-in of the OpenAI API records every request it gets.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db';
import { buildScript, getCountry, getScenario, type Scenario } from '@callready/core';
import {
  selectSpeechProviders,
  type SpeechRecognizer,
  type SpeechSynthesizer,
  type SynthesisRequest,
} from '../../providers/speech';
import { answerBytes, answerJson, startHttpStandIn, type HttpStandIn } from '../../test/http-stand-in';
import { oggOpusHeaderPage } from '../../test/audio-samples';
import { apiRequest, cookieFrom, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const HOME = { flat: '2', number: '88', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };

/** This server's own engines, standing in for pocketsphinx and espeak-ng: they record what they get. */
function localEngines() {
  const heard: string[] = [];
  const said: SynthesisRequest[] = [];
  const recognizer: SpeechRecognizer = {
    id: 'pocketsphinx',
    transcribe: (request) => {
      heard.push(request.contentType);
      return Promise.resolve({ text: 'flat two eighty eight mill lane leeds' });
    },
  };
  const synthesizer: SpeechSynthesizer = {
    id: 'espeak',
    synthesize: (request) => {
      said.push(request);
      return Promise.resolve({ audio: oggOpusHeaderPage(), contentType: 'audio/ogg' });
    },
  };
  return { recognizer, synthesizer, heard, said };
}

describe('the address and a cloud speech provider', () => {
  let openai: HttpStandIn;
  let context: TestContext;
  const local = localEngines();
  beforeAll(async () => {
    openai = await startHttpStandIn((request, response) =>
      request.url === '/v1/audio/transcriptions'
        ? answerJson(response, 200, { text: 'flat two eighty eight mill lane' })
        : answerBytes(response, 'audio/ogg', oggOpusHeaderPage()),
    );
    const speech = await selectSpeechProviders({
      openaiApiKey: 'sk-cloud-test',
      openaiBaseUrl: openai.baseUrl,
      isEspeakAvailable: () => Promise.resolve(true),
      isPocketsphinxAvailable: () => Promise.resolve(true),
    });
    context = await createTestContext({
      speech: { ...speech, localRecognizer: local.recognizer, localSynthesizer: local.synthesizer },
    });
  });
  afterAll(async () => {
    await context.close();
    await openai.close();
  });

  it('never reaches the stand-in, whatever the parent and the child do with it', async () => {
    const parent = await signUpAndVerify(context, { email: 'cloud-address@example.com' });
    const child = await addChild(context, parent, { name: 'Sam', age: 6 });
    const stored = await apiRequest(context, `/api/children/${child.id}/home`, {
      method: 'PATCH',
      body: { home: HOME, secondHome: { label: "Grandma's", address: HOME }, phone: 'samsung' },
      cookie: parent.cookie,
    });
    expect(stored.status).toBe(200);
    const session = await apiRequest(context, '/api/child/session', {
      body: { inviteCode: await storedInviteCode(context, child.id) },
      clientAddress: '198.51.100.77',
    });
    const cookie = cookieFrom(session);
    for (const path of [
      '/api/child/home',
      '/api/child/address/tiles?slot=home',
      '/api/child/address/tiles?slot=second',
    ]) {
      expect((await apiRequest(context, path, { method: 'GET', cookie })).status).toBe(200);
    }
    for (const purpose of ['learn', 'call']) {
      const checked = await apiRequest(context, '/api/child/address/check', {
        body: { answer: 'flat 2 88 mill lane leeds', purpose },
        cookie,
      });
      expect(checked.status).toBe(200);
    }
    expect(
      (await apiRequest(context, '/api/account/export', { method: 'GET', cookie: parent.cookie })).status,
    ).toBe(200);
    await context.settle();

    const sent = openai.requests
      .map((request) => `${request.url} ${request.body.toString('latin1')}`)
      .join('\n');
    for (const word of ['Mill', 'mill', 'Leeds', 'LS6', 'Grandma']) expect(sent).not.toContain(word);
  });

  it('hears a child with a stored address, and reads their address back, only with this server’s own engines', async () => {
    const parent = await signUpAndVerify(context, { email: 'cloud-call@example.com' });
    const withAddress = await addChild(context, parent, { name: 'Ada', age: 7 });
    const otherParent = await signUpAndVerify(context, { email: 'cloud-call-other@example.com' });
    const withoutAddress = await addChild(context, otherParent, { name: 'Ben', age: 7 });
    const stored = await apiRequest(context, `/api/children/${withAddress.id}/home`, {
      method: 'PATCH',
      body: { home: HOME, phone: 'iphone' },
      cookie: parent.cookie,
    });
    expect(stored.status).toBe(200);
    const script = buildScript(getScenario('999', 'house-fire') as Scenario, getCountry('uk'));
    const addressQuestion = script.questions.find((question) => question.kind === 'address');
    const openaiTranscriptions = () =>
      openai.requests.filter((request) => request.url === '/v1/audio/transcriptions').length;

    const speakAnswer = async (childId: string, questionId: string) => {
      const query = new URLSearchParams({
        inviteCode: await storedInviteCode(context, childId),
        scenarioType: '999',
        scenarioId: 'house-fire',
        questionId,
        countryId: 'uk',
      });
      const response = await context.app.request(`/api/speech/transcribe?${query.toString()}`, {
        method: 'POST',
        headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/ogg' },
        body: oggOpusHeaderPage(),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { text: string }).text;
    };

    // The address answer, its read-back and any other answer of the child with an address: local.
    const before = openaiTranscriptions();
    for (const questionId of [
      `${addressQuestion?.id}`,
      `${addressQuestion?.id}/confirm`,
      'house-fire/service',
    ])
      expect(await speakAnswer(withAddress.id, questionId)).toBe('flat two eighty eight mill lane leeds');
    expect(local.heard).toHaveLength(3);
    expect(openaiTranscriptions()).toBe(before);
    // A child without a stored address is heard as before, by the configured recogniser.
    expect(await speakAnswer(withoutAddress.id, `${addressQuestion?.id}`)).toBe(
      'flat two eighty eight mill lane',
    );
    expect(openaiTranscriptions()).toBe(before + 1);

    // The address read back to the child is said by this server's own voice, and never cached.
    const readBack = "You're at flat 2, 88 Mill Lane, Leeds, LS6 2AB. Is that right?";
    const spoken = await apiRequest(context, '/api/speech/synthesize', {
      body: { text: readBack, inviteCode: await storedInviteCode(context, withAddress.id), countryId: 'uk' },
    });
    expect(spoken.status).toBe(200);
    expect(spoken.headers.get('cache-control')).toBe('no-store');
    expect(local.said.map((request) => request.text)).toEqual([readBack]);
    await context.settle();
    const sent = openai.requests
      .map((request) => `${request.url} ${request.body.toString('latin1')}`)
      .join('\n');
    for (const word of ['Mill', 'Leeds', 'LS6']) expect(sent).not.toContain(word);
    const cached = await context.db
      .select({ text: schema.speechCache.text })
      .from(schema.speechCache)
      .where(like(schema.speechCache.text, '%Mill%'));
    expect(cached).toEqual([]);
  });

  it('decides by the child whose words they are: a parent signed in beside the child, or previewing, changes nothing', async () => {
    const parent = await signUpAndVerify(context, { email: 'cloud-family-tablet@example.com' });
    const child = await addChild(context, parent, { name: 'Poppy', age: 9 });
    const stored = await apiRequest(context, `/api/children/${child.id}/home`, {
      method: 'PATCH',
      body: { home: HOME, phone: 'iphone' },
      cookie: parent.cookie,
    });
    expect(stored.status).toBe(200);
    const code = await storedInviteCode(context, child.id);
    const cloudRequests = () => openai.requests.length;
    const before = cloudRequests();
    const heardBefore = local.heard.length;
    const saidBefore = local.said.length;

    // The family tablet: the parent's cookie and the child's code; then a preview: the parent alone.
    for (const query of [
      `inviteCode=${code}&questionId=house-fire/address`,
      'questionId=house-fire/address',
    ]) {
      const heard = await context.app.request(`/api/speech/transcribe?${query}`, {
        method: 'POST',
        headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/ogg', cookie: parent.cookie },
        body: oggOpusHeaderPage(),
      });
      expect(heard.status).toBe(200);
    }
    const readBack = 'You said 88 Mill Lane, Leeds. Is that right?';
    for (const body of [
      { text: readBack, inviteCode: code, countryId: 'uk' },
      { text: readBack, countryId: 'uk' },
    ]) {
      const spoken = await apiRequest(context, '/api/speech/synthesize', { body, cookie: parent.cookie });
      expect(spoken.status).toBe(200);
    }
    await context.settle();
    expect(local.heard.length - heardBefore).toBe(2);
    expect(local.said.length - saidBefore).toBe(2);
    expect(cloudRequests()).toBe(before);
  });
});
