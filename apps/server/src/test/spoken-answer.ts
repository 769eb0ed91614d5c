// A child's answer for the recogniser: espeak-ng's American voice (its Klatt variant sounds
// closest to a person), as a browser uploads it (webm/opus), as 16 kHz WAV, or in other containers.
// Needs espeak-ng and ffmpeg; tests that use it are skipped without them.
import { runProcess } from '../providers/speech/run-process';

export interface SpokenAnswer {
  audio: Buffer;
  /** How long the speech lasts. */
  seconds: number;
}

const CODECS = {
  webm: ['-c:a', 'libopus', '-b:a', '24k', '-f', 'webm'],
  ogg: ['-c:a', 'libopus', '-b:a', '24k', '-f', 'ogg'],
  'webm-vorbis': ['-c:a', 'libvorbis', '-f', 'webm'],
  wav: ['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', '-f', 'wav'],
};

export async function speakAnswer(text: string, format: keyof typeof CODECS = 'webm'): Promise<SpokenAnswer> {
  const wav = await runProcess('espeak-ng', ['--stdin', '--stdout', '-v', 'en-us+klatt', '-s', '140'], {
    stdin: text,
    timeoutMs: 10_000,
  });
  const converted = await runProcess(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', ...CODECS[format], 'pipe:1'],
    { stdin: wav.stdout, timeoutMs: 10_000 },
  );
  if (converted.exitCode !== 0) throw new Error(`ffmpeg could not encode the answer as ${format}`);
  // espeak-ng writes 16-bit mono at 22,050 Hz after a 44-byte header.
  return { audio: converted.stdout, seconds: (wav.stdout.length - 44) / (22_050 * 2) };
}
