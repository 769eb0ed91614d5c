// The recogniser's own format, read without ffmpeg: an upload that is already 16 kHz mono 16-bit WAV
// needs no decoding, and starting ffmpeg (with its two hundred shared libraries) takes a few hundred
// milliseconds of a child's wait for the transcript (docs/architecture.md §2).

/** The sample rate and sample format pocketsphinx listens at. */
export const SPEECH_SAMPLE_RATE = 16_000;

const PCM_FORMAT = 1;

/**
 * The samples of a RIFF/WAVE file that is already 16 kHz, mono, 16-bit PCM (little-endian, as the
 * format defines); undefined for anything else, which then goes through ffmpeg.
 */
export function speechWavSamples(file: Buffer): Buffer | undefined {
  if (
    file.length < 12 ||
    file.toString('latin1', 0, 4) !== 'RIFF' ||
    file.toString('latin1', 8, 12) !== 'WAVE'
  )
    return undefined;
  let formatOk = false;
  let offset = 12;
  while (offset + 8 <= file.length) {
    const id = file.toString('latin1', offset, offset + 4);
    const size = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > file.length) return undefined;
      formatOk =
        file.readUInt16LE(body) === PCM_FORMAT &&
        file.readUInt16LE(body + 2) === 1 &&
        file.readUInt32LE(body + 4) === SPEECH_SAMPLE_RATE &&
        file.readUInt16LE(body + 14) === 16;
    } else if (id === 'data') {
      if (!formatOk) return undefined;
      // A recorder that never went back to fill in the size writes 0 or the largest value: read to the end.
      const end = size === 0 || body + size > file.length ? file.length : body + size;
      return file.subarray(body, end - ((end - body) % 2));
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  return undefined;
}
