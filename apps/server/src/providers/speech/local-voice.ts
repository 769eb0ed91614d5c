// What the offline voices (espeak-ng, Flite) share: a local speech program renders a line as WAV,
// ffmpeg encodes it as Ogg Opus, and whether both can run here is checked once per process.
import { readFile } from 'node:fs/promises';
import { lastMeaningfulLine, runProcess, type ProcessResult } from './run-process';
import { normalizeSpeechText } from './speech-text';
import {
  SpeechProviderError,
  type SpeechCountryId,
  type SpeechSynthesizer,
  type SynthesisRequest,
  type SynthesizedAudio,
} from './types';

export const OGG_OPUS_CONTENT_TYPE = 'audio/ogg; codecs=opus';

/** A WAV header alone is 44 bytes: anything no longer holds no speech. */
const WAV_HEADER_BYTES = 44;
const MAX_WAV_BYTES = 50 * 1024 * 1024;

export interface SpeechProgramRun {
  /** The program's name, as error messages give it. */
  name: string;
  command: string;
  args: readonly string[];
  timeoutMs: number;
  /** Text fed on stdin; the WAV is then read from stdout unless `wavPath` says where it is written. */
  stdin?: string;
  wavPath?: string;
}

/** Runs a speech program and collects the WAV it renders; no speech becomes a SpeechProviderError. */
export async function runSpeechProgram({
  name,
  command,
  args,
  timeoutMs,
  stdin,
  wavPath,
}: SpeechProgramRun): Promise<Buffer> {
  const result = await runProcess(command, args, {
    timeoutMs,
    ...(stdin === undefined ? {} : { stdin }),
    ...(wavPath === undefined ? { maxStdoutBytes: MAX_WAV_BYTES } : {}),
  });
  const wav = result.exitCode !== 0 ? Buffer.alloc(0) : await collectedWav(result, wavPath);
  if (wav.length <= WAV_HEADER_BYTES) {
    throw new SpeechProviderError('upstream', `${name} failed: ${lastMeaningfulLine(result.stderrTail)}`);
  }
  return wav;
}

function collectedWav(result: ProcessResult, wavPath: string | undefined): Promise<Buffer> {
  if (wavPath === undefined) return Promise.resolve(result.stdout);
  return readFile(wavPath).catch(() => Buffer.alloc(0));
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

export interface LocalVoiceSynthesizer {
  id: SpeechSynthesizer['id'];
  accentFor: (countryId: SpeechCountryId) => string;
  /** The line's WAV in the voice this request asks for. */
  renderWav: (text: string, request: SynthesisRequest) => Promise<Buffer>;
  ffmpeg: string;
  maxTextLength: number;
  timeoutMs: number;
}

/** A synthesizer that speaks through a local program: the line cleaned, rendered, then encoded. */
export function createLocalVoiceSynthesizer({
  id,
  accentFor,
  renderWav,
  ffmpeg,
  maxTextLength,
  timeoutMs,
}: LocalVoiceSynthesizer): SpeechSynthesizer {
  return {
    id,
    accentFor,
    async synthesize(request: SynthesisRequest): Promise<SynthesizedAudio> {
      const wav = await renderWav(normalizeSpeechText(request.text, maxTextLength), request);
      return { audio: await encodeOggOpus(wav, { ffmpeg, timeoutMs }), contentType: OGG_OPUS_CONTENT_TYPE };
    },
  };
}

const availability = new Map<string, Promise<boolean>>();

/**
 * Whether a local speech program and an ffmpeg with the Opus encoder can run here; checked once per
 * process. `probeArgs` run the program quickly; `ready` reads whether its answer will do.
 */
export function isLocalVoiceAvailable({
  command,
  probeArgs,
  ready,
  ffmpeg,
}: {
  command: string;
  probeArgs: readonly string[];
  ready: (probe: ProcessResult) => boolean;
  ffmpeg: string;
}): Promise<boolean> {
  const key = [command, ...probeArgs, ffmpeg].join('\u0000');
  let check = availability.get(key);
  if (!check) {
    check = Promise.all([
      runProcess(command, probeArgs, { timeoutMs: 5_000 }),
      runProcess(ffmpeg, ['-hide_banner', '-h', 'encoder=libopus'], { timeoutMs: 5_000 }),
    ]).then(
      ([probe, ffmpegResult]) =>
        probe.exitCode === 0 &&
        ready(probe) &&
        ffmpegResult.exitCode === 0 &&
        ffmpegResult.stdout.toString('utf8').includes('Encoder libopus'),
      () => false,
    );
    availability.set(key, check);
  }
  return check;
}
