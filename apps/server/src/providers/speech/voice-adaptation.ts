// Learning a child's voice on this server (ADR 056): the acoustic features of sentences a child read in
// voice practice (MFCCs from sphinx_fe, never the recording), and from them an MLLR transform of the
// acoustic model's means (sphinxtrain's bw collects the statistics, mllr_solve solves the transform),
// which pocketsphinx applies to every later decode of that child's speech. Only this module and the
// recogniser run the tools; every file lives in a private temporary directory that is always removed.
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPronunciationDictionary } from './pronunciation-dictionary';
import { lastMeaningfulLine, runProcess } from './run-process';
import { SPEECH_SAMPLE_RATE } from './speech-wav';
import { SpeechProviderError, type VoiceSample } from './types';

export interface VoiceAdaptationOptions {
  /** Holds the `en-us` acoustic model folder and `cmudict-en-us.dict` (Debian package pocketsphinx-en-us). */
  modelDirectory?: string;
  /** Where Debian's sphinxtrain keeps `bw` and `mllr_solve` (not on the PATH). */
  sphinxtrainDirectory?: string;
  sphinxFeCommand?: string;
  mdefConvertCommand?: string;
  timeoutMs?: number;
  temporaryDirectory?: string;
  /**
   * 'full' (the default): a full matrix and a shift of the means; 'shift': only the shift, for when
   * a few sentences are too little for a full matrix (mllr_solve -mllrmult no).
   */
  transform?: 'full' | 'shift';
}

export const DEFAULT_SPHINXTRAIN_DIRECTORY = '/usr/lib/sphinxtrain';
const DEFAULT_MODEL_DIRECTORY = '/usr/share/pocketsphinx/model/en-us';

const settingsOf = (options: VoiceAdaptationOptions) => {
  const modelDirectory = options.modelDirectory ?? DEFAULT_MODEL_DIRECTORY;
  const sphinxtrain = options.sphinxtrainDirectory ?? DEFAULT_SPHINXTRAIN_DIRECTORY;
  return {
    acousticModel: join(modelDirectory, 'en-us'),
    dictionary: join(modelDirectory, 'cmudict-en-us.dict'),
    bw: join(sphinxtrain, 'bw'),
    mllrSolve: join(sphinxtrain, 'mllr_solve'),
    sphinxFe: options.sphinxFeCommand ?? 'sphinx_fe',
    mdefConvert: options.mdefConvertCommand ?? 'pocketsphinx_mdef_convert',
    timeoutMs: options.timeoutMs ?? 60_000,
    temporaryDirectory: options.temporaryDirectory ?? tmpdir(),
  };
};

/** The feature settings the en-us model was trained with (its feat.params). */
const FEATURE_ARGS = [
  '-lowerf',
  '130',
  '-upperf',
  '6800',
  '-nfilt',
  '25',
  '-transform',
  'dct',
  '-lifter',
  '22',
];
/** The seed of sphinx_fe's dither, as the recogniser seeds its own (ADR 052). */
const DITHER_SEED = '20261127';

// --- sendump → mixture_weights -------------------------------------------------------------------

/**
 * Rebuilds Sphinx-III `mixture_weights` from a PocketSphinx `sendump` (the Debian model ships only
 * the latter, and `bw` needs the former). sendump: length-prefixed header strings ending with a zero
 * length, then #codewords and #pdfs (int32), then for each feature stream and codeword one byte per
 * pdf, the negated log (base 1.0001) of the weight shifted right by `mixw_shift` (10). Written as
 * sphinxtrain's sendump.py does: an `s3` header, the byte-order magic, the dimensions
 * (pdfs × streams × codewords) and float32 weights. Little-endian, as both files are on x86 and ARM.
 */
