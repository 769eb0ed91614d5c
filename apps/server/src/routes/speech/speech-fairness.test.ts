// One client cannot starve the others: a flood of long recordings from one child leaves another
// child's short answer heard at once, and synthesis beyond the queue is refused with 503.
import type { Child } from '@callready/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechRecognizer, SpeechSynthesizer } from '../../providers/speech';
import { apiRequest, cookieFrom, signUpAndVerify } from '../../test/auth-helpers';
import { addChild, setPlan } from '../../test/children-helpers';
import { createTestContext, type TestContext } from '../../test/test-context';

const LONG_CLIP = Buffer.from('long clip');
const SHORT_CLIP = Buffer.from('short');

/** Long clips are heard only when the test lets them finish; short ones at once. */
function slowRecognizer() {
  let releaseLong!: () => void;
  const longClipsDone = new Promise<void>((resolve) => (releaseLong = resolve));
  let longInFlight = 0;
  const recognizer: SpeechRecognizer = {
    id: 'pocketsphinx',
    async transcribe({ audio }) {
      if (audio.equals(LONG_CLIP)) {
        longInFlight += 1;
        await longClipsDone;
        return { text: 'a very long answer' };
      }
      return { text: 'fire' };
    },
  };
  return { recognizer, releaseLong: () => releaseLong(), longInFlight: () => longInFlight };
}

/** Synthesis that holds every line until released, to fill the queue. */
function heldSynthesizer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  const synthesizer: SpeechSynthesizer = {
    id: 'espeak',
    async synthesize() {
      started += 1;
      await released;
      return { audio: Buffer.from('OggS'), contentType: 'audio/ogg' };
    },
  };
  return { synthesizer, release: () => release(), started: () => started };
}

const listening = slowRecognizer();
const voice = heldSynthesizer();
let context: TestContext;
let flooder: Child;
let other: Child;

beforeAll(async () => {
  context = await createTestContext({
    env: { SPEECH_REQUESTS_PER_MINUTE: '1000' },
    speech: { synthesizer: voice.synthesizer, recognizer: listening.recognizer },
  });
  const parent = await signUpAndVerify(context, { email: 'fair-speech@example.com' });
  await setPlan(context, parent, { tier: 'premium' });
  flooder = await addChild(context, parent, { name: 'Flo' });
  other = await addChild(context, parent, { name: 'Oli' });
});
afterAll(async () => {
  listening.releaseLong();
  voice.release();
  await context.close();
});

async function childCookie(child: Child, clientAddress: string) {
  const response = await apiRequest(context, '/api/child/session', {
    body: { inviteCode: child.inviteCode },
    clientAddress,
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

const send = async (audio: Buffer, cookie: string, clientAddress: string): Promise<Response> =>
  context.app.request('/api/speech/transcribe', {
    method: 'POST',
    headers: {
      origin: context.env.PUBLIC_URL,
      'content-type': 'audio/webm',
      cookie,
      'x-forwarded-for': clientAddress,
    },
    body: audio,
  });

describe('speech under a flood', () => {
  it('hears another child’s short clip at once while one child floods with long ones', async () => {
    // Both children behind one school router: the address is not what tells them apart.
    const school = '203.0.113.50';
    const floodCookie = await childCookie(flooder, school);
    const otherCookie = await childCookie(other, school);

    // Requests race through sign-in checks, so any one of the twelve may be the clip being heard.
    const answered: Response[] = [];
    const flood = Array.from({ length: 12 }, () =>
      send(LONG_CLIP, floodCookie, school).then((response) => {
        answered.push(response);
        return response;
      }),
    );
    // One clip is being heard; the other eleven are turned away without waiting for it.
    while (answered.length < 11) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const response of answered) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(await response.json()).toMatchObject({ code: 'SPEECH_BUSY' });
    }
    expect(listening.longInFlight()).toBe(1);

    // Heard while the flood's clip still holds its slot: had it queued behind that clip, it would
    // never be answered before the release below.
    const answer = await send(SHORT_CLIP, otherCookie, school);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ text: 'fire', hearing: 'heard', confidence: 1 });
    expect(listening.longInFlight()).toBe(1);
    expect(answered).toHaveLength(11);

    listening.releaseLong();
    const statuses = (await Promise.all(flood)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });

  it('refuses synthesis beyond its queue with 503 and Retry-After, and serves the rest', async () => {
    const parent = await signUpAndVerify(context, { email: 'voice-flood@example.com' });
    // 4 lines are spoken at once and 32 wait; every further new line is refused at once.
    const lines = Array.from({ length: 40 }, (_, index) =>
      apiRequest(context, '/api/speech/synthesize', {
        method: 'POST',
        body: { text: `Line number ${index + 1}` },
        cookie: parent.cookie,
      }),
    );
    let answered = 0;
    const statuses = Promise.all(
      lines.map(async (line) => {
        const response = await line;
        answered += 1;
        if (response.status === 503) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        return response.status;
      }),
    );
    // Released only once the queue is full and the overflow has been answered.
    while (voice.started() < 4 || answered < 4) await new Promise((resolve) => setTimeout(resolve, 20));
    voice.release();
    expect(await statuses.then((all) => all.filter((status) => status === 200))).toHaveLength(36);
    expect((await statuses).filter((status) => status === 503)).toHaveLength(4);
  });
});
