// `npx tsx apps/server/src/compare-offline-voices.ts [COUNTRY] [EVERY]`: which offline voice that
// Debian packages is easiest to understand (ADR 046). Every scripted operator line of a country
// (UK by default) is synthesized by each installed candidate (espeak-ng's English variants, Flite's
// voices, Festival's English voices), transcribed by the recogniser the product uses (pocketsphinx,
// with a language model of ten scripted lines, the line among them, about as many phrases as a
// question's model holds beside the base vocabulary), and scored: word error rate against the line's words, and real-time factor (synthesis
// time over audio length). EVERY 4 takes every fourth line, for a shorter run on a busy machine;
// VOICES=flite,festival limits the candidates. Candidates whose engine is not installed are listed as missing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COUNTRY_IDS, getCountry, scriptedOperatorLines, type CountryId } from '@callready/core';
import { createPocketsphinxRecognizer } from './providers/speech/pocketsphinx-recognizer';
import { runProcess } from './providers/speech/run-process';
import { spokenWords } from './providers/speech/spoken-words';

interface Candidate {
  name: string;
  /** Renders `textPath` to a WAV at `wavPath`. */
  render(textPath: string, wavPath: string): Promise<void>;
}

const TIMEOUT_MS = 60_000;
/** Lines in each language model: the line heard and the nine after it in the list. */
const MODEL_LINES = 10;

async function mustRun(command: string, args: string[], stdin?: Buffer | string) {
  const result = await runProcess(command, args, { timeoutMs: TIMEOUT_MS, stdin });
  if (result.exitCode !== 0) throw new Error(`${command} failed: ${result.stderrTail}`);
  return result;
}

const espeak = (voice: string, rate = 145): Candidate => ({
  name: `espeak-ng ${voice} ${rate} wpm`,
  async render(textPath, wavPath) {
    await mustRun('espeak-ng', ['-v', voice, '-s', String(rate), '-f', textPath, '-w', wavPath]);
  },
});

const flite = (voice: string): Candidate => ({
  name: `flite ${voice}`,
  async render(textPath, wavPath) {
    await mustRun('flite', ['-voice', voice, '-f', textPath, '-o', wavPath]);
  },
});

const festival = (voice: string): Candidate => ({
  name: `festival ${voice}`,
  async render(textPath, wavPath) {
    await mustRun('text2wave', ['-eval', `(voice_${voice})`, textPath, '-o', wavPath]);
  },
});

/** espeak-ng 1.51, Flite 2.2 and Festival 2.5 as Debian 12 packages them (festvox-kallpc16k, festvox-kdlpc16k, festvox-us-slt-hts). */
const CANDIDATES: Candidate[] = [
  espeak('en-gb+f3'),
  espeak('en-us+f3'),
  espeak('en-gb-x-rp+f3'),
  espeak('en-gb'),
  espeak('en-us'),
  flite('slt'),
  flite('rms'),
  flite('awb'),
  flite('kal16'),
  festival('cmu_us_slt_arctic_hts'),
  festival('kal_diphone'),
  festival('ked_diphone'),
];

/** Word-level edit distance over the reference's length. */
export function wordErrors(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (let row = 1; row <= reference.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= hypothesis.length; column += 1) {
      const substitution =
        (previous[column - 1] ?? 0) + (reference[row - 1] === hypothesis[column - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[hypothesis.length] ?? 0;
}

/** Seconds of audio in a 16 kHz mono 16-bit WAV. */
const secondsOf = (wav: Buffer) => (wav.length - 44) / 32_000;

async function toSpeechWav(wavPath: string): Promise<Buffer> {
  const result = await mustRun('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    wavPath,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    'pipe:1',
  ]);
  return result.stdout;
}

async function main() {
  const countryId = (process.argv[2] ?? 'uk') as CountryId;
  if (!COUNTRY_IDS.includes(countryId)) throw new Error(`Unknown country ${countryId}`);
  const every = Math.max(1, Number(process.argv[3] ?? 1));
  const only = process.env.VOICES?.split(',');
  const recognizer = createPocketsphinxRecognizer({ maxConcurrent: 1, timeoutMs: TIMEOUT_MS });
  const all = scriptedOperatorLines(getCountry(countryId));
  const lines = all.filter((_, index) => index % every === 0);
  const modelOf = (index: number) =>
    Array.from({ length: MODEL_LINES }, (_, offset) => all[(index + offset) % all.length] ?? '');
  const directory = await mkdtemp(join(tmpdir(), 'voices-'));
  const textPath = join(directory, 'line.txt');
  const wavPath = join(directory, 'line.wav');
  const referenceWords = lines.reduce((total, line) => total + spokenWords(line).length, 0);
  process.stdout.write(
    `${countryId}: ${lines.length} of ${all.length} scripted lines, ${referenceWords} words\n`,
  );
  process.stdout.write('| voice | word error rate | real-time factor | lines heard exactly |\n');
  process.stdout.write('| --- | --- | --- | --- |\n');
  try {
    for (const candidate of CANDIDATES) {
      if (only && !only.some((name) => candidate.name.includes(name))) continue;
      let errors = 0;
      let exact = 0;
      let synthesisSeconds = 0;
      let audioSeconds = 0;
      try {
        for (const [index, line] of lines.entries()) {
          await writeFile(textPath, `${line}\n`);
          const started = performance.now();
          await candidate.render(textPath, wavPath);
          synthesisSeconds += (performance.now() - started) / 1000;
          const wav = await toSpeechWav(wavPath);
          audioSeconds += secondsOf(wav);
          const { text } = await recognizer.transcribe({
            audio: wav,
            contentType: 'audio/wav',
            phrases: modelOf(index * every),
          });
          const lineErrors = wordErrors(spokenWords(line), text.split(' ').filter(Boolean));
          errors += lineErrors;
          if (lineErrors === 0) exact += 1;
        }
      } catch (error) {
        process.stdout.write(
          `| ${candidate.name} | missing (${(error as Error).message.split('\n')[0]}) | | |\n`,
        );
        continue;
      }
      const wer = ((100 * errors) / referenceWords).toFixed(1);
      const rtf = (synthesisSeconds / audioSeconds).toFixed(3);
      process.stdout.write(`| ${candidate.name} | ${wer} % | ${rtf} | ${exact} of ${lines.length} |\n`);
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

await main();