export function sendumpToMixtureWeights(sendump: Buffer): Buffer {
  let offset = 0;
  const readInt = () => {
    if (offset + 4 > sendump.length) throw new Error('The sendump file ends early');
    const value = sendump.readUInt32LE(offset);
    offset += 4;
    return value;
  };
  let streams = 0;
  let shift = 10;
  let clusterCount = 0;
  for (;;) {
    const length = readInt();
    if (length === 0) break;
    if (length > 65_536 || offset + length > sendump.length) throw new Error('Not a sendump file');
    const line = sendump.toString('latin1', offset, offset + length - 1);
    offset += length;
    const [key, value] = line.split(/\s+/);
    if (key === 'feature_count') streams = Number(value);
    if (key === 'mixw_shift') shift = Number(value);
    if (key === 'cluster_count') clusterCount = Number(value);
  }
  if (clusterCount !== 0) throw new Error('Clustered sendump files are not supported');
  if (!Number.isInteger(streams) || streams < 1) throw new Error('The sendump file names no feature streams');
  const codewords = readInt();
  const pdfs = readInt();
  if (offset + streams * codewords * pdfs > sendump.length) throw new Error('The sendump file ends early');

  const header = 's3\nversion 1.0\n';
  // The binary part starts on a four-byte boundary, padded before `endhdr` as sphinxtrain does.
  const misalignment = (header.length + 'endhdr\n'.length) % 4;
  const text = `${header}${misalignment ? ' '.repeat(4 - misalignment) : ''}endhdr\n`;
  const count = pdfs * streams * codewords;
  const out = Buffer.alloc(text.length + 4 + 16 + count * 4);
  out.write(text, 0, 'latin1');
  let at = text.length;
  out.writeInt32LE(0x11223344, at);
  out.writeUInt32LE(pdfs, at + 4);
  out.writeUInt32LE(streams, at + 8);
  out.writeUInt32LE(codewords, at + 12);
  out.writeUInt32LE(count, at + 16);
  at += 20;
  const weights = new Float32Array(count);
  // The 256 possible bytes, each as a weight.
  const weightOf = Array.from({ length: 256 }, (_, byte) => Math.pow(1.0001, -(byte << shift)));
  for (let stream = 0; stream < streams; stream += 1) {
    for (let codeword = 0; codeword < codewords; codeword += 1) {
      for (let pdf = 0; pdf < pdfs; pdf += 1) {
        const byte = sendump[offset] ?? 0;
        offset += 1;
        weights[(pdf * streams + stream) * codewords + codeword] = weightOf[byte] ?? 0;
      }
    }
  }
  Buffer.from(weights.buffer).copy(out, at);
  return out;
}

// --- the transform file --------------------------------------------------------------------------

/**
 * Checks an MLLR file as pocketsphinx reads it: classes, streams, then per class and stream its
 * width n, n rows of n numbers (A), a row of n (b) and a row of n (variance scale). Returns the
 * text normalised (one row a line) or undefined when it is not one, so nothing malformed reaches a
 * decode.
 */
export function checkedTransform(text: string): string | undefined {
  const tokens = text.trim().split(/\s+/);
  let at = 0;
  const next = () => tokens[at++];
  const int = () => {
    const value = Number(next());
    return Number.isInteger(value) && value > 0 && value <= 64 ? value : undefined;
  };
  const classes = int();
  const streams = int();
  if (!classes || !streams) return undefined;
  const lines = [String(classes), String(streams)];
  for (let block = 0; block < classes * streams; block += 1) {
    const width = int();
    if (!width) return undefined;
    lines.push(String(width));
    for (let row = 0; row < width + 2; row += 1) {
      const values: string[] = [];
      for (let column = 0; column < width; column += 1) {
        const value = next();
        if (value === undefined || !Number.isFinite(Number(value))) return undefined;
        values.push(value);
      }
      lines.push(values.join(' '));
    }
  }
  return at === tokens.length ? `${lines.join('\n')}\n` : undefined;
}

/** The control and transcript files `bw` reads, one utterance per sample. */
export function adaptationCorpus(samples: readonly Pick<VoiceSample, 'words'>[]) {
  const ids = samples.map((_, index) => `s${String(index).padStart(2, '0')}`);
  return {
    ids,
    control: ids.map((id) => `${id}\n`).join(''),
    transcript: samples.map((sample, index) => `<s> ${sample.words} </s> (${ids[index] ?? ''})\n`).join(''),
  };
}

// --- running the tools ---------------------------------------------------------------------------

async function run(command: string, args: readonly string[], timeoutMs: number, what: string) {
  const result = await runProcess(command, args, { timeoutMs }).catch((error: unknown) => {
    throw new SpeechProviderError('unavailable', `${what} is not installed`, { cause: error });
  });
  if (result.exitCode !== 0) {
    throw new SpeechProviderError('upstream', `${what} failed: ${lastMeaningfulLine(result.stderrTail)}`);
  }
  return result;
}

/** MFCC features of 16 kHz mono PCM already written to `rawPath`, as the model's front end makes them. */
export async function computeFeatures(
  rawPath: string,
  options: VoiceAdaptationOptions = {},
): Promise<Buffer> {
  const settings = settingsOf(options);
  const featuresPath = `${rawPath}.mfc`;
  await run(
    settings.sphinxFe,
    [
      ...FEATURE_ARGS,
      '-samprate',
      String(SPEECH_SAMPLE_RATE),
      '-raw',
      'yes',
      '-dither',
      'yes',
      '-seed',
      DITHER_SEED,
      '-i',
      rawPath,
      '-o',
      featuresPath,
    ],
    settings.timeoutMs,
    'sphinx_fe',
  );
  return readFile(featuresPath);
}

/** The sendump's weights, converted once per process (8 MB) and kept. */
const mixtureWeights = new Map<string, Promise<Buffer>>();

