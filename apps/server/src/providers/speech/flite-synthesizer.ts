// Offline speech out through Flite (ADR 046): on every scripted line the offline recogniser heard
// Flite's voices with a word error rate of 1.5–2.2 %, espeak-ng's with 25–53 %. Flite renders WAV
// from a text file in a private temporary folder (never an argument, so nothing in the text can be
// read as an option); ffmpeg encodes it as Ogg Opus as for espeak-ng. The folder is always removed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalVoiceSynthesizer, isLocalVoiceAvailable, runSpeechProgram } from './local-voice';
import type { SpeechCountryId, SpeechSynthesizer, SynthesisRequest } from './types';

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
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function renderWav(text: string, { countryId }: SynthesisRequest): Promise<Buffer> {
    const directory = await mkdtemp(join(options.temporaryDirectory ?? tmpdir(), 'voice-'));
    try {
      const textPath = join(directory, 'line.txt');
      const wavPath = join(directory, 'line.wav');
      await writeFile(textPath, text, { mode: 0o600 });
      return await runSpeechProgram({
        name: 'flite',
        command: flite,
        args: ['-voice', fliteVoiceFor(countryId), '-f', textPath, '-o', wavPath],
        wavPath,
        timeoutMs,
      });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  return createLocalVoiceSynthesizer({
    id: 'flite',
    accentFor: fliteAccentFor,
    renderWav,
    ffmpeg: options.ffmpegCommand ?? 'ffmpeg',
    maxTextLength: options.maxTextLength ?? 600,
    timeoutMs,
  });
}

/** Whether Flite with both voices and an ffmpeg with the Opus encoder can run here; checked once per process. */
export function isFliteAvailable(
  options: Pick<FliteSynthesizerOptions, 'fliteCommand' | 'ffmpegCommand'> = {},
): Promise<boolean> {
  return isLocalVoiceAvailable({
    command: options.fliteCommand ?? 'flite',
    probeArgs: ['-lv'],
    ready: ({ stdout }) => /\bawb\b/.test(stdout.toString('utf8')) && /\bslt\b/.test(stdout.toString('utf8')),
    ffmpeg: options.ffmpegCommand ?? 'ffmpeg',
  });
}
