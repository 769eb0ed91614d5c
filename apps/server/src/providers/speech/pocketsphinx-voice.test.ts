// The recogniser with a child's learnt voice (ADR 056): a transform is written to the decode's own
// private directory and used, a malformed one never reaches the decoder, features are given back
// only when asked for, and nothing is left behind. Skipped without pocketsphinx, espeak-ng or sphinx_fe.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEspeakAvailable } from './espeak-synthesizer';
import { createPocketsphinxRecognizer, isPocketsphinxAvailable } from './pocketsphinx-recognizer';
import { isVoiceAdaptationAvailable } from './voice-adaptation';
import { speakAnswer } from '../../test/spoken-answer';

const installed =
  (await isPocketsphinxAvailable()) && (await isEspeakAvailable()) && (await isVoiceAdaptationAvailable());
if (!installed)
  console.warn('Skipping the learnt-voice decodes: pocketsphinx, espeak-ng or sphinx_fe is missing.');

/** An MLLR file that changes nothing: per stream of 13, the identity, no shift, variances as they are. */
function identityTransform() {
  const rows = Array.from({ length: 13 }, (_, row) =>
    Array.from({ length: 13 }, (_, column) => (row === column ? '1.0' : '0.0')).join(' '),
  );
  const stream = ['13', ...rows, Array(13).fill('0.0').join(' '), Array(13).fill('1.0').join(' ')];
  return ['1', '3', ...stream, ...stream, ...stream].join('\n');
}

/** A transform that moves every mean far away: nothing sensible is heard through it. */
const farAway = () =>
  identityTransform()
    .split('\n')
    .map((line, index) => ((index - 2) % 16 === 14 ? Array(13).fill('40.0').join(' ') : line))
    .join('\n');

describe.skipIf(!installed)('decoding with a learnt voice', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'voice-decodes-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('uses the transform, ignores a malformed one, gives features only when asked, and keeps nothing', async () => {
    const recognizer = createPocketsphinxRecognizer({ temporaryDirectory: directory });
    const { audio } = await speakAnswer('there is a fire in the kitchen');
    const request = { audio, contentType: 'audio/webm', phrases: ['there is a fire in the kitchen'] };

    const plain = await recognizer.transcribe(request);
    const identity = await recognizer.transcribe({ ...request, voice: { transform: identityTransform() } });
    const moved = await recognizer.transcribe({ ...request, voice: { transform: farAway() } });
    const malformed = await recognizer.transcribe({
      ...request,
      voice: { transform: '1\n1\n-mllr /etc/passwd', keepFeatures: true },
    });

    expect(plain.text).toContain('fire');
    expect(plain.features).toBeUndefined();
    expect(identity.text).toBe(plain.text);
    expect(moved.text).not.toBe(plain.text);
    expect(malformed.text).toBe(plain.text);
    // sphinx_fe's file: a 4-byte count of floats, then 13 a frame.
    const features = Buffer.from(malformed.features ?? []);
    expect(features.readInt32LE(0)).toBe((features.length - 4) / 4);
    expect(((features.length - 4) / 4) % 13).toBe(0);
    expect(await readdir(directory)).toEqual([]);
  }, 60_000);
});
