// Offline speech out: espeak-ng renders WAV, ffmpeg encodes it as Ogg Opus (docs/architecture.md §2).
// Text is passed on stdin, never as an argument, so nothing in it can be read as an option.
import { createLocalVoiceSynthesizer, isLocalVoiceAvailable, runSpeechProgram } from './local-voice';
import type { OperatorVoiceName, SpeechCountryId, SpeechSynthesizer } from './types';

export { OGG_OPUS_CONTENT_TYPE } from './local-voice';

/** espeak-ng's own accents: North American for the US and Canada, British English elsewhere. */
const ACCENT_BY_COUNTRY: Record<SpeechCountryId, string> = {
  uk: 'en-gb',
  ie: 'en-gb',
  au: 'en-gb',
  nz: 'en-gb',
  us: 'en-us',
  ca: 'en-us',
};

/**
 * What each of espeak-ng's accents sounds like to a listener: an Australian, Irish or New Zealand call
 * is spoken in its British English voice, and the country picker says so (docs/product.md §2.3).
 */
const ACCENT_NAMES: Record<string, string> = { 'en-gb': 'British English', 'en-us': 'American English' };

export function espeakAccentFor(countryId: SpeechCountryId): string {
  return ACCENT_NAMES[ACCENT_BY_COUNTRY[countryId]] ?? 'British English';
}

/** Distinct espeak-ng variants (see `espeak-ng --voices=variant`): three female, one male. */
const VARIANT_BY_VOICE: Record<OperatorVoiceName, string> = {
  charlotte: 'f3',
  alice: 'f5',
  sarah: 'f4',
  roger: 'm3',
};

/** Words per minute: calmer than espeak-ng's 175 so young children can follow. */
const CALM_RATE_WPM = 145;

export interface EspeakSynthesizerOptions {
  espeakCommand?: string;
  ffmpegCommand?: string;
  maxTextLength?: number;
  timeoutMs?: number;
}

export function espeakVoiceFor(voice: OperatorVoiceName, countryId: SpeechCountryId): string {
  return `${ACCENT_BY_COUNTRY[countryId]}+${VARIANT_BY_VOICE[voice]}`;
}

export function createEspeakSynthesizer(options: EspeakSynthesizerOptions = {}): SpeechSynthesizer {
  const espeak = options.espeakCommand ?? 'espeak-ng';
  const timeoutMs = options.timeoutMs ?? 10_000;
  return createLocalVoiceSynthesizer({
    id: 'espeak',
    accentFor: espeakAccentFor,
    renderWav: (text, { voice, countryId }) =>
      runSpeechProgram({
        name: 'espeak-ng',
        command: espeak,
        args: ['--stdin', '--stdout', '-v', espeakVoiceFor(voice, countryId), '-s', String(CALM_RATE_WPM)],
        stdin: text,
        timeoutMs,
      }),
    ffmpeg: options.ffmpegCommand ?? 'ffmpeg',
    maxTextLength: options.maxTextLength ?? 600,
    timeoutMs,
  });
}

/** Whether espeak-ng and an ffmpeg with the Opus encoder can run here; checked once per process. */
export function isEspeakAvailable(
  options: Pick<EspeakSynthesizerOptions, 'espeakCommand' | 'ffmpegCommand'> = {},
): Promise<boolean> {
  return isLocalVoiceAvailable({
    command: options.espeakCommand ?? 'espeak-ng',
    probeArgs: ['--version'],
    ready: () => true,
    ffmpeg: options.ffmpegCommand ?? 'ffmpeg',
  });
}
