// Test support: the smallest byte strings that pass for each audio format the providers check.

/** One Ogg page with the given granule position and body. */
export function oggPage(granule: bigint, body: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeBigInt64LE(granule, 6);
  header.writeUInt8(1, 26);
  return Buffer.concat([header, Buffer.from([body.length]), body]);
}

/** Opus's identification header: mono, 312 samples of pre-skip, 48 kHz. */
export function opusHeadPacket(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8);
  head.writeUInt8(1, 9);
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  return head;
}

/** The smallest thing that is Ogg Opus: one page holding the identification header. */
export const oggOpusHeaderPage = (): Buffer => oggPage(0n, opusHeadPacket());

/** An ID3 tag followed by an MPEG frame header: what an MP3 file starts with. */
export const MP3_START = Buffer.concat([
  Buffer.from('ID3', 'latin1'),
  Buffer.from([4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]),
]);
