// A spoken answer to its transcript: a three-second answer, uploaded as a browser records it
// (webm/opus), through POST /api/speech/transcribe with the offline engines (ffmpeg decodes,
// pocketsphinx listens with the question's vocabulary). One at a time, the same as 16 kHz WAV (read
// without ffmpeg), then four children at once.
// Skipped without espeak-ng, ffmpeg and pocketsphinx. p50 and p95 are printed after the run.
// Run: npx vitest bench --run --project server apps/server/src/routes/speech/spoken-answer.bench.ts
import { buildScript, getCountry, getScenario } from '@callready/core';
import { afterAll, bench, describe } from 'vitest';
import {
  createPocketsphinxRecognizer,
  isEspeakAvailable,
  isPocketsphinxAvailable,
} from '../../providers/speech';
import { signUpAndVerify } from '../../test/auth-helpers';
import { speakAnswer } from '../../test/spoken-answer';
import { createLatencySamples } from '../../test/latency-samples';
import { createTestContext } from '../../test/test-context';

const OPTIONS = { time: 3_000, warmupTime: 0, warmupIterations: 1, iterations: 8 };
const enginesInstalled = (await isEspeakAvailable()) && (await isPocketsphinxAvailable());

const recognizer = enginesInstalled ? createPocketsphinxRecognizer() : null;
// As the server does once it is listening.
await recognizer?.warm?.();
const context = await createTestContext({
  env: { SPEECH_REQUESTS_PER_MINUTE: '100000' },
  speech: { synthesizer: null, recognizer },
});
// Four families: the speech queue serves one request per caller at a time.
const parents = await Promise.all(
  [1, 2, 3, 4].map((index) => signUpAndVerify(context, { email: `spoken-answer-${index}@example.com` })),
);
afterAll(() => context.close());

const question = buildScript(getScenario('999', 'house-fire')!, getCountry('uk')).questions[1]!;
const ANSWER_TEXT = 'I live at 12 Oak Street, near the park';
const answer = enginesInstalled ? await speakAnswer(ANSWER_TEXT) : undefined;
// The same answer as 16 kHz WAV, which the recogniser reads without starting ffmpeg.
const wavAnswer = enginesInstalled ? await speakAnswer(ANSWER_TEXT, 'wav') : undefined;
const query = new URLSearchParams({ scenarioType: '999', scenarioId: 'house-fire', questionId: question.id });

const samples = createLatencySamples();

async function transcribe(name: string, caller = 0, upload = { audio: answer?.audio, type: 'audio/webm' }) {
  const startedAt = performance.now();
  const response = await context.app.request(`/api/speech/transcribe?${query.toString()}`, {
    method: 'POST',
    headers: {
      origin: context.env.PUBLIC_URL,
      'content-type': upload.type,
      cookie: parents[caller]?.cookie ?? '',
    },
    body: upload.audio,
  });
  if (response.status !== 200) throw new Error(`transcribe answered ${response.status}`);
  await response.json();
  samples.add(name, performance.now() - startedAt);
}

afterAll(() => {
  process.stdout.write(
    `\nspoken answer of ${answer?.seconds.toFixed(1)} s to transcript\n${samples.lines([50, 95], 'answers').join('\n')}\n`,
  );
});

describe.skipIf(!enginesInstalled)('spoken answer to transcript', () => {
  bench('one at a time', () => transcribe('one at a time'), OPTIONS);
  bench(
    'one at a time, uploaded as 16 kHz WAV',
    () => transcribe('one at a time, 16 kHz WAV', 0, { audio: wavAnswer?.audio, type: 'audio/wav' }),
    OPTIONS,
  );
  bench(
    'four children at once',
    () =>
      Promise.all([0, 1, 2, 3].map((caller) => transcribe('four children at once', caller))).then(
        () => undefined,
      ),
    OPTIONS,
  );
});
