// A browser's WebM/Opus recording to the recogniser's 16 kHz mono 16-bit PCM, in this process:
// webm-opus.ts takes the packets out, libopus (the opus-decoder package, in WebAssembly) decodes them
// straight at 16 kHz. Only this file touches the decoder.
import { SPEECH_SAMPLE_RATE } from './speech-wav';
import { webmOpusTrack } from './webm-opus';

/**
 * The recording's PCM, or undefined when it is not WebM/Opus this reader can take apart (or the
 * decoder refuses a packet): ffmpeg then decodes it. Throws `tooLong()` past `maxPcmBytes`, before
 * decoding any further.
 */
export async function decodeWebmOpus(
  file: Uint8Array,
  maxPcmBytes: number,
  tooLong: () => Error,
): Promise<Buffer | undefined> {
  const track = webmOpusTrack(file);
  if (!track) return undefined;
  const { OpusDecoder } = await loadOpusDecoder();
  const decoder = new OpusDecoder({
    sampleRate: SPEECH_SAMPLE_RATE,
    channels: track.channels,
    preSkip: track.preSkip,
  });
  await decoder.ready;
  try {
    const chunks: Buffer[] = [];
    let bytes = 0;
    for (const packet of track.packets) {
      const { channelData, samplesDecoded, errors } = decoder.decodeFrame(packet);
      if (errors.length > 0) return undefined;
      bytes += samplesDecoded * 2;
      if (bytes > maxPcmBytes) throw tooLong();
      chunks.push(monoPcm(channelData, samplesDecoded));
    }
    return Buffer.concat(chunks);
  } finally {
    decoder.free();
  }
}

/** The decoder's module, loaded once; its WebAssembly is compiled by the first decoder made. */
const loadOpusDecoder = () => import('opus-decoder');

/** Loads and compiles the decoder ahead of the first recording. */
export async function warmOpusDecoder(): Promise<void> {
  const { OpusDecoder } = await loadOpusDecoder();
  const decoder = new OpusDecoder({ sampleRate: SPEECH_SAMPLE_RATE, channels: 1 });
  await decoder.ready;
  decoder.free();
}

/** The channels' average as 16-bit little-endian samples, clipped to the 16-bit range. */
function monoPcm(channels: Float32Array[], samples: number): Buffer {
  const pcm = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++) {
    let sum = 0;
    for (const channel of channels) sum += channel[index] ?? 0;
    const sample = Math.max(-1, Math.min(1, sum / channels.length));
    pcm.writeInt16LE(Math.round(sample * 32767), index * 2);
  }
  return pcm;
}
