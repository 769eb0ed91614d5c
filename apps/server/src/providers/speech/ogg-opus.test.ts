import { describe, expect, it } from 'vitest';
import { isOggOpus, oggOpusDurationSeconds } from './ogg-opus';

/** One Ogg page with the given granule position and body. */
function page(granule: bigint, body: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeBigInt64LE(granule, 6);
  header.writeUInt8(1, 26);
  return Buffer.concat([header, Buffer.from([body.length]), body]);
}

const opusHead = () => {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8);
  head.writeUInt8(1, 9);
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  return head;
};

describe('Ogg Opus reading', () => {
  it('measures playing time from the last granule position less the pre-skip', () => {
    const file = Buffer.concat([
      page(0n, opusHead()),
      page(0n, Buffer.from('OpusTags')),
      page(96_312n, Buffer.alloc(50)),
    ]);
    expect(isOggOpus(file)).toBe(true);
    expect(oggOpusDurationSeconds(file)).toBe(2);
  });

  it('rejects other formats and truncated data', () => {
    expect(isOggOpus(Buffer.from('ID3 not ogg'))).toBe(false);
    expect(isOggOpus(page(0n, Buffer.from('OggVorbis header')))).toBe(false);
    expect(isOggOpus(page(0n, opusHead()).subarray(0, 30))).toBe(false);
    expect(oggOpusDurationSeconds(Buffer.alloc(0))).toBeNull();
  });
});
