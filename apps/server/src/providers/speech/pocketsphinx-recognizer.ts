// Offline speech in (docs/architecture.md §2): the upload as 16 kHz mono PCM (a browser's WebM/Opus
// decoded in this process, 16 kHz WAV read as it is, anything else decoded by ffmpeg), then
// pocketsphinx listens with a language model of the call's vocabulary for this moment (ADR 052),
// built once per moment and kept, or for the request alone when it holds the caller's own words.
// Decoding is deterministic (the dither is seeded), and each transcript says how sure the decoder
// was of it (ADR 052). Files live in a private temporary directory that is always removed: no
// audio is kept.
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkUpload, DEFAULT_MAX_AUDIO_BYTES } from './audio-upload';
import { BASE_VOCABULARY } from './base-vocabulary';
import { createConcurrencyLimit } from './concurrency-limit';
import { decodeWebmOpus, warmOpusDecoder } from './decode-webm-opus';
import { buildListeningModel, unknownSpellableWords, type ListeningModel } from './listening-model';
import { heardSegments, isWord } from './pocketsphinx-output';
import { recognitionConfidence } from './recognition-confidence';
import { loadPronunciationDictionary, type PronunciationDictionary } from './pronunciation-dictionary';
import { lastMeaningfulLine, runProcess } from './run-process';
import { spellPronunciations } from './spelled-pronunciations';
import { speechWavSamples, SPEECH_SAMPLE_RATE } from './speech-wav';
import { voicedFrames } from './voicing';
import {
  checkedTransform,
  computeFeatures,
  isVoiceAdaptationAvailable,
  solveTransform,
  type VoiceAdaptationOptions,
} from './voice-adaptation';
import {
  SpeechProviderError,
  type ListeningVocabulary,
  type SpeechRecognizer,
  type Transcription,
  type TranscriptionRequest,
  type VoiceOptions,
} from './types';

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
  /** Spells out words the dictionary lacks (place names); none are spelled without it. */
  espeakCommand?: string;
  /** Language models kept for the moments heard most recently. */
  keptModels?: number;
  /** Learning a child's voice (ADR 056): where sphinxtrain and sphinx_fe are. */
  adaptation?: Omit<VoiceAdaptationOptions, 'modelDirectory' | 'temporaryDirectory'>;
}

export const DEFAULT_MODEL_DIRECTORY = '/usr/share/pocketsphinx/model/en-us';

const BYTES_PER_SECOND = SPEECH_SAMPLE_RATE * 2;
/** Silence around the answer so the decoder hears its first and last sounds whole. */
const PADDING = Buffer.alloc(Math.round(0.3 * SPEECH_SAMPLE_RATE) * 2);

const modelPaths = (modelDirectory: string) => ({
  acousticModel: join(modelDirectory, 'en-us'),
  dictionary: join(modelDirectory, 'cmudict-en-us.dict'),
});

/** The seed of pocketsphinx's dither: the same recording is always heard the same way. */
const DITHER_SEED = '20261127';

/** What a request without a vocabulary listens for: its phrases, and the everyday words. */
const phrasesVocabulary = (phrases: readonly string[]): ListeningVocabulary => ({
  key: `phrases:${JSON.stringify(phrases)}`,
  sentences: phrases.map((text) => ({ text, weight: 10 })),
});