function mixtureWeightsOf(acousticModel: string) {
  let weights = mixtureWeights.get(acousticModel);
  if (!weights) {
    weights = readFile(join(acousticModel, 'sendump')).then(sendumpToMixtureWeights);
    weights.catch(() => mixtureWeights.delete(acousticModel));
    mixtureWeights.set(acousticModel, weights);
  }
  return weights;
}

/**
 * An MLLR transform (one regression class, means only) from the samples' features and words, or
 * undefined when no sample's words are all in the dictionary. Nothing is kept on disk.
 */
export async function solveTransform(
  samples: readonly VoiceSample[],
  options: VoiceAdaptationOptions = {},
): Promise<string | undefined> {
  const settings = settingsOf(options);
  const dictionary = await loadPronunciationDictionary(settings.dictionary).catch((error: unknown) => {
    throw new SpeechProviderError('unavailable', 'The pocketsphinx dictionary is not installed', {
      cause: error,
    });
  });
  const usable = samples.filter(
    (sample) => sample.words.length > 0 && sample.words.split(' ').every((word) => dictionary.has(word)),
  );
  if (usable.length === 0) return undefined;
  const directory = await mkdtemp(join(settings.temporaryDirectory, 'voice-'));
  try {
    const corpus = adaptationCorpus(usable);
    const accumulated = join(directory, 'counts');
    await Promise.all([
      ...usable.map((sample, index) =>
        writeFile(join(directory, `${corpus.ids[index] ?? ''}.mfc`), sample.features, { mode: 0o600 }),
      ),
      writeFile(join(directory, 'corpus.ctl'), corpus.control),
      writeFile(join(directory, 'corpus.lsn'), corpus.transcript),
      writeFile(
        join(directory, 'corpus.dict'),
        dictionary.linesFor(usable.flatMap((sample) => sample.words.split(' '))),
      ),
      writeFile(join(directory, 'mixture_weights'), await mixtureWeightsOf(settings.acousticModel)),
      mkdir(accumulated),
    ]);
    // bw reads the model definition as text; the Debian model's is binary.
    await run(
      settings.mdefConvert,
      ['-text', join(settings.acousticModel, 'mdef'), join(directory, 'mdef.txt')],
      settings.timeoutMs,
      'pocketsphinx_mdef_convert',
    );
    await run(
      settings.bw,
      [
        '-hmmdir',
        settings.acousticModel,
        '-moddeffn',
        join(directory, 'mdef.txt'),
        '-mixwfn',
        join(directory, 'mixture_weights'),
        '-ts2cbfn',
        '.ptm.',
        '-feat',
        '1s_c_d_dd',
        '-svspec',
        '0-12/13-25/26-38',
        '-cmn',
        'current',
        '-agc',
        'none',
        '-dictfn',
        join(directory, 'corpus.dict'),
        '-fdictfn',
        join(settings.acousticModel, 'noisedict'),
        '-ctlfn',
        join(directory, 'corpus.ctl'),
        '-lsnfn',
        join(directory, 'corpus.lsn'),
        '-cepdir',
        directory,
        '-cepext',
        'mfc',
        '-accumdir',
        accumulated,
      ],
      settings.timeoutMs,
      'sphinxtrain bw',
    );
    const transformPath = join(directory, 'mllr_matrix');
    await run(
      settings.mllrSolve,
      [
        '-meanfn',
        join(settings.acousticModel, 'means'),
        '-varfn',
        join(settings.acousticModel, 'variances'),
        '-outmllrfn',
        transformPath,
        '-accumdir',
        accumulated,
        ...(options.transform === 'shift' ? ['-mllrmult', 'no'] : []),
      ],
      settings.timeoutMs,
      'sphinxtrain mllr_solve',
    );
    const transform = checkedTransform(await readFile(transformPath, 'utf8'));
    if (!transform) throw new SpeechProviderError('upstream', 'mllr_solve wrote no usable transform');
    return transform;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const availability = new Map<string, Promise<boolean>>();

/** Whether sphinxtrain, sphinx_fe and the model's sendump are installed; checked once per process. */
export function isVoiceAdaptationAvailable(options: VoiceAdaptationOptions = {}): Promise<boolean> {
  const settings = settingsOf(options);
  const key = [settings.bw, settings.sphinxFe, settings.mdefConvert, settings.acousticModel].join('\u0000');
  let check = availability.get(key);
  if (!check) {
    check = Promise.all([
      access(settings.bw),
      access(settings.mllrSolve),
      access(join(settings.acousticModel, 'sendump')),
      access(settings.dictionary),
      // Both print their usage and exit non-zero without arguments; what matters is that they start.
      runProcess(settings.sphinxFe, ['-help', 'yes'], { timeoutMs: 5_000 }),
      runProcess(settings.mdefConvert, [], { timeoutMs: 5_000 }),
    ]).then(
      () => true,
      () => false,
    );
    availability.set(key, check);
  }
  return check;
}
