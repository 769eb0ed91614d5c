// The benchmark's recordings: a sentence read by a synthetic voice in a child's range (or a clean
// adult one), optionally with background noise, and noise-only or garbled clips, each uploaded as a
// browser records it (WebM/Opus at 48 kHz). Needs flite, espeak-ng, sox and ffmpeg. Every clip is
// kept in a folder under the system's temporary directory by a hash of how it was made, so a
// second run (before and after a change) hears exactly the same audio without making it again.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProcess } from '../../providers/speech/run-process';

/** Every clip is mixed at this rate, then encoded as the browser's recorder does. */
const RATE = 48_000;
const CLIP_FOLDER = join(tmpdir(), 'callready-spoken-bench-v1');

export interface BenchClip {
  /** WebM/Opus, 48 kHz mono, as MediaRecorder uploads it. */
  audio: Buffer;
  /** How long the clip lasts, silence included. */
  seconds: number;
}

/**
 * A reading voice. Children's voices sit around 230–300 Hz, and their formants lie higher than
 * adults' the younger they are, by up to about a fifth against women's and a third against men's
 * (Lee, Potamianos and Narayanan, "Acoustics of children's speech", JASA 105(3), 1999). Flite's
 * own intonation target (`f0`, Hz) puts its voices' pitch there, and `cents` shifts the whole voice
 * up a little more, formants with it, as a shorter vocal tract would.
 */
export type BenchVoice =
  | { engine: 'flite'; voice: 'slt' | 'rms' | 'awb' | 'kal16'; cents: number; tempo: number; f0?: number }
  | { engine: 'espeak'; voice: string; pitch: number; wordsPerMinute: number };

export type BackgroundNoise = 'pink' | 'brown' | 'babble' | 'hum';

export interface SpeechClipRequest {
  text: string;
  voice: BenchVoice;
  noise?: { kind: BackgroundNoise; snrDb: number };
  /** Silence before the first word, as when a child presses the button and then speaks. */
  leadSeconds?: number;
}

const run = async (command: string, args: readonly string[], stdin?: Buffer | string) => {
  const result = await runProcess(command, args, { timeoutMs: 120_000, ...(stdin ? { stdin } : {}) });
  if (result.exitCode !== 0) throw new Error(`${command} failed: ${result.stderrTail}`);
  return result.stdout;
};

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);

/** Raw 16-bit mono samples at RATE of a WAV file made by a voice, reshaped by sox effects. */
async function soxToSamples(input: string, effects: readonly string[]): Promise<Int16Array> {
  const raw = await run('sox', [
    input,
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
    ...effects,
  ]);
  return new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
}

async function voiceSamples(text: string, voice: BenchVoice, folder: string): Promise<Int16Array> {
  const wav = join(folder, 'voice.wav');
  const script = join(folder, 'text.txt');
  await writeFile(script, text);
  if (voice.engine === 'flite') {
    const pitch = voice.f0
      ? [
          '--setf',
          `int_f0_target_mean=${voice.f0}`,
          '--setf',
          `int_f0_target_stddev=${Math.round(voice.f0 * 0.12)}`,
        ]
      : [];
    await run('flite', ['-voice', voice.voice, ...pitch, '-f', script, '-o', wav]);
    return soxToSamples(wav, [
      ...(voice.cents ? ['pitch', String(voice.cents)] : []),
      ...(voice.tempo !== 1 ? ['tempo', '-s', String(voice.tempo)] : []),
      'rate',
      String(RATE),
    ]);
  }
  await run('espeak-ng', [
    '-v',
    voice.voice,
    '-p',
    String(voice.pitch),
    '-s',
    String(voice.wordsPerMinute),
    '-f',
    script,
    '-w',
    wav,
  ]);
  return soxToSamples(wav, ['rate', String(RATE)]);
}

