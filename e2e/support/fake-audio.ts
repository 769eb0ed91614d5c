// A spoken answer for Chromium's fake microphone: a WAV file made with espeak-ng before the browser starts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The same flags as playwright.config.ts: Debian's Chromium, kept off the network. */
export const baseChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The path of a WAV file of `sentence`, or null when espeak-ng is not installed. */
export function spokenWav(sentence: string): string | null {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'callready-voice-')), 'answer.wav');
  try {
    execFileSync('espeak-ng', ['-v', 'en-us+klatt', '-s', '140', '-w', file, sentence], { stdio: 'ignore' });
    return file;
  } catch {
    return null;
  }
}

/** Chromium flags that grant the microphone without asking and feed it `wavFile` on a loop. */
export function fakeMicrophoneArgs(wavFile: string) {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wavFile}`,
  ];
}