export function createPocketsphinxRecognizer(options: PocketsphinxRecognizerOptions = {}): SpeechRecognizer {
  const pocketsphinx = options.pocketsphinxCommand ?? 'pocketsphinx_continuous';
  const ffmpeg = options.ffmpegCommand ?? 'ffmpeg';
  const paths = modelPaths(options.modelDirectory ?? DEFAULT_MODEL_DIRECTORY);
  const maxAudioBytes = options.maxAudioBytes ?? DEFAULT_MAX_AUDIO_BYTES;
  const maxDurationSeconds = options.maxDurationSeconds ?? 30;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const limit = createConcurrencyLimit(options.maxConcurrent ?? 2);
  const keptModels = options.keptModels ?? 96;
  const models = new Map<string, Promise<ListeningModel>>();
  // Words spelled out once are known for good (null: espeak-ng could not spell them).
  const spelledWords = new Map<string, string | null>();
  const adaptationOptions: VoiceAdaptationOptions = {
    ...options.adaptation,
    modelDirectory: options.modelDirectory ?? DEFAULT_MODEL_DIRECTORY,
    ...(options.temporaryDirectory ? { temporaryDirectory: options.temporaryDirectory } : {}),
  };

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

  const dictionaryFile = () =>
    loadPronunciationDictionary(paths.dictionary).catch((error: unknown) => {
      throw new SpeechProviderError('unavailable', 'The pocketsphinx dictionary is not installed', {
        cause: error,
      });
    });

  async function buildModel(
    sentences: ListeningVocabulary['sentences'],
    dictionary: PronunciationDictionary,
    own = false,
  ): Promise<ListeningModel> {
    const ownSpelled = new Map<string, string>();
    const unknown = unknownSpellableWords(sentences, dictionary);
    const fresh = unknown.filter((word) => !spelledWords.has(word));
    if (fresh.length > 0) {
      const spelled = await spellPronunciations(fresh, {
        ...(options.espeakCommand ? { espeakCommand: options.espeakCommand } : {}),
      });
      // A caller's own words are spelled for their request only, never remembered.
      if (!own) for (const word of fresh) spelledWords.set(word, spelled.get(word) ?? null);
      else for (const [word, phones] of spelled) ownSpelled.set(word, phones);
    }
    const spelled = new Map<string, string>();
    for (const word of unknown) {
      const phones = spelledWords.get(word) ?? ownSpelled.get(word);
      if (phones) spelled.set(word, phones);
    }
    return buildListeningModel(sentences, dictionary, spelled, BASE_VOCABULARY);
  }

  /** The moment's model, built once and kept (the most recent `keptModels`); own words are never kept. */
  async function modelFor(vocabulary: ListeningVocabulary): Promise<ListeningModel> {
    const dictionary = await dictionaryFile();
    if (vocabulary.ownSentences?.length)
      return buildModel([...vocabulary.sentences, ...vocabulary.ownSentences], dictionary, true);
    let model = models.get(vocabulary.key);
    if (model) {
      models.delete(vocabulary.key);
    } else {
      model = buildModel(vocabulary.sentences, dictionary);
      model.catch(() => models.delete(vocabulary.key));
    }
    models.set(vocabulary.key, model);
    for (const key of models.keys()) {
      if (models.size <= keptModels) break;
      models.delete(key);
    }
    return model;
  }

  async function recognise(
    directory: string,
    pcm: Buffer,
    vocabulary: ListeningVocabulary,
    voice: VoiceOptions = {},
  ): Promise<Transcription> {
    const model = await modelFor(vocabulary);
    // The child's learnt voice, checked before it reaches the decoder; the file goes with the directory.
    const transform = voice.transform === undefined ? undefined : checkedTransform(voice.transform);
    const transformPath = join(directory, 'voice.mllr');
    if (transform) await writeFile(transformPath, transform, { mode: 0o600 });
    const audioPath = join(directory, 'answer.raw');
    const modelPath = join(directory, 'answer.lm');
    const dictionaryPath = join(directory, 'answer.dict');
    const padded = Buffer.concat([PADDING, pcm, PADDING]);
    await Promise.all([
      // Raw PCM rather than WAV: pocketsphinx_continuous assumes a bare 44-byte WAV header.
      writeFile(audioPath, padded),
      writeFile(modelPath, model.arpa),
      writeFile(dictionaryPath, model.dictionary),
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
        // A little noise on the padding's silence, the same every time (ADR 052).
        '-dither',
        'yes',
        '-seed',
        DITHER_SEED,
        // Noise and mumbling may be set aside as such rather than forced into words.
        '-fillprob',
        '1e-2',
        // Each word with its time and its posterior probability.
        '-time',
        'yes',
        ...(transform ? ['-mllr', transformPath] : []),
      ],
      { timeoutMs },
    );
    if (result.exitCode !== 0) {
      throw new SpeechProviderError(
        'upstream',
        `pocketsphinx failed: ${lastMeaningfulLine(result.stderrTail)}`,
      );
    }
    // Without sphinx_fe the answer is still heard; only nothing is learnt from it.
    const features = voice.keepFeatures
      ? await computeFeatures(audioPath, adaptationOptions).catch(() => undefined)
      : undefined;
    const segments = heardSegments(result.stdout.toString('utf8'));
    const words = segments.filter(isWord);
    return {
      text: words.map((segment) => segment.word).join(' '),
      // The words' times count from the start of the padded audio, as the voiced frames do.
      confidence: recognitionConfidence(segments, voicedFrames(padded, SPEECH_SAMPLE_RATE)),
      ...(features ? { features } : {}),
    };
  }

  return {
    id: 'pocketsphinx',
    async warm() {
      await Promise.all([loadPronunciationDictionary(paths.dictionary), warmOpusDecoder()]).catch(
        () => undefined,
      );
    },
    async prepare(vocabulary) {
      await modelFor(vocabulary);
    },
    learnVoice: (samples) => solveTransform(samples, adaptationOptions),
    canLearnVoices: () => isVoiceAdaptationAvailable(adaptationOptions),
    async transcribe({ audio, contentType, phrases, vocabulary, voice }: TranscriptionRequest) {
      const extension = checkUpload({ audio, contentType }, maxAudioBytes);
      return limit(async () => {
        const directory = await mkdtemp(join(options.temporaryDirectory ?? tmpdir(), 'speech-'));
        try {
          const pcm = await toPcm(audio, extension, directory);
          return await recognise(directory, pcm, vocabulary ?? phrasesVocabulary(phrases), voice);
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