/** A deterministic stream of numbers in [0, 1), so noise is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Noise of a kind, as floats around ±1 before scaling. */
function noiseSamples(
  kind: 'white' | 'pink' | 'brown' | 'hum' | 'wind',
  length: number,
  seed: number,
): Float64Array {
  const random = seeded(seed);
  const out = new Float64Array(length);
  // Pink noise by Paul Kellet's economy filter; brown by integrating white noise with a leak.
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let brown = 0;
  let gust = 0;
  for (let index = 0; index < length; index += 1) {
    const white = random() * 2 - 1;
    if (kind === 'white') out[index] = white;
    else if (kind === 'pink') {
      b0 = 0.99765 * b0 + white * 0.099046;
      b1 = 0.963 * b1 + white * 0.2965164;
      b2 = 0.57 * b2 + white * 1.0526913;
      out[index] = (b0 + b1 + b2 + white * 0.1848) * 0.25;
    } else if (kind === 'brown' || kind === 'wind') {
      brown = 0.995 * brown + white * 0.1;
      if (kind === 'wind') gust = 0.9999 * gust + (random() - 0.5) * 0.002;
      out[index] = kind === 'wind' ? brown * (0.4 + Math.abs(Math.sin(index / RATE) + gust * 20)) : brown;
    } else {
      // Mains hum and its harmonics (a fridge, a fan), with a little hiss.
      const t = index / RATE;
      out[index] =
        0.6 * Math.sin(2 * Math.PI * 50 * t) +
        0.3 * Math.sin(2 * Math.PI * 100 * t) +
        0.15 * Math.sin(2 * Math.PI * 150 * t) +
        0.05 * white;
    }
  }
  return out;
}

/** A fridge or fan: mains hum with some room noise under it. */
function hummingRoom(length: number, seed: number): Float64Array {
  const hiss = noiseSamples('pink', length, seed);
  return noiseSamples('hum', length, seed).map((value, index) => value + 0.5 * (hiss[index] as number));
}

const rms = (samples: ArrayLike<number>) => {
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += (samples[index] as number) ** 2;
  return Math.sqrt(sum / Math.max(1, samples.length));
};

/** Speech at a fixed loudness; the noise scaled to the asked-for signal-to-noise ratio. */
function mix(
  speech: Int16Array,
  noise: ArrayLike<number> | undefined,
  snrDb: number,
  floorSeed: number,
): Int16Array {
  const speechLevel = rms(speech);
  const gain = speechLevel > 0 ? 3000 / speechLevel : 1;
  const noiseGain = noise ? 3000 / 10 ** (snrDb / 20) / Math.max(rms(noise), 1e-9) : 0;
  // A microphone's own hiss, about 66 dB below the speech, so no clip holds digital silence.
  const floor = noiseSamples('white', speech.length, floorSeed);
  const out = new Int16Array(speech.length);
  for (let index = 0; index < speech.length; index += 1) {
    const value =
      (speech[index] as number) * gain +
      (noise ? (noise[index % noise.length] as number) * noiseGain : 0) +
      (floor[index] as number) * 1.5;
    out[index] = Math.max(-32768, Math.min(32767, Math.round(value)));
  }
  return out;
}

const silence = (seconds: number) => new Int16Array(Math.round(seconds * RATE));

function concat(...parts: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function encode(samples: Int16Array): Promise<Buffer> {
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  return run(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      's16le',
      '-ar',
      String(RATE),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      '-f',
      'webm',
      'pipe:1',
    ],
    pcm,
  );
}

