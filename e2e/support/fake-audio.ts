// A spoken answer for Chromium's fake microphone: a WAV file made with espeak-ng before the browser starts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

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

/**
 * A microphone that says whatever the test chooses next: each time the page opens the microphone it
 * hears the latest sentence given to `willSay`, spoken by espeak-ng and played into a Web Audio stream.
 * Unlike Chromium's fake device, the sentence can change between answers.
 */
export async function scriptedMicrophone(page: Page) {
  let nextWav: Buffer = Buffer.alloc(0);
  await page.route('**/__test-microphone.wav', (route) =>
    route.fulfill({ body: nextWav, contentType: 'audio/wav' }),
  );
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = async () => {
      const context = new AudioContext();
      await context.resume();
      const wav = await (await fetch('/__test-microphone.wav')).arrayBuffer();
      const source = context.createBufferSource();
      source.buffer = await context.decodeAudioData(wav);
      const destination = context.createMediaStreamDestination();
      source.connect(destination);
      source.start();
      return destination.stream;
    };
  });
  return {
    /** The next opening of the microphone hears `sentence`; answers how long it lasts, in milliseconds. */
    willSay(sentence: string): number {
      const file = spokenWav(sentence);
      if (!file) throw new Error('espeak-ng is not installed');
      nextWav = readFileSync(file);
      // 16-bit mono WAV at espeak-ng's 22,050 Hz, after a 44-byte header.
      return Math.ceil(((nextWav.length - 44) / 2 / 22_050) * 1000);
    },
  };
}
