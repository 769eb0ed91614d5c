// Answers read by synthetic voices in a child's range, as 16 kHz mono 16-bit PCM (what the server's
// recogniser decodes an upload to, and what a device's microphone gives after resampling). Needs
// flite, espeak-ng, ffmpeg and sox. Each clip is kept in the system's temporary folder by how it was made, so
// a second run hears exactly the same audio.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const RATE = 16_000;
const FOLDER = join(tmpdir(), 'callready-on-device-bench-v2');

/**
 * Children's voices sit around 230–300 Hz with formants higher than an adult's (a shorter vocal
 * tract). Flite's voices are sped up by resampling (ffmpeg's `asetrate`, which raises pitch and
 * formants together) and slowed back with `atempo`, a little slower than the voice, as children
 * speak: slt (about 180 Hz) by 1.15 and 1.25, its male voices (100–130 Hz) by 1.3. sox's `pitch`,
 * which keeps the formants, made even adult Flite unintelligible to both recognisers at +3
 * semitones, so it is not used. espeak-ng's female variants at a child's pitch.
 */
export const CHILD_VOICES = [
  { name: 'flite slt ×1.15', engine: 'flite', voice: 'slt', factor: 1.15, tempo: 0.92 },
  { name: 'flite slt ×1.25', engine: 'flite', voice: 'slt', factor: 1.25, tempo: 0.92 },
  { name: 'flite rms ×1.3', engine: 'flite', voice: 'rms', factor: 1.3, tempo: 0.9 },
  { name: 'flite kal16 ×1.3', engine: 'flite', voice: 'kal16', factor: 1.3, tempo: 0.92 },
  { name: 'flite awb ×1.3', engine: 'flite', voice: 'awb', factor: 1.3, tempo: 0.9 },
  { name: 'espeak-ng en-gb+f4 p85', engine: 'espeak', voice: 'en-gb+f4', pitch: 85, wordsPerMinute: 140 },
  { name: 'espeak-ng en-us+f2 p90', engine: 'espeak', voice: 'en-us+f2', pitch: 90, wordsPerMinute: 150 },
];

export async function voicesInstalled() {
  try {
    await Promise.all([
      run('flite', ['-lv']),
      run('espeak-ng', ['--version']),
      run('sox', ['--version']),
      run('ffmpeg', ['-version']),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** A deterministic hiss about 66 dB under the speech, so no clip holds digital silence. */
function withRoom(speech, seed) {
  let state = seed >>> 0;
  const lead = Math.round(0.4 * RATE);
  const out = new Int16Array(lead + speech.length + Math.round(0.5 * RATE));
  let sum = 0;
  for (const value of speech) sum += value * value;
  const gain = 3000 / Math.max(1, Math.sqrt(sum / Math.max(1, speech.length)));
  for (let index = 0; index < out.length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const hiss = (state / 4294967296 - 0.5) * 3;
    const voice = index >= lead && index - lead < speech.length ? speech[index - lead] * gain : 0;
    out[index] = Math.max(-32768, Math.min(32767, Math.round(voice + hiss)));
  }
  return out;
}

async function synthesise(text, voice, folder) {
  const wav = join(folder, 'voice.wav');
  const output = ['-f', 's16le', '-ac', '1', '-ar', String(RATE), 'pipe:1'];
  let pcm;
  if (voice.engine === 'flite') {
    await run('flite', ['-voice', voice.voice, '-t', text, '-o', wav]);
    // Flite's voices speak at 16 kHz.
    const filter = `asetrate=${16_000 * voice.factor},aresample=${RATE},atempo=${(voice.tempo / voice.factor).toFixed(4)}`;
    ({ stdout: pcm } = await run('ffmpeg', ['-loglevel', 'error', '-i', wav, '-af', filter, ...output], {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    }));
  } else {
    await run('espeak-ng', [
      '-v',
      voice.voice,
      '-p',
      String(voice.pitch),
      '-s',
      String(voice.wordsPerMinute),
      '-w',
      wav,
      text,
    ]);
    ({ stdout: pcm } = await run(
      'sox',
      [wav, '-t', 'raw', '-r', String(RATE), '-e', 'signed', '-b', '16', '-c', '1', '-'],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    ));
  }
  return new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length));
}

/** The answer read by the voice, with 0.4 s before it and 0.5 s after, as 16 kHz PCM samples. */
export async function childClip(text, voice) {
  const hash = createHash('sha256').update(JSON.stringify({ text, voice })).digest('hex').slice(0, 24);
  const path = join(FOLDER, `${hash}.pcm`);
  await mkdir(FOLDER, { recursive: true });
  try {
    const bytes = await readFile(path);
    return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  } catch {
    const folder = join(FOLDER, `work-${hash}`);
    await mkdir(folder, { recursive: true });
    try {
      const samples = withRoom(await synthesise(text, voice, folder), Number.parseInt(hash.slice(0, 8), 16));
      await writeFile(path, samples);
      return samples;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}

/** Samples as a 16 kHz mono WAV file, the upload the server reads without decoding. */
export function wavOf(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/** Nothing to hear: the room's hiss alone, or pink or brown noise as loud as a voice, 2.5 s. */
export async function noiseClip(kind) {
  if (kind === 'hiss') return withRoom(new Int16Array(Math.round(1.6 * RATE)), 7);
  const { stdout } = await run(
    'sox',
    [
      '-R',
      '-n',
      '-t',
      'raw',
      '-r',
      String(RATE),
      '-e',
      'signed',
      '-b',
      '16',
      '-c',
      '1',
      '-',
      'synth',
      '2.5',
      `${kind}noise`,
      'vol',
      '0.1',
    ],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
}

export const NOISES = ['hiss', 'pink', 'brown'];