/** A clip made once by `make`, then read from the folder by its recipe. */
async function cachedClip(
  recipe: unknown,
  make: (folder: string) => Promise<Int16Array>,
): Promise<BenchClip> {
  const name = hashOf(recipe);
  const path = join(CLIP_FOLDER, `${name}.webm`);
  const lengthPath = join(CLIP_FOLDER, `${name}.seconds`);
  await mkdir(CLIP_FOLDER, { recursive: true });
  try {
    const [audio, seconds] = await Promise.all([readFile(path), readFile(lengthPath, 'utf8')]);
    return { audio, seconds: Number(seconds) };
  } catch {
    // A folder of this process's own: two runs may make the same clip at once.
    const folder = join(CLIP_FOLDER, `work-${name}-${process.pid}-${Math.random().toString(36).slice(2)}`);
    await mkdir(folder, { recursive: true });
    try {
      const samples = await make(folder);
      const audio = await encode(samples);
      const seconds = samples.length / RATE;
      // Written aside and then moved, so a clip is never read half written.
      await writeFile(join(folder, 'clip.seconds'), String(seconds));
      await writeFile(join(folder, 'clip.webm'), audio);
      await rename(join(folder, 'clip.seconds'), lengthPath);
      await rename(join(folder, 'clip.webm'), path);
      return { audio, seconds };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}

const BABBLE_TEXTS = [
  'and then we went down to the shops to get some bread and milk for tea',
  'the weather tomorrow will be cloudy with some sunny spells later in the day',
  'she said that the match was cancelled because the pitch was far too wet',
  'turn left at the end of the road and keep going until you see the sign',
];

/** Several voices talking at once, like a television or a room of people. */
async function babble(folder: string, voices: number, seed: number): Promise<Int16Array> {
  const tracks: Int16Array[] = [];
  for (let index = 0; index < voices; index += 1) {
    const text = BABBLE_TEXTS[(seed + index) % BABBLE_TEXTS.length] as string;
    const voice: BenchVoice =
      index % 2 === 0
        ? {
            engine: 'espeak',
            voice: ['en-us+m3', 'en-gb+f3', 'en-us+f2'][index % 3] as string,
            pitch: 40 + index * 10,
            wordsPerMinute: 160,
          }
        : {
            engine: 'flite',
            voice: (['rms', 'slt', 'awb'] as const)[index % 3] as 'rms',
            cents: 0,
            tempo: 1,
          };
    tracks.push(await voiceSamples(text, voice, folder));
  }
  const length = Math.max(...tracks.map((track) => track.length));
  const out = new Int16Array(length);
  for (const [index, track] of tracks.entries()) {
    const offset = Math.round((index * 0.37 * RATE) % Math.max(1, length - track.length + 1));
    for (let sample = 0; sample < track.length; sample += 1) {
      const at = (sample + offset) % length;
      out[at] = Math.max(-32768, Math.min(32767, (out[at] as number) + (track[sample] as number) / voices));
    }
  }
  return out;
}

/** A sentence read by a voice, with silence around it and any background noise under it all. */
export function speechClip({ text, voice, noise, leadSeconds = 0.4 }: SpeechClipRequest): Promise<BenchClip> {
  return cachedClip({ kind: 'speech', text, voice, noise, leadSeconds }, async (folder) => {
    const speech = concat(silence(leadSeconds), await voiceSamples(text, voice, folder), silence(0.5));
    const seed = Number.parseInt(hashOf(text).slice(0, 8), 16);
    if (!noise) return mix(speech, undefined, 0, seed);
    const background =
      noise.kind === 'babble'
        ? Float64Array.from(await babble(folder, 4, seed))
        : noise.kind === 'hum'
          ? hummingRoom(speech.length, seed)
          : noiseSamples(noise.kind, speech.length, seed);
    return mix(speech, background, noise.snrDb, seed);
  });
}

export type NotSpeechKind =
  | 'silence'
  | 'white'
  | 'pink'
  | 'brown'
  | 'hum'
  | 'wind'
  | 'breathing'
  | 'tapping'
  | 'music'
  | 'babble'
  | 'reversed'
  | 'nonsense';

/** Made-up words from English syllables: sounds like speech, says nothing. */
const NONSENSE = [
  'blen dorva skee tomlish vapper grunt',
  'mip zoller fentic brah domple squee',
  'taffle ronk bisserly om plath jigoo',
  'kreevy snoddle wup feltrin ashpo nid',
  'gumbril yoth sprackle iddy vorn tess',
  'flink o parrimo shuddle kest ambra',
];

/** Sentences that, reversed, sound like speech in no language. */
const REVERSED = [
  'my grandad has a really bad pain in his chest',
  'the address is twelve oak road next to the park',
  'there is a fire in the kitchen and lots of smoke',
  'yes my sister is still inside the house',
  'a man is breaking into the house next door',
  'she fell down the stairs and hurt her leg',
];

/**
 * A clip with nothing to hear: noise of many kinds, a room of voices too far off to follow, or
 * garbled speech (backwards, or made-up words). `level` 0 is quiet, 1 as loud as speech.
 */
export function notSpeechClip(kind: NotSpeechKind, variant: number, seconds = 3): Promise<BenchClip> {
  return cachedClip({ kind: 'not-speech', noise: kind, variant, seconds }, async (folder) => {
    const length = Math.round(seconds * RATE);
    const seed = 1_000 + variant * 7 + kind.length;
    const level = variant % 2 === 0 ? 1 : 0.25;
    const scaled = (values: ArrayLike<number>, target: number) => {
      const gain = target / Math.max(rms(values), 1e-9);
      return Int16Array.from(
        Array.from({ length }, (_, index) =>
          Math.max(
            -32768,
            Math.min(32767, Math.round(((values[index % values.length] as number) ?? 0) * gain)),
          ),
        ),
      );
    };
    const loud = 3000 * level;
    switch (kind) {
      case 'silence':
        return mix(silence(seconds), undefined, 0, seed);
      case 'white':
      case 'pink':
      case 'brown':
      case 'hum':
      case 'wind':
        return mix(silence(seconds), noiseSamples(kind, length, seed), 20 * Math.log10(3000 / loud), seed);
      case 'breathing': {
        // Breaths: bursts of filtered noise, about one every second and a half.
        const noise = noiseSamples('pink', length, seed);
        const shaped = noise.map(
          (value, index) => value * Math.max(0, Math.sin((Math.PI * (index / RATE)) / 0.75)) ** 2,
        );
        return mix(silence(seconds), shaped, 20 * Math.log10(3000 / loud), seed);
      }
      case 'tapping': {
        // Fingers on the phone: short clicks at uneven times.
        const random = seeded(seed);
        const taps = new Float64Array(length);
        for (let at = Math.round(0.2 * RATE); at < length; at += Math.round((0.15 + random() * 0.5) * RATE))
          for (let offset = 0; offset < 240 && at + offset < length; offset += 1)
            taps[at + offset] = (random() * 2 - 1) * Math.exp(-offset / 40);
        return mix(silence(seconds), taps, 20 * Math.log10(3000 / (loud * 3)), seed);
      }
      case 'music': {
        // A few bars of chords, like a radio in the room.
        const chords = [
          [262, 330, 392],
          [220, 262, 330],
          [175, 220, 262],
          [196, 247, 294],
        ];
        const tones = Float64Array.from({ length }, (_, index) => {
          const chord = chords[Math.floor(index / (RATE * 0.75)) % chords.length] as number[];
          return chord.reduce((sum, hz) => sum + Math.sin((2 * Math.PI * hz * index) / RATE), 0);
        });
        return mix(silence(seconds), tones, 20 * Math.log10(3000 / loud), seed);
      }
      case 'babble':
        return mix(
          silence(seconds),
          scaled(await babble(folder, 5, variant), 1),
          20 * Math.log10(3000 / loud),
          seed,
        );
      case 'reversed': {
        const text = REVERSED[variant % REVERSED.length] as string;
        const voice = (variant % 2 ? FLITE_CHILD_VOICES : espeakChildVoices('au'))[variant % 4] as BenchVoice;
        const speech = await voiceSamples(text, voice, folder);
        return mix(concat(silence(0.4), speech.reverse(), silence(0.5)), undefined, 0, seed);
      }
      case 'nonsense': {
        const text = NONSENSE[variant % NONSENSE.length] as string;
        const voice = (variant % 2 ? espeakChildVoices('us') : FLITE_CHILD_VOICES)[
          (variant + 1) % 4
        ] as BenchVoice;
        return mix(
          concat(silence(0.4), await voiceSamples(text, voice, folder), silence(0.5)),
          undefined,
          0,
          seed,
        );
      }
    }
  });
}

/** Flite's adult voices as they are: clear readers, the control. */
export const ADULT_VOICES: readonly BenchVoice[] = (['slt', 'rms', 'kal16', 'awb'] as const).map((voice) => ({
  engine: 'flite',
  voice,
  cents: 0,
  tempo: 1,
}));

/**
 * Flite's voices in a child's range, a little slower: pitch at 250–280 Hz, then the whole voice up
 * 2 semitones (its female voice) or 4 (its male voices), which lifts the formants by about an eighth
 * or a quarter and the pitch to 280–330 Hz.
 */
export const FLITE_CHILD_VOICES: readonly BenchVoice[] = [
  { engine: 'flite', voice: 'slt', cents: 200, tempo: 0.92, f0: 260 },
  { engine: 'flite', voice: 'rms', cents: 400, tempo: 0.9, f0: 250 },
  { engine: 'flite', voice: 'kal16', cents: 400, tempo: 0.92, f0: 250 },
  { engine: 'flite', voice: 'awb', cents: 400, tempo: 0.9, f0: 240 },
];

/** espeak-ng's female variants at a child's pitch, in the call's English. */
export function espeakChildVoices(countryId: string): readonly BenchVoice[] {
  const english = countryId === 'us' || countryId === 'ca' ? 'en-us' : 'en-gb';
  return [
    { engine: 'espeak', voice: `${english}+f4`, pitch: 85, wordsPerMinute: 140 },
    { engine: 'espeak', voice: `${english}+f2`, pitch: 90, wordsPerMinute: 150 },
    { engine: 'espeak', voice: `${english}+f3`, pitch: 80, wordsPerMinute: 135 },
    { engine: 'espeak', voice: `${english}+f1`, pitch: 95, wordsPerMinute: 145 },
  ];
}
