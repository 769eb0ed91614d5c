// Minimal reading of Ogg Opus files (RFC 7845): enough to check that bytes really are Ogg Opus
// and to measure how long they play.

const OGG_CAPTURE = Buffer.from('OggS', 'latin1');
const OPUS_HEAD = Buffer.from('OpusHead', 'latin1');
const PAGE_HEADER_BYTES = 27;
/** Opus granule positions always count 48 kHz samples, whatever the input rate was. */
const OPUS_GRANULE_RATE = 48_000;

interface OggPage {
  granulePosition: bigint;
  body: Buffer;
}

function readPages(bytes: Buffer): OggPage[] {
  const pages: OggPage[] = [];
  let offset = 0;
  while (offset + PAGE_HEADER_BYTES <= bytes.length) {
    if (!bytes.subarray(offset, offset + 4).equals(OGG_CAPTURE)) break;
    const segmentCount = bytes.readUInt8(offset + 26);
    const tableEnd = offset + PAGE_HEADER_BYTES + segmentCount;
    if (tableEnd > bytes.length) break;
    let bodyLength = 0;
    for (let index = offset + PAGE_HEADER_BYTES; index < tableEnd; index += 1)
      bodyLength += bytes.readUInt8(index);
    if (tableEnd + bodyLength > bytes.length) break;
    pages.push({
      granulePosition: bytes.readBigInt64LE(offset + 6),
      body: bytes.subarray(tableEnd, tableEnd + bodyLength),
    });
    offset = tableEnd + bodyLength;
  }
  return pages;
}

/** True when the bytes start with an Ogg page carrying an Opus identification header. */
export function isOggOpus(bytes: Buffer): boolean {
  const first = readPages(bytes.subarray(0, Math.min(bytes.length, 65_307)))[0];
  return first !== undefined && first.body.subarray(0, OPUS_HEAD.length).equals(OPUS_HEAD);
}

/** Playing time in seconds (last granule position minus the encoder's pre-skip), or null if unreadable. */
export function oggOpusDurationSeconds(bytes: Buffer): number | null {
  const pages = readPages(bytes);
  const head = pages[0]?.body;
  if (!head || head.length < 19 || !head.subarray(0, OPUS_HEAD.length).equals(OPUS_HEAD)) return null;
  const preSkip = head.readUInt16LE(10);
  const last = pages.at(-1);
  if (!last || last.granulePosition <= 0n) return null;
  return (Number(last.granulePosition) - preSkip) / OPUS_GRANULE_RATE;
}
