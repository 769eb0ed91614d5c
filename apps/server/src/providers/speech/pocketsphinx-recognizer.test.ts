import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractInfo, type Extraction, type QuestionKind } from '@callready/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEspeakAvailable } from './espeak-synthesizer';
import { createPocketsphinxRecognizer, isPocketsphinxAvailable } from './pocketsphinx-recognizer';
import { speakAnswer } from '../../test/spoken-answer';

const enginesInstalled = (await isPocketsphinxAvailable()) && (await isEspeakAvailable());
if (!enginesInstalled) {
  console.warn(
    'Skipping pocketsphinx tests: pocketsphinx, pocketsphinx-en-us, espeak-ng or ffmpeg is not installed.',
  );
}

/** What a house-fire call listens for: the scenario's expected answers plus everyday words. */
const HOUSE_FIRE_PHRASES = [
  'fire',
  'fire brigade',
  'the fire brigade please',
  'fire service',
  "there's a fire",
  'my house is on fire',
  'the kitchen is on fire',
  'lots of smoke',
  '12 Oak Street',
  'I live at 12 Oak Street',
  'someone is still inside',
  'my brother is inside',
  'everyone is outside',
  'mum dad brother sister baby little house home kitchen bedroom upstairs downstairs smoke burning',
  'street road lane inside outside still all everyone nobody hurt scared safe now',
];

const speak = async (text: string, format: Parameters<typeof speakAnswer>[1]) =>
  (await speakAnswer(text, format)).audio;

