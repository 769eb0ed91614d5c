import { describe, expect, it } from 'vitest';
import { isOggOpus, oggOpusDurationSeconds } from './ogg-opus';
import { oggPage, opusHeadPacket } from '../../test/audio-samples';

const page = oggPage;
const opusHead = opusHeadPacket;

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
