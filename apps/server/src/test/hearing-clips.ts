// Small recordings for the hearing tests (ADR 052), made in the test rather than kept in the
// repository: noise of several kinds written here as 16 kHz WAV, and a sentence read by Flite, as
// it is or backwards (speech in no language). Flite is needed only for the spoken ones.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProcess } from '../providers/speech/run-process';

const RATE = 16_000;

/** 16-bit mono PCM at 16 kHz in a WAV file. */
export function wavOf(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/** A repeatable stream of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/**
 * Three seconds with nothing said: hiss ('pink', filtered white noise), breath-like puffs of it,
 * or mains hum under a little hiss, at about the loudness of a voice.
 */
export function noiseClip(kind: 'pink' | 'breathing' | 'hum', seconds = 3): Buffer {
  const random = seeded(kind.length * 7919);
  const samples = new Int16Array(seconds * RATE);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const white = random() * 2 - 1;
    b0 = 0.99765 * b0 + white * 0.099046;
    b1 = 0.963 * b1 + white * 0.2965164;
    b2 = 0.57 * b2 + white * 1.0526913;
    const pink = (b0 + b1 + b2 + white * 0.1848) * 0.25;
    const t = index / RATE;
    const value =
      kind === 'pink'
        ? pink
        : kind === 'breathing'
          ? pink * Math.sin((Math.PI * t) / 0.75) ** 2
          : 0.5 * Math.sin(2 * Math.PI * 50 * t) + 0.25 * Math.sin(2 * Math.PI * 100 * t) + 0.05 * pink;
    samples[index] = Math.round(value * 9_000);
  }
  return wavOf(samples);
}

/** A sentence read by Flite's American voice as 16 kHz WAV, forwards or backwards. */
export async function fliteClip(text: string, { backwards = false } = {}): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), 'hearing-clip-'));
  let wav: Buffer;
  try {
    const path = join(folder, 'spoken.wav');
    const spoken = await runProcess('flite', ['-voice', 'slt', '-t', text, '-o', path], {
      timeoutMs: 60_000,
    });
    if (spoken.exitCode !== 0) throw new Error('flite could not read the sentence');
    wav = await readFile(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const resampled = await runProcess(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-ar',
      String(RATE),
      '-ac',
      '1',
      '-f',
      's16le',
      'pipe:1',
    ],
    { stdin: wav, timeoutMs: 60_000 },
  );
  const pcm = resampled.stdout;
  const samples = new Int16Array(
    pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length - (pcm.length % 2)),
  );
  if (backwards) samples.reverse();
  return wavOf(samples);
}
