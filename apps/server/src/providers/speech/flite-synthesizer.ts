// Offline speech out through Flite (ADR 046): on every scripted line the offline recogniser heard
// Flite's voices with a word error rate of 1.5–2.2 %, espeak-ng's with 25–53 %. Flite renders WAV
// from a text file in a private temporary folder (never an argument, so nothing in the text can be
// read as an option); ffmpeg encodes it as Ogg Opus as for espeak-ng. The folder is always removed.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeOggOpus, OGG_OPUS_CONTENT_TYPE } from './espeak-synthesizer';
import { lastMeaningfulLine, runProcess } from './run-process';
import { normalizeSpeechText } from './speech-text';
import { SpeechProviderError, type SpeechCountryId, type SpeechSynthesizer } from './types';

/**
 * Flite's built-in voices as Debian 12 packages them (`flite -lv`): awb, a Scottish English speaker,
 * for the UK, Ireland, Australia and New Zealand (the nearest of Flite's accents); slt, an American
 * English speaker, for the US and Canada. Both from CMU ARCTIC (festvox.org/cmu_arctic).
 */
const VOICE_BY_COUNTRY: Record<SpeechCountryId, 'awb' | 'slt'> = {
  uk: 'awb',
  ie: 'awb',
  au: 'awb',
  nz: 'awb',
  us: 'slt',
  ca: 'slt',
};

const ACCENT_NAMES = { awb: 'Scottish English', slt: 'American English' } as const;

export function fliteVoiceFor(countryId: SpeechCountryId): 'awb' | 'slt' {
  return VOICE_BY_COUNTRY[countryId];
}

export function fliteAccentFor(countryId: SpeechCountryId): string {
  return ACCENT_NAMES[fliteVoiceFor(countryId)];
}

export interface FliteSynthesizerOptions {
  fliteCommand?: string;
  ffmpegCommand?: string;
  maxTextLength?: number;
  timeoutMs?: number;
  temporaryDirectory?: string;
}

export function createFliteSynthesizer(options: FliteSynthesizerOptions = {}): SpeechSynthesizer {
  const flite = options.fliteCommand ?? 'flite';
  const ffmpeg = options.ffmpegCommand ?? 'ffmpeg';
  const maxTextLength = options.maxTextLength ?? 600;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function renderWav(text: string, voice: string): Promise<Buffer> {
    const directory = await mkdtemp(join(options.temporaryDirectory ?? tmpdir(), 'voice-'));
    try {
      const textPath = join(directory, 'line.txt');
      const wavPath = join(directory, 'line.wav');
      await writeFile(textPath, text, { mode: 0o600 });
      const result = await runProcess(flite, ['-voice', voice, '-f', textPath, '-o', wavPath], { timeoutMs });
      const wav =
        result.exitCode === 0 ? await readFile(wavPath).catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      if (wav.length <= 44) {
        throw new SpeechProviderError('upstream', `flite failed: ${lastMeaningfulLine(result.stderrTail)}`);
      }
      return wav;
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  return {
    id: 'flite',
    accentFor: fliteAccentFor,
    async synthesize({ text, countryId }) {
      const spoken = normalizeSpeechText(text, maxTextLength);
      const wav = await renderWav(spoken, fliteVoiceFor(countryId));
      return { audio: await encodeOggOpus(wav, { ffmpeg, timeoutMs }), contentType: OGG_OPUS_CONTENT_TYPE };
    },
  };
}

const availability = new Map<string, Promise<boolean>>();

/** Whether Flite with both voices and an ffmpeg with the Opus encoder can run here; checked once per process. */
export function isFliteAvailable(
  options: Pick<FliteSynthesizerOptions, 'fliteCommand' | 'ffmpegCommand'> = {},
): Promise<boolean> {
  const flite = options.fliteCommand ?? 'flite';
  const ffmpeg = options.ffmpegCommand ?? 'ffmpeg';
  const key = `${flite}\u0000${ffmpeg}`;
  let check = availability.get(key);
  if (!check) {
    check = Promise.all([
      runProcess(flite, ['-lv'], { timeoutMs: 5_000 }),
      runProcess(ffmpeg, ['-hide_banner', '-h', 'encoder=libopus'], { timeoutMs: 5_000 }),
    ]).then(
      ([fliteResult, ffmpegResult]) => {
        const voices = fliteResult.stdout.toString('utf8');
        return (
          fliteResult.exitCode === 0 &&
          /\bawb\b/.test(voices) &&
          /\bslt\b/.test(voices) &&
          ffmpegResult.exitCode === 0 &&
          ffmpegResult.stdout.toString('utf8').includes('Encoder libopus')
        );
      },
      () => false,
    );
    availability.set(key, check);
  }
  return check;
}