describe.skipIf(!enginesInstalled)('pocketsphinx recogniser', () => {
  let temporaryDirectory = '';
  let recognizer: ReturnType<typeof createPocketsphinxRecognizer>;

  beforeAll(async () => {
    temporaryDirectory = await mkdtemp(join(tmpdir(), 'recogniser-test-'));
    recognizer = createPocketsphinxRecognizer({ temporaryDirectory, maxDurationSeconds: 10 });
  });

  afterAll(async () => {
    await rm(temporaryDirectory, { recursive: true, force: true });
  });

  // What the conversation engine makes of each transcript: the right service, an address, what
  // happened and whether people are still inside.
  it.each<[string, string[], QuestionKind, Partial<Extraction['slot']> & { key: Extraction['key'] }]>([
    ['I need the fire brigade', ['fire', 'brigade'], 'service', { key: 'serviceRequested', value: 'fire' }],
    [
      'there is a fire in my house',
      ['fire', 'house'],
      'description',
      { key: 'description', source: 'answer' },
    ],
    [
      'my address is twelve oak street',
      ['twelve', 'street'],
      'address',
      { key: 'address', source: 'answer' },
    ],
    [
      'yes my little brother is still inside',
      ['brother', 'inside'],
      'people',
      { key: 'peopleStatus', value: 'yes' },
    ],
  ])('hears "%s" well enough for the engine', async (answer, keyWords, kind, expected) => {
    const { text } = await recognizer.transcribe({
      audio: await speak(answer, 'wav'),
      contentType: 'audio/wav',
      phrases: HOUSE_FIRE_PHRASES,
    });
    expect(text.split(' ')).toEqual(expect.arrayContaining(keyWords));
    const { key, ...slot } = expected;
    const extraction = extractInfo(kind, text, 'fire');
    expect(extraction?.key).toBe(key);
    expect(extraction?.slot).toMatchObject(slot);
  });

  it.each([
    ['a browser’s webm/opus', 'webm', 'audio/webm;codecs=opus'],
    ['16 kHz WAV', 'wav', 'audio/wav'],
  ] as const)('reads %s itself, without starting ffmpeg', async (_case, format, contentType) => {
    const withoutFfmpeg = createPocketsphinxRecognizer({
      temporaryDirectory,
      ffmpegCommand: join(temporaryDirectory, 'no-ffmpeg-here'),
    });
    const { text } = await withoutFfmpeg.transcribe({
      audio: await speak('there is a fire in my house', format),
      contentType,
      phrases: HOUSE_FIRE_PHRASES,
    });
    expect(text.split(' ')).toEqual(expect.arrayContaining(['fire', 'house']));
  });

  it.each([
    ['Ogg/Opus', 'ogg', 'audio/ogg'],
    ['WebM/Vorbis', 'webm-vorbis', 'audio/webm'],
  ] as const)('hands %s to ffmpeg', async (_case, format, contentType) => {
    const audio = await speak('there is a fire in my house', format);
    const withoutFfmpeg = createPocketsphinxRecognizer({
      temporaryDirectory,
      ffmpegCommand: join(temporaryDirectory, 'no-ffmpeg-here'),
    });
    await expect(
      withoutFfmpeg.transcribe({ audio, contentType, phrases: HOUSE_FIRE_PHRASES }),
    ).rejects.toMatchObject({ code: 'unavailable' });
    const { text } = await recognizer.transcribe({ audio, contentType, phrases: HOUSE_FIRE_PHRASES });
    expect(text.split(' ')).toEqual(expect.arrayContaining(['fire', 'house']));
  });

  it('refuses a webm recording over the duration limit before decoding all of it', async () => {
    const long = await speak('my address is twelve oak street. '.repeat(8), 'webm');
    await expect(
      recognizer.transcribe({ audio: long, contentType: 'audio/webm', phrases: [] }),
    ).rejects.toMatchObject({ code: 'too-long' });
  });

  it('understands the webm/opus recordings browsers upload', async () => {
    const { text } = await recognizer.transcribe({
      audio: await speak('there is a fire in my house', 'webm'),
      contentType: 'audio/webm;codecs=opus',
      phrases: HOUSE_FIRE_PHRASES,
    });
    expect(text.split(' ')).toEqual(expect.arrayContaining(['fire', 'house']));
  });

  it('hears the same recording the same way every time', async () => {
    const audio = await speak('my little brother is still inside', 'wav');
    const request = { audio, contentType: 'audio/wav', phrases: HOUSE_FIRE_PHRASES };
    const first = await recognizer.transcribe(request);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await recognizer.transcribe(request)).toEqual(first);
    expect(first.confidence).toBeGreaterThanOrEqual(0);
    expect(first.confidence).toBeLessThanOrEqual(1);
  });

  it('keeps no audio or model files once it has answered', async () => {
    await recognizer.transcribe({
      audio: await speak('fire', 'wav'),
      contentType: 'audio/wav',
      phrases: HOUSE_FIRE_PHRASES,
    });
    await expect(
      recognizer.transcribe({
        audio: Buffer.from('not really audio'),
        contentType: 'audio/webm',
        phrases: [],
      }),
    ).rejects.toMatchObject({ code: 'bad-audio' });
    expect(await readdir(temporaryDirectory)).toEqual([]);
  });

  it('refuses recordings over the duration limit', async () => {
    const long = await speak('my address is twelve oak street. '.repeat(8), 'wav');
    await expect(
      recognizer.transcribe({ audio: long, contentType: 'audio/wav', phrases: [] }),
    ).rejects.toMatchObject({
      code: 'too-long',
    });
  });

  it('refuses uploads that are not audio or are too large', async () => {
    await expect(
      recognizer.transcribe({ audio: Buffer.from('{}'), contentType: 'application/json', phrases: [] }),
    ).rejects.toMatchObject({
      code: 'bad-audio',
    });
    const small = createPocketsphinxRecognizer({ temporaryDirectory, maxAudioBytes: 1_000 });
    await expect(
      small.transcribe({ audio: Buffer.alloc(2_000), contentType: 'audio/wav', phrases: [] }),
    ).rejects.toMatchObject({
      code: 'too-long',
    });
  });
});

describe('pocketsphinx recogniser without the engine', () => {
  it('is reported as unavailable', async () => {
    expect(await isPocketsphinxAvailable({ pocketsphinxCommand: 'pocketsphinx-not-installed-here' })).toBe(
      false,
    );
    expect(await isPocketsphinxAvailable({ modelDirectory: '/nonexistent/model' })).toBe(false);
  });

  it('warms up at start without failing the start', async () => {
    const recognizer = createPocketsphinxRecognizer({ modelDirectory: '/nonexistent/model' });
    await expect(recognizer.warm?.()).resolves.toBeUndefined();
  });
});
