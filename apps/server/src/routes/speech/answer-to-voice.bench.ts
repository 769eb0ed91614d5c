// answer-to-voice: from the request for the operator's next line to the first byte of its audio
// (ADR 027, ADR 045). A scripted line comes from the cache, at its immutable address or through the
// synthesis endpoint; a read-back quotes the child's words, so each one is new: whole, it is
// synthesized live; split (as the call screen says it), its fixed words come from their address
// while only the child's words are synthesized at the same time, and the first sound waits only
// for the fixed words. The server voice is the default offline one (Flite, else espeak-ng). The
// floor is the health check through the same app. All in this process, no network; p50 and p95 are
// printed after the run. The device's own voice is timed in apps/web/src/lib/speech/answer-to-voice.bench.ts.
// Run: npx vitest bench --run --project server apps/server/src/routes/speech/answer-to-voice.bench.ts
import { buildScript, getCountry, readBackParts, SCENARIOS } from '@callready/core';
import { afterAll, bench, describe } from 'vitest';
import {
  createEspeakSynthesizer,
  createFliteSynthesizer,
  isEspeakAvailable,
  isFliteAvailable,
  type SpeechSynthesizer,
} from '../../providers/speech';
import { apiRequest, signUpAndVerify } from '../../test/auth-helpers';
import { createLatencySamples } from '../../test/latency-samples';
import { createTestContext } from '../../test/test-context';

const OPTIONS = { time: 3_000, warmupTime: 300, iterations: 20 };

// Without an offline voice, a stand-in that takes as long as a short espeak-ng line on a quiet machine.
const standIn: SpeechSynthesizer = {
  id: 'espeak',
  synthesize: () =>
    new Promise((resolve) =>
      setTimeout(() => resolve({ audio: Buffer.alloc(8_000), contentType: 'audio/ogg' }), 150),
    ),
};
const [flite, espeak] = await Promise.all([isFliteAvailable(), isEspeakAvailable()]);
const voiceName = flite ? 'Flite' : espeak ? 'espeak-ng' : 'stand-in voice, 150 ms';
const context = await createTestContext({
  env: { SPEECH_REQUESTS_PER_MINUTE: '100000' },
  speech: {
    synthesizer: flite ? createFliteSynthesizer() : espeak ? createEspeakSynthesizer() : standIn,
    recognizer: null,
  },
});
const parent = await signUpAndVerify(context, { email: 'answer-to-voice@example.com' });
afterAll(() => context.close());

const [scenario] = SCENARIOS;
if (!scenario) throw new Error('No scenarios');
const LINE = buildScript(scenario, getCountry('uk')).questions[1]?.text['7-10'] ?? '';
const synthesize = (text: string) =>
  apiRequest(context, '/api/speech/synthesize', { body: { text, countryId: 'uk' }, cookie: parent.cookie });

// The pre-render's work for this line, done before the clock starts.
const address = (await synthesize(LINE)).headers.get('content-location') ?? '';
if (!address) throw new Error('The scripted line has no address');
// And the read-backs' fixed words, as the pre-render does.
const fixedAddress = new Map<string, string>();
for (const fixed of ['You said', 'is that right?']) {
  fixedAddress.set(fixed, (await synthesize(fixed)).headers.get('content-location') ?? '');
}

const samples = createLatencySamples();

/** Time to the first byte of the body, kept under `name`. */
async function timed(name: string, request: () => Response | Promise<Response>) {
  const startedAt = performance.now();
  const response = await request();
  if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
  const reader = response.body?.getReader();
  await reader?.read();
  const elapsed = performance.now() - startedAt;
  await reader?.cancel();
  samples.add(name, elapsed);
}

afterAll(() => {
  process.stdout.write(`\nanswer-to-voice (${voiceName})\n${samples.lines([50, 95], 'runs').join('\n')}\n`);
});

let readBacks = 0;

describe('answer-to-voice', () => {
  bench(
    'floor: health check',
    () => timed('floor: health check', () => context.app.request('/api/health')),
    OPTIONS,
  );
  bench(
    'scripted line at its immutable address',
    () => timed('scripted line at its immutable address', () => context.app.request(address)),
    OPTIONS,
  );
  bench(
    'scripted line through POST /synthesize',
    () => timed('scripted line through POST /synthesize', () => synthesize(LINE)),
    OPTIONS,
  );
  bench(
    'live read-back of the child’s words',
    () => {
      readBacks += 1;
      return timed('live read-back of the child’s words', () =>
        synthesize(`You said “${readBacks} Elm Road” — is that right?`),
      );
    },
    OPTIONS,
  );
  bench(
    'read-back, fixed words first, child’s words in parallel',
    async () => {
      readBacks += 1;
      const parts = readBackParts(`You said “${readBacks} Elm Road” — is that right?`) ?? [];
      const startedAt = performance.now();
      // Both asked for at once, as the call screen does; the first sound needs only the fixed words.
      const words = synthesize(parts[1]?.text ?? '').then(async (response) => {
        await response.arrayBuffer();
        samples.add('  … the child’s words ready', performance.now() - startedAt);
      });
      await timed('read-back, fixed words first, child’s words in parallel', () =>
        context.app.request(fixedAddress.get(parts[0]?.text ?? '') ?? ''),
      );
      await words;
    },
    OPTIONS,
  );
});
