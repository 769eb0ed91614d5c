// The Opus packets of a browser's WebM recording, read without ffmpeg (docs/architecture.md §2):
// starting ffmpeg, with its two hundred shared libraries, was a third of the time from a child's
// answer to its transcript, while a recording is one audio track of Opus packets that libopus (in
// WebAssembly) decodes in milliseconds. Anything this reader does not expect goes to ffmpeg instead.

export interface WebmOpusTrack {
  channels: number;
  /** Samples (at 48 kHz) the decoder drops at the start, from the track's OpusHead. */
  preSkip: number;
  packets: Uint8Array[];
}

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
} as const;

// Elements whose children we read; a recorder writes the segment and its clusters with an unknown
// size while it streams, so every other element is read flat, in order.
const CONTAINERS = new Set<number>([ID.segment, ID.cluster, ID.tracks, ID.trackEntry, ID.blockGroup]);

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** An EBML variable-length integer; an id keeps its length marker, a size does not. */
function readVint(file: Uint8Array, offset: number, keepMarker: boolean): Vint | undefined {
  const first = file[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > file.length || length > 8) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = file[offset + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface TrackEntry {
  number?: number;
  codec?: string;
  head?: Uint8Array;
}

/** Undefined when `file` is not a WebM recording of one Opus track that this reader can take apart. */
export function webmOpusTrack(file: Uint8Array): WebmOpusTrack | undefined {
  const tracks: TrackEntry[] = [];
  const blocks: { track: number; payload: Uint8Array }[] = [];
  let offset = 0;
  let first = true;
  while (offset < file.length) {
    const id = readVint(file, offset, true);
    const size = id && readVint(file, offset + id.length, false);
    if (first && id?.value !== ID.ebml) return undefined;
    // A recording cut off inside an element's header ends there.
    if (!id || !size) break;
    const start = offset + id.length + size.length;
    first = false;
    if (CONTAINERS.has(id.value)) {
      if (id.value === ID.trackEntry) tracks.push({});
      offset = start;
      continue;
    }
    // Only containers may leave their size open; a cut-off last element ends the recording.
    if (size.unknown) return undefined;
    const end = start + size.value;
    if (end > file.length) break;
    const body = file.subarray(start, end);
    const entry = tracks.at(-1);
    if (id.value === ID.trackNumber && entry) entry.number = readUnsigned(body);
    else if (id.value === ID.codecId && entry) entry.codec = new TextDecoder().decode(body);
    else if (id.value === ID.codecPrivate && entry) entry.head = body;
    else if (id.value === ID.simpleBlock || id.value === ID.block) {
      const block = readBlock(body);
      if (!block) return undefined;
      blocks.push(block);
    }
    offset = end;
  }
  const audio = tracks.filter((track) => track.codec === 'A_OPUS');
  const [track] = audio;
  if (audio.length !== 1 || track?.number === undefined || !track.head) return undefined;
  const head = readOpusHead(track.head);
  if (!head) return undefined;
  const packets = blocks.filter((block) => block.track === track.number).map((block) => block.payload);
  return packets.length > 0 ? { ...head, packets } : undefined;
}

function readUnsigned(body: Uint8Array): number {
  return body.reduce((value, byte) => value * 256 + byte, 0);
}

/** A block's track and frame; undefined for laced blocks (several frames), which recorders do not write. */
function readBlock(body: Uint8Array): { track: number; payload: Uint8Array } | undefined {
  const track = readVint(body, 0, false);
  if (!track || body.length < track.length + 3) return undefined;
  const flags = body[track.length + 2]!;
  if ((flags & 0x06) !== 0) return undefined;
  return { track: track.value, payload: body.subarray(track.length + 3) };
}

/** Channels and pre-skip from the track's OpusHead (RFC 7845 §5.1); only the plain mono/stereo mapping. */
function readOpusHead(head: Uint8Array): Pick<WebmOpusTrack, 'channels' | 'preSkip'> | undefined {
  if (head.length < 19 || new TextDecoder().decode(head.subarray(0, 8)) !== 'OpusHead') return undefined;
  const channels = head[9]!;
  const mappingFamily = head[18]!;
  if (mappingFamily !== 0 || channels < 1 || channels > 2) return undefined;
  return { channels, preSkip: head[10]! | (head[11]! << 8) };
}
