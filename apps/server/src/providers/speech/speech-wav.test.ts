import { describe, expect, it } from 'vitest';
import { speechWavSamples } from './speech-wav';

/** A chunk; a last chunk whose size was never filled in has no padding either. */
function chunk(id: string, body: Buffer, size = body.length): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(size, 4);
  const padding = size === body.length && body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([header, body, padding]);
}

function format({ pcm = 1, channels = 1, rate = 16_000, bits = 16 } = {}): Buffer {
  const body = Buffer.alloc(16);
  body.writeUInt16LE(pcm, 0);
  body.writeUInt16LE(channels, 2);
  body.writeUInt32LE(rate, 4);
  body.writeUInt32LE((rate * channels * bits) / 8, 8);
  body.writeUInt16LE((channels * bits) / 8, 12);
  body.writeUInt16LE(bits, 14);
  return chunk('fmt ', body);
}

function wav(...chunks: Buffer[]): Buffer {
  const rest = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(rest.length + 4, 4);
  header.write('WAVE', 8, 'latin1');
  return Buffer.concat([header, rest]);
}

const samples = Buffer.from([1, 0, 2, 0, 3, 0, 0xff, 0x7f]);

describe('speechWavSamples', () => {
  it('reads the samples of 16 kHz mono 16-bit PCM, past chunks it does not need', () => {
    expect(speechWavSamples(wav(format(), chunk('data', samples)))).toEqual(samples);
    const withList = wav(chunk('LIST', Buffer.from('INFOabc')), format(), chunk('data', samples));
    expect(speechWavSamples(withList)).toEqual(samples);
  });

  it('reads to the end when the recorder left the data size unset, dropping a half sample', () => {
    const unset = wav(format(), chunk('data', Buffer.concat([samples, Buffer.from([9])]), 0));
    expect(speechWavSamples(unset)).toEqual(samples);
    const tooLarge = wav(format(), chunk('data', samples, 0xffffffff));
    expect(speechWavSamples(tooLarge)).toEqual(samples);
  });

  it.each([
    ['another sample rate', wav(format({ rate: 44_100 }), chunk('data', samples))],
    ['stereo', wav(format({ channels: 2 }), chunk('data', samples))],
    ['8-bit samples', wav(format({ bits: 8 }), chunk('data', samples))],
    ['floating-point samples', wav(format({ pcm: 3, bits: 32 }), chunk('data', samples))],
    ['data before its format', wav(chunk('data', samples), format())],
    ['no data', wav(format())],
    ['webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['a cut-off header', Buffer.from('RIFF')],
  ])('leaves %s to ffmpeg', (_case, file) => {
    expect(speechWavSamples(file)).toBeUndefined();
  });
});
