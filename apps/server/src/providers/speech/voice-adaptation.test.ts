// The pure parts of learning a voice (ADR 056): the Debian model's sendump rebuilt as the
// mixture_weights sphinxtrain's bw reads, the transform file checked before a decode uses it, and the
// corpus files bw reads. The formats: sphinxtrain's python/cmusphinx/sendump.py and s3file.py, and
// sphinxbase's ms_mllr.c (the MLLR file pocketsphinx reads with -mllr).
import { describe, expect, it } from 'vitest';
import { adaptationCorpus, checkedTransform, sendumpToMixtureWeights } from './voice-adaptation';

function lengthPrefixed(text: string) {
  const bytes = Buffer.from(`${text}\0`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** A sendump of `streams` streams, 2 codewords and 3 pdfs, bytes given per stream and codeword. */
function sendump(streams: number, bytes: number[][][]) {
  const counts = Buffer.alloc(8);
  counts.writeUInt32LE(2, 0);
  counts.writeUInt32LE(3, 4);
  return Buffer.concat([
    lengthPrefixed('BEGIN FILE FORMAT DESCRIPTION'),
    lengthPrefixed('END FILE FORMAT DESCRIPTION'),
    lengthPrefixed('cluster_count 0'),
    lengthPrefixed('codebook_count 1'),
    lengthPrefixed(`feature_count ${streams}`),
    Buffer.alloc(4),
    counts,
    Buffer.from(bytes.flat(2)),
  ]);
}

function readMixtureWeights(file: Buffer) {
  const end = file.indexOf('endhdr\n') + 'endhdr\n'.length;
  const header = file.toString('latin1', 0, end);
  const magic = file.readInt32LE(end);
  const [pdfs, streams, codewords, count] = [4, 8, 12, 16].map((at) => file.readUInt32LE(end + at));
  const weights = Array.from({ length: count ?? 0 }, (_, index) => file.readFloatLE(end + 20 + index * 4));
  return { header, dataStart: end, magic, pdfs, streams, codewords, count, weights, size: file.length };
}

describe('sendump to mixture_weights', () => {
  it('writes an s3 header, the byte-order magic and the pdf × stream × codeword weights', () => {
    // Stream 0: codeword 0 has bytes 0,1,2 for pdfs 0..2; codeword 1 has 3,0,255. Stream 1 likewise.
    const file = sendumpToMixtureWeights(
      sendump(2, [
        [
          [0, 1, 2],
          [3, 0, 255],
        ],
        [
          [4, 5, 6],
          [7, 8, 9],
        ],
      ]),
    );
    const read = readMixtureWeights(file);
    expect(read.header.startsWith('s3\nversion 1.0\n')).toBe(true);
    expect(read.dataStart % 4).toBe(0);
    expect(read.magic).toBe(0x11223344);
    expect([read.pdfs, read.streams, read.codewords, read.count]).toEqual([3, 2, 2, 12]);
    expect(read.size).toBe(read.dataStart + 20 + 12 * 4);
    const weight = (pdf: number, stream: number, codeword: number) =>
      read.weights[(pdf * 2 + stream) * 2 + codeword];
    // A byte b is the weight 1.0001^-(b << 10).
    expect(weight(0, 0, 0)).toBe(1);
    expect(weight(1, 0, 0)).toBeCloseTo(Math.pow(1.0001, -1024), 6);
    expect(weight(2, 0, 0)).toBeCloseTo(Math.pow(1.0001, -2048), 6);
    expect(weight(0, 0, 1)).toBeCloseTo(Math.pow(1.0001, -3072), 6);
    expect(weight(2, 0, 1)).toBeCloseTo(Math.pow(1.0001, -255 * 1024), 12);
    expect(weight(0, 1, 0)).toBeCloseTo(Math.pow(1.0001, -4096), 6);
    expect(weight(2, 1, 1)).toBeCloseTo(Math.pow(1.0001, -9216), 6);
  });

  it('refuses a file that is not a sendump or ends early', () => {
    expect(() => sendumpToMixtureWeights(Buffer.from('s3\nversion 1.0\nendhdr\n'))).toThrow();
    const whole = sendump(1, [
      [
        [0, 0, 0],
        [0, 0, 0],
      ],
    ]);
    expect(() => sendumpToMixtureWeights(whole.subarray(0, whole.length - 1))).toThrow(/ends early/);
  });
});

/** A one-class, one-stream transform of width 2. */
const SMALL_TRANSFORM = '1\n1\n2\n1.1 -0.2\n0.3 0.9\n-1.5 2.0\n1.0 1.0\n';

describe('the transform file', () => {
  it('takes an MLLR file as mllr_solve writes it, one row a line', () => {
    expect(checkedTransform('1 1 2  1.1 -0.2 0.3 0.9\n-1.5 2.0 1.0 1.0')).toBe(SMALL_TRANSFORM);
    expect(checkedTransform(SMALL_TRANSFORM)).toBe(SMALL_TRANSFORM);
  });

  it('refuses anything else: missing or extra numbers, words, zero or huge sizes', () => {
    expect(checkedTransform('')).toBeUndefined();
    expect(checkedTransform(SMALL_TRANSFORM.replace('1.0 1.0\n', '1.0\n'))).toBeUndefined();
    expect(checkedTransform(`${SMALL_TRANSFORM}3.0`)).toBeUndefined();
    expect(checkedTransform(SMALL_TRANSFORM.replace('0.9', 'nan'))).toBeUndefined();
    expect(checkedTransform(SMALL_TRANSFORM.replace('0.9', '-infinity'))).toBeUndefined();
    expect(checkedTransform('0\n1\n')).toBeUndefined();
    expect(checkedTransform('1\n1\n100000\n')).toBeUndefined();
    expect(checkedTransform('1\n1\n2\n-mllr /etc/passwd')).toBeUndefined();
  });
});

describe('the corpus bw reads', () => {
  it('names each sentence once, in the control file and the transcript', () => {
    expect(adaptationCorpus([{ words: 'my name is sam' }, { words: 'please help' }])).toEqual({
      ids: ['s00', 's01'],
      control: 's00\ns01\n',
      transcript: '<s> my name is sam </s> (s00)\n<s> please help </s> (s01)\n',
    });
  });
});
