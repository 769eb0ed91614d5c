import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isFliteAvailable } from '../../providers/speech/flite-synthesizer';
import {
  createPocketsphinxRecognizer,
  isPocketsphinxAvailable,
} from '../../providers/speech/pocketsphinx-recognizer';
import { fliteClip, noiseClip } from '../../test/hearing-clips';
import { callVocabulary } from './call-vocabulary';
import { CHECK_FROM, HEARD_FROM, hearingOf } from './hearing';

describe('hearingOf', () => {
  it('takes sure words as heard, doubtful ones to check, and gives no words at all below that', () => {
    expect(hearingOf({ text: 'fire brigade', confidence: HEARD_FROM })).toEqual({
      text: 'fire brigade',
      hearing: 'heard',
      confidence: HEARD_FROM,
    });
    expect(hearingOf({ text: 'fire brigade', confidence: CHECK_FROM })).toMatchObject({ hearing: 'check' });
    expect(hearingOf({ text: 'fire brigade', confidence: CHECK_FROM - 0.01 })).toEqual({
      text: '',
      hearing: 'not-heard',
      confidence: CHECK_FROM - 0.01,
    });
    expect(hearingOf({ text: '  ', confidence: 0.9 })).toMatchObject({ text: '', hearing: 'not-heard' });
  });

  it('reads a recogniser without scores: words are heard, none are not', () => {
    expect(hearingOf({ text: 'I need the police' })).toEqual({
      text: 'I need the police',
      hearing: 'heard',
      confidence: 1,
    });
    expect(hearingOf({ text: '' })).toEqual({ text: '', hearing: 'not-heard', confidence: 0 });
  });
});

// Recordings made in the test, through the real recogniser with the call's vocabulary. Generous
// limits: a busy machine may take many seconds a clip, which is not what is tested here.
const installed = (await isPocketsphinxAvailable()) && (await isFliteAvailable());

describe.skipIf(!installed)('hearing on recordings', () => {
  let folder = '';
  let recognizer: ReturnType<typeof createPocketsphinxRecognizer>;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'hearing-test-'));
    recognizer = createPocketsphinxRecognizer({ temporaryDirectory: folder, timeoutMs: 120_000 });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const at = (questionId: string) =>
    callVocabulary({ scenarioType: '999', scenarioId: 'house-fire', questionId, countryId: 'us' });
  const hear = async (audio: Buffer, questionId: string) =>
    hearingOf(
      await recognizer.transcribe({
        audio,
        contentType: 'audio/wav',
        phrases: [],
        vocabulary: at(questionId),
      }),
    );

  it('hears a clear answer', async () => {
    const reply = await hear(
      await fliteClip('I need the fire department, my house is on fire'),
      'house-fire/service',
    );
    expect(reply.hearing).toBe('heard');
    expect(reply.text.split(' ')).toEqual(expect.arrayContaining(['fire', 'department', 'house']));
  });

  it.each(['pink', 'breathing', 'hum'] as const)('hears nothing in %s noise', async (kind) => {
    for (const questionId of ['house-fire/service', 'house-fire/address', 'house-fire/people/confirm'])
      expect(await hear(noiseClip(kind), questionId)).toMatchObject({ text: '', hearing: 'not-heard' });
  });

  it('hears nothing it can stand by in speech played backwards', async () => {
    const reply = await hear(
      await fliteClip('there is a big fire in the kitchen and lots of smoke', { backwards: true }),
      'house-fire/description',
    );
    expect(reply.hearing).not.toBe('heard');
  });
});
