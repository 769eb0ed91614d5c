// Offline speech in (docs/architecture.md §2): the upload as 16 kHz mono PCM (a browser's WebM/Opus
// decoded in this process, 16 kHz WAV read as it is, anything else decoded by ffmpeg), then
// pocketsphinx listens with a language model built from the question's expected phrases.
// Files live in a private temporary directory that is always removed: no audio is kept.
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkUpload, DEFAULT_MAX_AUDIO_BYTES } from './audio-upload';
import { BASE_VOCABULARY } from './base-vocabulary';
import { createConcurrencyLimit } from './concurrency-limit';
import { decodeWebmOpus, warmOpusDecoder } from './decode-webm-opus';
import { buildLanguageModel } from './language-model';
import { loadPronunciationDictionary, type PronunciationDictionary } from './pronunciation-dictionary';
import { lastMeaningfulLine, runProcess } from './run-process';
import { speechWavSamples, SPEECH_SAMPLE_RATE } from './speech-wav';
import { spokenWords } from './spoken-words';
import { SpeechProviderError, type SpeechRecognizer, type TranscriptionRequest } from './types';

export interface PocketsphinxRecognizerOptions {
  pocketsphinxCommand?: string;
  ffmpegCommand?: string;
  /** Holds the `en-us` acoustic model folder and `cmudict-en-us.dict` (Debian package pocketsphinx-en-us). */
  modelDirectory?: string;
  maxAudioBytes?: number;
  maxDurationSeconds?: number;
  timeoutMs?: number;
  /** Decodes running at once; the rest queue. Each one keeps a CPU core busy for about a second. */
  maxConcurrent?: number;
  temporaryDirectory?: string;
}

export const DEFAULT_MODEL_DIRECTORY = '/usr/share/pocketsphinx/model/en-us';

const BYTES_PER_SECOND = SPEECH_SAMPLE_RATE * 2;
/** Silence around the answer so the decoder hears its first and last sounds whole. */
const PADDING = Buffer.alloc(Math.round(0.3 * SPEECH_SAMPLE_RATE) * 2);

const modelPaths = (modelDirectory: string) => ({
  acousticModel: join(modelDirectory, 'en-us'),
  dictionary: join(modelDirectory, 'cmudict-en-us.dict'),
});

