// Offline speech out: espeak-ng renders WAV, ffmpeg encodes it as Ogg Opus (docs/architecture.md §2).
// Text is passed on stdin, never as an argument, so nothing in it can be read as an option.
import { runProcess, lastMeaningfulLine } from './run-process';
import { normalizeSpeechText } from './speech-text';
import {
  SpeechProviderError,
  type OperatorVoiceName,
  type SpeechCountryId,
  type SpeechSynthesizer,
  type SynthesisRequest,
  type SynthesizedAudio,
} from './types';

export const OGG_OPUS_CONTENT_TYPE = 'audio/ogg; codecs=opus';

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

/** A WAV from a local voice as Ogg Opus, the format every offline voice serves. */
export async function encodeOggOpus(
  wav: Buffer,
  { ffmpeg = 'ffmpeg', timeoutMs = 10_000 }: { ffmpeg?: string; timeoutMs?: number } = {},
): Promise<Buffer> {
  const result = await runProcess(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'wav',
      '-i',
      'pipe:0',
      '-map_metadata',
      '-1',
      '-ac',
      '1',
      '-ar',
      '48000',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      '-application',
      'voip',
      '-f',
      'ogg',
      'pipe:1',
    ],
    { stdin: wav, timeoutMs },
  );
  if (result.exitCode !== 0 || result.stdout.length === 0) {
    throw new SpeechProviderError(
      'upstream',
      `ffmpeg could not encode speech: ${lastMeaningfulLine(result.stderrTail)}`,
    );
  }
  return result.stdout;
}

export function createEspeakSynthesizer(options: EspeakSynthesizerOptions = {}): SpeechSynthesizer {
  const espeak = options.espeakCommand ?? 'espeak-ng';
  const ffmpeg = options.ffmpegCommand ?? 'ffmpeg';
  const maxTextLength = options.maxTextLength ?? 600;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function renderWav(text: string, voice: string): Promise<Buffer> {
    const result = await runProcess(
      espeak,
      ['--stdin', '--stdout', '-v', voice, '-s', String(CALM_RATE_WPM)],
      {
        stdin: text,
        timeoutMs,
        maxStdoutBytes: 50 * 1024 * 1024,
      },
    );
    if (result.exitCode !== 0 || result.stdout.length <= 44) {
      throw new SpeechProviderError('upstream', `espeak-ng failed: ${lastMeaningfulLine(result.stderrTail)}`);
    }
    return result.stdout;
  }

  return {
    id: 'espeak',
    accentFor: espeakAccentFor,
    async synthesize({ text, voice, countryId }: SynthesisRequest): Promise<SynthesizedAudio> {
      const spoken = normalizeSpeechText(text, maxTextLength);
      const wav = await renderWav(spoken, espeakVoiceFor(voice, countryId));
      return { audio: await encodeOggOpus(wav, { ffmpeg, timeoutMs }), contentType: OGG_OPUS_CONTENT_TYPE };
    },
  };
}

const availability = new Map<string, Promise<boolean>>();

/** Whether espeak-ng and an ffmpeg with the Opus encoder can run here; checked once per process. */
export function isEspeakAvailable(
  options: Pick<EspeakSynthesizerOptions, 'espeakCommand' | 'ffmpegCommand'> = {},
): Promise<boolean> {
  const espeak = options.espeakCommand ?? 'espeak-ng';
  const ffmpeg = options.ffmpegCommand ?? 'ffmpeg';
  const key = `${espeak}\u0000${ffmpeg}`;
  let check = availability.get(key);
  if (!check) {
    check = Promise.all([
      runProcess(espeak, ['--version'], { timeoutMs: 5_000 }),
      runProcess(ffmpeg, ['-hide_banner', '-h', 'encoder=libopus'], { timeoutMs: 5_000 }),
    ]).then(
      ([espeakResult, ffmpegResult]) =>
        espeakResult.exitCode === 0 &&
        ffmpegResult.exitCode === 0 &&
        ffmpegResult.stdout.toString('utf8').includes('Encoder libopus'),
      () => false,
    );
    availability.set(key, check);
  }
  return check;
}
