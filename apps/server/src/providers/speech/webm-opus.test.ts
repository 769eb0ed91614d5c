import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPocketsphinxAvailable } from './pocketsphinx-recognizer';
import { decodeWebmOpus } from './decode-webm-opus';
import { webmOpusTrack } from './webm-opus';
import { speakAnswer } from '../../test/spoken-answer';
import { isEspeakAvailable } from './espeak-synthesizer';

const toolsInstalled = (await isEspeakAvailable()) && (await isPocketsphinxAvailable());

/** Rewrites the size of each element with `id` (found by its bytes) as unknown, as a recorder that streams does. */
function withUnknownSizes(file: Buffer, id: number[]): Buffer {
  const copy = Buffer.from(file);
  const needle = Buffer.from(id);
  for (let at = copy.indexOf(needle); at >= 0; at = copy.indexOf(needle, at + 1)) {
    const sizeAt = at + needle.length;
    const length = Math.clz32(copy[sizeAt]!) - 23;
    copy[sizeAt] = 0xff >> (length - 1);
    copy.fill(0xff, sizeAt + 1, sizeAt + length);
  }
  return copy;
}

const SEGMENT = [0x18, 0x53, 0x80, 0x67];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];

describe('webmOpusTrack', () => {
  it('takes apart what Chromium’s MediaRecorder writes: open sizes and 60 ms packets', async () => {
    // 1.5 s of Chromium's fake microphone, recorded as the web app records an answer.
    const recording = readFileSync(
      new URL('../../test/recordings/chromium-media-recorder.webm', import.meta.url),
    );
    const track = webmOpusTrack(recording);
    expect(track).toMatchObject({ channels: 1, preSkip: 0 });
    expect(track!.packets).toHaveLength(25);
    const pcm = await decodeWebmOpus(recording, 10 * 32_000, () => new Error('too long'));
    expect(pcm!.length / 32_000).toBeCloseTo(1.5, 2);
  });

  it('refuses what is not WebM', () => {
    expect(webmOpusTrack(Buffer.from('RIFF....WAVEfmt '))).toBeUndefined();
    expect(webmOpusTrack(Buffer.alloc(0))).toBeUndefined();
    expect(webmOpusTrack(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00]))).toBeUndefined();
  });
});

describe.skipIf(!toolsInstalled)('webmOpusTrack on real recordings', () => {
  it('takes one Opus packet per 20 ms out of a recording, also when it was streamed with open sizes', async () => {
    const { audio, seconds } = await speakAnswer('there is a fire in my house', 'webm');
    const track = webmOpusTrack(audio);
    expect(track).toMatchObject({ channels: 1, preSkip: expect.any(Number) });
    // ffmpeg's libopus writes 20 ms packets; the recording starts and ends with a little silence.
    expect(track!.packets.length).toBeGreaterThanOrEqual(Math.floor(seconds / 0.02));
    expect(track!.packets.length).toBeLessThan(Math.ceil(seconds / 0.02) + 10);

    const streamed = withUnknownSizes(withUnknownSizes(audio, SEGMENT), CLUSTER);
    expect(streamed.equals(audio)).toBe(false);
    expect(webmOpusTrack(streamed)?.packets).toEqual(track!.packets);
  });

  it('keeps the packets before a cut-off last block', async () => {
    const { audio } = await speakAnswer('fire', 'webm');
    const whole = webmOpusTrack(audio)!.packets;
    const lastPacketAt = audio.lastIndexOf(Buffer.from(whole.at(-1)!));
    const cut = webmOpusTrack(audio.subarray(0, lastPacketAt + 2))!.packets;
    expect(cut).toEqual(whole.slice(0, -1));
  });

  it('leaves WebM with another codec to ffmpeg', async () => {
    expect(webmOpusTrack((await speakAnswer('fire', 'webm-vorbis')).audio)).toBeUndefined();
  });

  it('decodes the packets to 16 kHz mono PCM as long as the speech, and stops at the limit', async () => {
    const { audio, seconds } = await speakAnswer('there is a fire in my house', 'webm');
    const tooLong = () => new Error('too long');
    const pcm = await decodeWebmOpus(audio, 60 * 32_000, tooLong);
    expect(pcm).toBeInstanceOf(Buffer);
    expect(pcm!.length / 32_000).toBeCloseTo(seconds, 0);
    // Speech, not silence.
    let loudest = 0;
    for (let at = 0; at < pcm!.length; at += 2) loudest = Math.max(loudest, Math.abs(pcm!.readInt16LE(at)));
    expect(loudest).toBeGreaterThan(3_000);
    await expect(decodeWebmOpus(audio, 32_000, tooLong)).rejects.toThrow('too long');
  });
});