/** Splits phrases into runs of words the dictionary knows; unknown words cannot be heard, so they break a run. */
export function knownWordRuns(
  phrases: readonly string[],
  dictionary: Pick<PronunciationDictionary, 'has'>,
): string[][] {
  const runs: string[][] = [];
  for (const phrase of phrases) {
    let run: string[] = [];
    for (const word of spokenWords(phrase)) {
      if (dictionary.has(word)) {
        run.push(word);
      } else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
  }
  return runs;
}

/** pocketsphinx prints one line per utterance; keep the words, drop alternate-pronunciation marks and fillers. */
function transcriptFrom(output: string): string {
  return output
    .split(/\s+/)
    .map((token) => token.replace(/\(\d+\)$/, ''))
    .filter((token) => /^[a-z']+$/.test(token))
    .join(' ');
}

export function createPocketsphinxRecognizer(options: PocketsphinxRecognizerOptions = {}): SpeechRecognizer {
  const pocketsphinx = options.pocketsphinxCommand ?? 'pocketsphinx_continuous';
  const ffmpeg = options.ffmpegCommand ?? 'ffmpeg';
  const paths = modelPaths(options.modelDirectory ?? DEFAULT_MODEL_DIRECTORY);
  const maxAudioBytes = options.maxAudioBytes ?? DEFAULT_MAX_AUDIO_BYTES;
  const maxDurationSeconds = options.maxDurationSeconds ?? 30;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const limit = createConcurrencyLimit(options.maxConcurrent ?? 2);

  const maxPcmBytes = Math.ceil(maxDurationSeconds * BYTES_PER_SECOND);
  const tooLong = () =>
    new SpeechProviderError('too-long', `The recording is longer than ${maxDurationSeconds} seconds`);

  /** A browser's WebM/Opus decoded here and 16 kHz WAV read as it is; anything else through ffmpeg. */
  async function toPcm(audio: Buffer, extension: string, directory: string): Promise<Buffer> {
    const samples =
      extension === 'webm'
        ? await decodeWebmOpus(audio, maxPcmBytes, tooLong)
        : extension === 'wav'
          ? speechWavSamples(audio)
          : undefined;
    if (!samples) {
      const inputPath = join(directory, `upload.${extension}`);
      await writeFile(inputPath, audio, { mode: 0o600 });
      return decodeToPcm(inputPath);
    }
    if (samples.length > maxPcmBytes) throw tooLong();
    if (samples.length === 0) throw new SpeechProviderError('bad-audio', 'The recording contains no sound');
    return samples;
  }

  async function decodeToPcm(inputPath: string): Promise<Buffer> {
    const result = await runProcess(
      ffmpeg,
      [
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-i',
        inputPath,
        '-map',
        '0:a:0',
        '-vn',
        '-ac',
        '1',
        '-ar',
        String(SPEECH_SAMPLE_RATE),
        '-c:a',
        'pcm_s16le',
        '-f',
        's16le',
        'pipe:1',
      ],
      { timeoutMs, maxStdoutBytes: maxPcmBytes + 2 },
    );
    if (result.truncated) throw tooLong();
    if (result.exitCode !== 0) {
      throw new SpeechProviderError(
        'bad-audio',
        `The recording could not be decoded: ${lastMeaningfulLine(result.stderrTail)}`,
      );
    }
    const pcm = result.stdout.subarray(0, result.stdout.length - (result.stdout.length % 2));
    if (pcm.length === 0) throw new SpeechProviderError('bad-audio', 'The recording contains no sound');
    return pcm;
  }

  async function recognise(directory: string, pcm: Buffer, phrases: readonly string[]): Promise<string> {
    const dictionary = await loadPronunciationDictionary(paths.dictionary).catch((error: unknown) => {
      throw new SpeechProviderError('unavailable', 'The pocketsphinx dictionary is not installed', {
        cause: error,
      });
    });
    const runs = knownWordRuns(phrases, dictionary);
    const vocabulary = BASE_VOCABULARY.filter((word) => dictionary.has(word));
    const words = new Set([...vocabulary, ...runs.flat()]);

    const audioPath = join(directory, 'answer.raw');
    const modelPath = join(directory, 'answer.lm');
    const dictionaryPath = join(directory, 'answer.dict');
    await Promise.all([
      // Raw PCM rather than WAV: pocketsphinx_continuous assumes a bare 44-byte WAV header.
      writeFile(audioPath, Buffer.concat([PADDING, pcm, PADDING])),
      writeFile(modelPath, buildLanguageModel({ phrases: runs, vocabulary })),
      writeFile(dictionaryPath, dictionary.linesFor(words)),
    ]);

    const result = await runProcess(
      pocketsphinx,
      [
        '-infile',
        audioPath,
        '-hmm',
        paths.acousticModel,
        '-lm',
        modelPath,
        '-dict',
        dictionaryPath,
        '-samprate',
        String(SPEECH_SAMPLE_RATE),
        '-dither',
        'yes',
      ],
      { timeoutMs },
    );
    if (result.exitCode !== 0) {
      throw new SpeechProviderError(
        'upstream',
        `pocketsphinx failed: ${lastMeaningfulLine(result.stderrTail)}`,
      );
    }
    return transcriptFrom(result.stdout.toString('utf8'));
  }

  return {
    id: 'pocketsphinx',
    async warm() {
      await Promise.all([loadPronunciationDictionary(paths.dictionary), warmOpusDecoder()]).catch(
        () => undefined,
      );
    },
    async transcribe({ audio, contentType, phrases }: TranscriptionRequest) {
      const extension = checkUpload({ audio, contentType }, maxAudioBytes);
      return limit(async () => {
        const directory = await mkdtemp(join(options.temporaryDirectory ?? tmpdir(), 'speech-'));
        try {
          const pcm = await toPcm(audio, extension, directory);
          return { text: await recognise(directory, pcm, phrases) };
        } finally {
          await rm(directory, { recursive: true, force: true });
        }
      });
    },
  };
}

const availability = new Map<string, Promise<boolean>>();

/** Whether pocketsphinx, its US English model and ffmpeg are installed; checked once per process. */
export function isPocketsphinxAvailable(
  options: Pick<
    PocketsphinxRecognizerOptions,
    'pocketsphinxCommand' | 'ffmpegCommand' | 'modelDirectory'
  > = {},
): Promise<boolean> {
  const pocketsphinx = options.pocketsphinxCommand ?? 'pocketsphinx_continuous';
  const ffmpeg = options.ffmpegCommand ?? 'ffmpeg';
  const paths = modelPaths(options.modelDirectory ?? DEFAULT_MODEL_DIRECTORY);
  const key = [pocketsphinx, ffmpeg, paths.acousticModel].join('\u0000');
  let check = availability.get(key);
  if (!check) {
    check = Promise.all([
      // Without arguments it prints its usage and exits 1; what matters is that it starts.
      runProcess(pocketsphinx, ['-h'], { timeoutMs: 5_000 }),
      runProcess(ffmpeg, ['-version'], { timeoutMs: 5_000 }),
      access(join(paths.acousticModel, 'mdef')),
      access(paths.dictionary),
    ]).then(
      ([, ffmpegResult]) => ffmpegResult.exitCode === 0,
      () => false,
    );
    availability.set(key, check);
  }
  return check;
}
