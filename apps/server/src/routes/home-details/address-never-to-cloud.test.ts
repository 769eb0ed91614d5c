// With a cloud voice and recogniser configured, nothing the server sends them holds the family's
// address (ADR 037): storing it, the child's summary, tiles and checks, and the data download all
// stay on this server. A local stand-in of the OpenAI API records every request it gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectSpeechProviders } from '../../providers/speech';
import {
  answerBytes,
  answerJson,
  startHttpStandIn,
  type HttpStandIn,
} from '../../providers/speech/http-stand-in';
import { oggOpusHeaderPage } from '../../providers/speech/test-audio-samples';
import { apiRequest, cookieFrom, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const HOME = { flat: '2', number: '88', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };

describe('the address and a cloud speech provider', () => {
  let openai: HttpStandIn;
  let context: TestContext;
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
    context = await createTestContext({ speech });
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
      body: { home: HOME, second_home: { label: "Grandma's", address: HOME }, phone: 'samsung' },
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
});
