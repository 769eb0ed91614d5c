// Spoken answers on whole calls, through POST /api/speech/transcribe as the web app sends them
// (WebM/Opus at 48 kHz) with the offline recogniser: the benchmark's own calls
// (test/spoken-bench/spoken-calls.ts) read by synthetic voices, one voice per call: Flite's adult
// voices (the clean control), Flite pitched into a child's range, espeak-ng at a child's pitch, and
// those child voices over background noise. Each call is played through the conversation engine
// twice, typed and spoken, and the report gives per set of voices: word error rate, the facts the
// operator understood typed and spoken, the red flags caught in text that survive speech, and good
// answers sent back ('not-heard') or to check. Then noise-only and garbled clips (how many came back
// 'not-heard'), and the time to hear an answer of about three seconds, one at a time.
// A child whose answer is not heard is counted as losing it (the next answer goes to the same
// question); 'check' is taken as heard. Skipped without flite, espeak-ng, sox, ffmpeg and pocketsphinx.
// Clips are made once and kept in the system's temporary folder (bench-audio.ts), so a second run
// hears the same audio. Figures are printed after the run (README, Speech).
// Run: npx vitest bench --run --project server apps/server/src/routes/speech/spoken-calls.bench.ts
// Options: SPOKEN_BENCH_VOICES=adult,flite-child,espeak-child,noisy-child (all by default),
// SPOKEN_BENCH_EVERY=n (every nth call), SPOKEN_BENCH_REPORT=file.json (the figures as JSON too),
// SPOKEN_BENCH_ONLY=latency (the answer times alone), SPOKEN_BENCH_ONLY=adaptation (the gain from
// learning a child's voice alone, ADR 056: for each child-range voice, its calls heard before and after
// six voice-practice sentences read in that voice through the same endpoint; needs sphinxtrain),
// SPOKEN_BENCH_ADAPT_VOICES=flite-child,espeak-child (the voices whose gain is measured),
// SPOKEN_BENCH_MLLR=shift (learn only a shift of the means instead of the full transform).
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { VoiceLearning } from '@callready/contract';
import { createConversation, getCountry, getScenario, MAX_EVENTS_PER_CALL, step } from '@callready/core';
import { afterAll, bench, describe } from 'vitest';
import { createAddressCipher } from '../../modules/home-details/address-cipher';
import { callVocabulary } from '../../modules/speech/call-vocabulary';
import { deleteChildHome, updateChildHome } from '../../modules/home-details/home-details';
import {
  createPocketsphinxRecognizer,
  isEspeakAvailable,
  isFliteAvailable,
  isPocketsphinxAvailable,
} from '../../providers/speech';
import { runProcess } from '../../providers/speech/run-process';
import { isVoiceAdaptationAvailable } from '../../providers/speech/voice-adaptation';
import { playWholeCall } from '../../../../../packages/core/src/conversation/test/whole-calls/play-whole-call';
import { signUpAndVerify } from '../../test/auth-helpers';
import { addChild, storedInviteCode } from '../../test/children-helpers';
import { percentile } from '../../test/latency-samples';
import {
  ADULT_VOICES,
  espeakChildVoices,
  FLITE_CHILD_VOICES,
  notSpeechClip,
  speechClip,
  type BackgroundNoise,
  type BenchClip,
  type NotSpeechKind,
  type SpeechClipRequest,
} from '../../test/spoken-bench/bench-audio';
import { SPOKEN_CALLS, type SpokenCall } from '../../test/spoken-bench/spoken-calls';
import { comparableWords, wordEdits } from '../../test/spoken-bench/word-error-rate';
import { createTestContext, TEST_SECRETS } from '../../test/test-context';

const soxInstalled = await runProcess('sox', ['--version'], { timeoutMs: 10_000 }).then(
  (result) => result.exitCode === 0,
  () => false,
);
const installed =
  soxInstalled &&
  (await isFliteAvailable()) &&
  (await isEspeakAvailable()) &&
  (await isPocketsphinxAvailable());

const VOICE_SETS = {
  adult: 'Flite adult voices, clean',
  'flite-child': "Flite in a child's range",
  'espeak-child': "espeak-ng in a child's range",
  'noisy-child': 'child voices with background noise',
} as const;
type VoiceSet = keyof typeof VOICE_SETS;

/** Kitchen, television, traffic and fridge: at 10–15 dB below the voice. */
const NOISES: readonly { kind: BackgroundNoise; snrDb: number }[] = [
  { kind: 'pink', snrDb: 15 },
  { kind: 'babble', snrDb: 15 },
  { kind: 'brown', snrDb: 10 },
  { kind: 'hum', snrDb: 15 },
];

/** How the call at `index` is read in a set of voices: one voice for the whole call, like one child. */
function reading(set: VoiceSet, call: SpokenCall, index: number): Omit<SpeechClipRequest, 'text'> {
  const flite = FLITE_CHILD_VOICES[index % 4]!;
  const espeak = espeakChildVoices(call.country)[index % 4]!;
  switch (set) {
    case 'adult':
      return { voice: ADULT_VOICES[index % 4]! };
    case 'flite-child':
      return { voice: flite };
    case 'espeak-child':
      return { voice: espeak };
    case 'noisy-child':
      return {
        voice: index % 2 === 0 ? flite : espeak,
        noise: NOISES[Math.floor(index / 2) % NOISES.length]!,
      };
  }
}

const latencyOnly = process.env.SPOKEN_BENCH_ONLY === 'latency';
const adaptationOnly = process.env.SPOKEN_BENCH_ONLY === 'adaptation';
const chosenSets = (
  latencyOnly || adaptationOnly
    ? []
    : (process.env.SPOKEN_BENCH_VOICES?.split(',') ?? Object.keys(VOICE_SETS))
).filter((set): set is VoiceSet => Object.hasOwn(VOICE_SETS, set));
const every = Math.max(1, Number(process.env.SPOKEN_BENCH_EVERY ?? 1));
const calls = SPOKEN_CALLS.map((call, index) => ({ call, index })).filter(({ index }) => index % every === 0);

interface Reply {
  text: string;
  hearing: 'heard' | 'check' | 'not-heard';
  confidence: number | undefined;
  milliseconds: number;
}

interface SetFigures {
  answers: number;
  wordsSaid: number;
  wordEdits: number;
  notHeard: number;
  check: number;
  factsExpected: number;
  factsTyped: number;
  factsSpoken: number;
  flagsTyped: number;
  flagsSurviving: number;
  falseFlagsSpoken: number;
  milliseconds: number[];
}

const emptyFigures = (): SetFigures => ({
  answers: 0,
  wordsSaid: 0,
  wordEdits: 0,
  notHeard: 0,
  check: 0,
  factsExpected: 0,
  factsTyped: 0,
  factsSpoken: 0,
  flagsTyped: 0,
  flagsSurviving: 0,
  falseFlagsSpoken: 0,
  milliseconds: [],
});

/** SPOKEN_BENCH_MLLR=shift learns only a shift of the means (the product learns a full transform). */
const recognizer = installed
  ? createPocketsphinxRecognizer(
      process.env.SPOKEN_BENCH_MLLR === 'shift' ? { adaptation: { transform: 'shift' } } : {},
    )
  : null;
const context = installed
  ? await (async () => {
      await recognizer?.warm?.();
      return createTestContext({
        env: { SPEECH_REQUESTS_PER_MINUTE: '100000' },
        speech: { synthesizer: null, recognizer, localRecognizer: recognizer },
      });
    })()
  : undefined;
afterAll(() => context?.close());

const cipher = createAddressCipher(TEST_SECRETS.ADDRESS_ENCRYPTION_KEY);

interface BenchChild {
  id: string;
  inviteCode: string;
  /** The parent's session, who reads how far the child's voice was learnt. */
  parentCookie: string;
}

/** A child of their own parent, with nothing learnt of their voice. */
async function newChild(label: string): Promise<BenchChild> {
  if (!context) throw new Error('No engines');
  const parent = await signUpAndVerify(context, { email: `spoken-calls-${label}@example.com` });
  const child = await addChild(context, parent, { name: 'Sam' });
  return { id: child.id, inviteCode: await storedInviteCode(context, child.id), parentCookie: parent.cookie };
}

/** Two children at once, as the recogniser serves two recordings at a time; each has a parent. */
const WORKERS = 2;
const children = context
  ? await Promise.all(Array.from({ length: WORKERS }, (_, index) => newChild(String(index))))
  : [];

async function transcribe(
  clip: BenchClip,
  inviteCode: string,
  question: { scenarioType: string; scenarioId: string; questionId: string; countryId: string },
): Promise<Reply> {
  if (!context) throw new Error('No engines');
  const query = new URLSearchParams({ inviteCode, ...question });
  const startedAt = performance.now();
  const response = await context.app.request(`/api/speech/transcribe?${query.toString()}`, {
    method: 'POST',
    headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/webm' },
    body: new Uint8Array(clip.audio),
  });
  const milliseconds = performance.now() - startedAt;
  if (response.status !== 200)
    throw new Error(`transcribe answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { text: string; hearing?: Reply['hearing']; confidence?: number };
  // A server from before the hearing levels: words are heard, no words are not.
  const hearing = body.hearing ?? (body.text.trim() === '' ? 'not-heard' : 'heard');
  return { text: body.text, hearing, confidence: body.confidence, milliseconds };
}

/** One call spoken by one child: the engine hears what the recogniser returns, answer by answer. */
async function playSpoken(
  set: VoiceSet,
  call: SpokenCall,
  index: number,
  child: BenchChild,
  figures: SetFigures,
) {
  // The address a parent stored for this child, or none (ADR 043).
  if (call.home)
    await updateChildHome(
      context!.db,
      cipher,
      child.id,
      { home: { flat: '', postcode: '', ...call.home } },
      new Date(),
    );
  else await deleteChildHome(context!.db, child.id);

  const scenario = getScenario(call.type, call.scenarioId);
  if (!scenario) throw new Error(`Unknown scenario ${call.scenarioId}`);
  let state = createConversation({ scenario, country: getCountry(call.country), childAge: call.age });
  let clock = 1_700_000_000_000;
  let result = step(state, { type: 'start', at: clock });
  const heard: string[] = [];
  let next = 0;
  for (let events = 1; next < call.answers.length && events <= MAX_EVENTS_PER_CALL * 2; events += 1) {
    state = result.state;
    if (state.stage === 'finished') break;
    clock += 1000;
    if (state.stage !== 'listening' || !state.prompt) {
      result = step(state, { type: 'continue', at: clock });
      continue;
    }
    const said = call.answers[next] as string;
    next += 1;
    const clip = await speechClip({ text: said, ...reading(set, call, index) });
    const reply = await transcribe(clip, child.inviteCode, {
      scenarioType: call.type,
      scenarioId: call.scenarioId,
      questionId: state.prompt.questionId,
      countryId: call.country,
    });
    const reference = comparableWords(said);
    figures.answers += 1;
    figures.wordsSaid += reference.length;
    figures.wordEdits += wordEdits(
      reference,
      comparableWords(reply.hearing === 'not-heard' ? '' : reply.text),
    );
    figures.milliseconds.push(reply.milliseconds);
    if (reply.hearing === 'not-heard') {
      figures.notHeard += 1;
      continue;
    }
    if (reply.hearing === 'check') figures.check += 1;
    heard.push(reply.text);
    result = step(state, { type: 'answer', text: reply.text, at: clock });
  }

  // The same engine replays what it heard, and what was typed, and checks both against the call.
  const spoken = playWholeCall({ ...call, answers: heard });
  const typed = playWholeCall(call);
  figures.factsExpected += typed.understood.length + typed.lost.length;
  figures.factsTyped += typed.understood.length;
  figures.factsSpoken += spoken.understood.length;
  const caughtTyped = (call.expect.flags ?? []).filter((flag) => typed.state.redFlags.includes(flag));
  figures.flagsTyped += caughtTyped.length;
  figures.flagsSurviving += caughtTyped.filter((flag) => spoken.state.redFlags.includes(flag)).length;
  figures.falseFlagsSpoken += spoken.falseFlags.length;
}

/** Runs `work` over `items`, `WORKERS` at a time, each worker with its own child. */
async function inWorkers<T>(items: readonly T[], work: (item: T, worker: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item, worker);
      }
    }),
  );
}

const NOISE_KINDS: readonly NotSpeechKind[] = [
  'silence',
  'white',
  'pink',
  'brown',
  'hum',
  'wind',
  'breathing',
  'tapping',
  'music',
  'babble',
];
const GARBLED_KINDS: readonly NotSpeechKind[] = ['reversed', 'nonsense'];

/** The questions of the benchmark's calls, for clips that answer none of them. */
function questionFor(index: number) {
  const { call } = calls[index % calls.length]!;
  const kinds = ['service', 'address', 'description', 'people'];
  return {
    scenarioType: call.type,
    scenarioId: call.scenarioId,
    questionId: `${call.scenarioId}/${kinds[index % kinds.length]}`,
    countryId: call.country,
  };
}

interface NotSpeechFigures {
  clips: number;
  notHeard: number;
  check: number;
  /** What came back as heard, to see what the recogniser made of it. */
  examples: string[];
}

async function notSpeechFigures(
  kinds: readonly NotSpeechKind[],
  variants: number,
): Promise<NotSpeechFigures> {
  const figures: NotSpeechFigures = { clips: 0, notHeard: 0, check: 0, examples: [] };
  const clips = kinds.flatMap((kind) =>
    Array.from({ length: variants }, (_, variant) => ({ kind, variant })),
  );
  await inWorkers(clips, async ({ kind, variant }, worker) => {
    const clip = await notSpeechClip(kind, variant);
    const reply = await transcribe(clip, children[worker]!.inviteCode, questionFor(figures.clips + variant));
    figures.clips += 1;
    if (reply.hearing === 'not-heard') figures.notHeard += 1;
    else {
      if (reply.hearing === 'check') figures.check += 1;
      figures.examples.push(
        `${kind}: ${reply.hearing} "${reply.text}" (${reply.confidence?.toFixed(2) ?? '-'})`,
      );
    }
  });
  return figures;
}

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '-');

/**
 * The six voice-practice examples as a child reads them aloud (apps/web/src/features/voice-practice/
 * exercises.ts, spokenExample, with the UK's number), sent as the web app sends a practice take.
 */
const PRACTICE_SENTENCES = [
  'Hello, I need some help, please. Can you hear me?',
  "I'm at 12 Oak Street in Riverside. It's the blue house next to the park.",
  "There is smoke coming from the kitchen. I'm outside and I'm safe.",
  "A man fell off his bike. He's holding his leg, and there is a car stopped next to him.",
  "Yes, she's awake. Yes, she's breathing. No, nobody else is hurt.",
  "999, what's your emergency? I need an ambulance, please. My grandad fell over and can't get up. We're at 12 Oak Street in Riverside.",
];

const adaptationInstalled = installed && (await isVoiceAdaptationAvailable());
const adaptationSets = (
  process.env.SPOKEN_BENCH_ADAPT_VOICES?.split(',') ?? ['flite-child', 'espeak-child']
).filter(
  (set): set is VoiceSet => Object.hasOwn(VOICE_SETS, set) && set !== 'adult' && set !== 'noisy-child',
);

interface AdaptationFigures {
  voice: string;
  calls: number;
  /** Practice takes read, and the sentences heard as written (kept to learn from). */
  practiceTakes: number;
  practiceKept: number;
  learntFrom: number | null;
  before: SetFigures;
  after: SetFigures;
}

/** Practice takes a child makes at most: a sentence not heard as written is read again later. */
const MAX_PRACTICE_TAKES = 12;

/**
 * One child reading the practice sentences in `voice` through the practice route, in turn, until six
 * were heard as written and kept (or twelve takes); what was kept and learnt.
 */
async function practise(child: BenchChild, voice: SpeechClipRequest['voice']) {
  if (!context) throw new Error('No engines');
  const statusOf = async () => {
    const status = await context.app.request(`/api/speech/voices/${child.id}`, {
      headers: { origin: context.env.PUBLIC_URL, cookie: child.parentCookie },
    });
    return (await status.json()) as VoiceLearning;
  };
  let takes = 0;
  for (; takes < MAX_PRACTICE_TAKES; takes += 1) {
    if ((await statusOf()).sentences >= 6) break;
    const sentence = PRACTICE_SENTENCES[takes % PRACTICE_SENTENCES.length]!;
    const clip = await speechClip({ text: sentence, voice });
    const query = new URLSearchParams({ inviteCode: child.inviteCode, countryId: 'uk', sentence });
    const response = await context.app.request(`/api/speech/transcribe?${query.toString()}`, {
      method: 'POST',
      headers: { origin: context.env.PUBLIC_URL, 'content-type': 'audio/webm' },
      body: new Uint8Array(clip.audio),
    });
    // A take the server could not hear (a decode timed out on a loaded machine) is read again later.
    if (response.status !== 200) process.stdout.write(`practice take answered ${response.status}\n`);
  }
  const { sentences, learntFrom } = await statusOf();
  return { practiceTakes: takes, practiceKept: sentences, learntFrom };
}

/** For each voice of a set: its calls heard by a new child, then six practice sentences, then the same calls. */
async function adaptationFigures(set: VoiceSet): Promise<AdaptationFigures[]> {
  const byVoice = new Map<string, { voice: SpeechClipRequest['voice']; calls: typeof calls }>();
  for (const entry of calls) {
    const { voice } = reading(set, entry.call, entry.index);
    const key = JSON.stringify(voice);
    const group = byVoice.get(key) ?? { voice, calls: [] };
    group.calls.push(entry);
    byVoice.set(key, group);
  }
  const results: AdaptationFigures[] = [];
  await inWorkers([...byVoice.values()], async ({ voice, calls: voiceCalls }) => {
    const label = `${set}-${results.length}-${Math.random().toString(36).slice(2, 8)}`;
    const child = await newChild(label);
    const before = emptyFigures();
    for (const { call, index } of voiceCalls) await playSpoken(set, call, index, child, before);
    const learnt = await practise(child, voice);
    const after = emptyFigures();
    for (const { call, index } of voiceCalls) await playSpoken(set, call, index, child, after);
    const name = voice.engine === 'flite' ? `flite ${voice.voice}` : `espeak ${voice.voice} p${voice.pitch}`;
    results.push({ voice: name, calls: voiceCalls.length, ...learnt, before, after });
  });
  return results;
}

const report: {
  sets: Partial<Record<VoiceSet, SetFigures>>;
  adaptation?: Partial<Record<VoiceSet, AdaptationFigures[]>>;
  noise?: NotSpeechFigures;
  garbled?: NotSpeechFigures;
  latency?: {
    clips: number;
    p50: number;
    p95: number;
    seconds: number;
    loadBefore: number;
    loadAfter: number;
    /** The time to build a moment's model the first time it is heard (NaN before there were any). */
    firstBuildP50: number;
  };
} = { sets: {} };

function adaptationLine(
  voice: string,
  callCount: number,
  kept: string | undefined,
  learntFrom: number | null | undefined,
  { before, after }: { before: SetFigures; after: SetFigures },
) {
  const arrow = (a: string, b: string) => `${a} → ${b}`;
  return [
    voice.padEnd(25),
    String(callCount).padStart(5),
    (kept ?? '').padStart(10),
    (learntFrom === undefined ? '' : learntFrom === null ? 'no' : String(learntFrom)).padStart(6),
    arrow(percent(before.wordEdits, before.wordsSaid), percent(after.wordEdits, after.wordsSaid)).padStart(
      18,
    ),
    arrow(
      percent(before.factsSpoken, before.factsExpected),
      percent(after.factsSpoken, after.factsExpected),
    ).padStart(20),
    arrow(percent(before.notHeard, before.answers), percent(after.notHeard, after.answers)).padStart(24),
  ].join(' | ');
}

function printReport() {
  const lines = [
    `\nspoken answers on ${calls.length} whole calls (load average ${loadavg()[0]?.toFixed(1)})`,
  ];
  lines.push(
    'voices                             | answers | WER     | facts typed | facts spoken | red flags kept | good not heard | to check',
  );
  for (const [set, figures] of Object.entries(report.sets) as [VoiceSet, SetFigures][]) {
    lines.push(
      [
        VOICE_SETS[set].padEnd(34),
        String(figures.answers).padStart(7),
        percent(figures.wordEdits, figures.wordsSaid).padStart(7),
        percent(figures.factsTyped, figures.factsExpected).padStart(11),
        percent(figures.factsSpoken, figures.factsExpected).padStart(12),
        `${figures.flagsSurviving} of ${figures.flagsTyped}`.padStart(14),
        percent(figures.notHeard, figures.answers).padStart(14),
        percent(figures.check, figures.answers).padStart(8),
      ].join(' | '),
    );
  }
  for (const [name, figures] of [
    ['noise only', report.noise],
    ['garbled', report.garbled],
  ] as const) {
    if (!figures) continue;
    lines.push(
      `${name}: ${figures.notHeard} of ${figures.clips} not heard (${percent(figures.notHeard, figures.clips)}), ${figures.check} to check`,
    );
    for (const example of figures.examples) lines.push(`  ${example}`);
  }
  for (const [set, voices] of Object.entries(report.adaptation ?? {}) as [VoiceSet, AdaptationFigures[]][]) {
    lines.push(`learning the voice from six practice sentences: ${VOICE_SETS[set]}`);
    lines.push(
      'voice                     | calls | kept/takes | learnt | WER before → after | facts before → after | not heard before → after',
    );
    const total = { calls: 0, before: emptyFigures(), after: emptyFigures() };
    for (const figures of voices) {
      total.calls += figures.calls;
      for (const side of ['before', 'after'] as const) {
        for (const key of [
          'answers',
          'wordsSaid',
          'wordEdits',
          'notHeard',
          'factsExpected',
          'factsSpoken',
        ] as const)
          total[side][key] += figures[side][key];
      }
      lines.push(
        adaptationLine(
          figures.voice,
          figures.calls,
          `${figures.practiceKept}/${figures.practiceTakes}`,
          figures.learntFrom,
          figures,
        ),
      );
    }
    lines.push(adaptationLine('all', total.calls, undefined, undefined, total));
  }
  if (report.latency) {
    const { clips, p50, p95, seconds, loadBefore, loadAfter, firstBuildP50 } = report.latency;
    lines.push(
      `answer of ${seconds.toFixed(1)} s on average heard in p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${clips} answers one at a time, load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)})`,
    );
    if (Number.isFinite(firstBuildP50))
      lines.push(
        `a moment's language model built the first time it is heard: p50 ${firstBuildP50.toFixed(0)} ms`,
      );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

afterAll(async () => {
  if (!installed) return;
  printReport();
  if (process.env.SPOKEN_BENCH_REPORT)
    await writeFile(process.env.SPOKEN_BENCH_REPORT, JSON.stringify(report, null, 2));
});

const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe.skipIf(!installed)('spoken answers on whole calls', () => {
  bench(
    'whole calls in each set of voices',
    async () => {
      for (const set of chosenSets) {
        const figures = emptyFigures();
        await inWorkers(calls, ({ call, index }, worker) =>
          playSpoken(set, call, index, children[worker]!, figures),
        );
        report.sets[set] = figures;
      }
    },
    ONCE,
  );
  bench(
    "the gain from learning a child's voice from six practice sentences",
    async () => {
      if (latencyOnly || !adaptationInstalled) return;
      if (process.env.SPOKEN_BENCH_ONLY && !adaptationOnly) return;
      report.adaptation = {};
      for (const set of adaptationSets) report.adaptation[set] = await adaptationFigures(set);
    },
    ONCE,
  );
  bench(
    'noise-only and garbled clips',
    async () => {
      if (latencyOnly || adaptationOnly) return;
      report.noise = await notSpeechFigures(NOISE_KINDS, 3);
      report.garbled = await notSpeechFigures(GARBLED_KINDS, 6);
    },
    ONCE,
  );
  bench(
    'an answer of about three seconds, one at a time',
    async () => {
      if (adaptationOnly) return;
      const answers = calls
        .flatMap(({ call, index }) => call.answers.map((text, answer) => ({ call, index, text, answer })))
        .slice(0, 400);
      const timed: number[] = [];
      let seconds = 0;
      const loadBefore = loadavg()[0] ?? 0;
      const kinds = ['service', 'address', 'description', 'people'];
      const chosen: { clip: BenchClip; question: Parameters<typeof transcribe>[2] }[] = [];
      for (const { call, index, text, answer } of answers) {
        if (chosen.length >= 30) break;
        const clip = await speechClip({ text, ...reading('flite-child', call, index) });
        if (clip.seconds < 2.5 || clip.seconds > 3.5) continue;
        const question = {
          scenarioType: call.type,
          scenarioId: call.scenarioId,
          questionId: `${call.scenarioId}/${kinds[answer % kinds.length]}`,
          countryId: call.country,
        };
        chosen.push({ clip, question });
        // The moment's model is kept once built (the first build is timed below): answers are timed warm.
        await recognizer?.prepare?.(callVocabulary(question));
      }
      await deleteChildHome(context!.db, children[0]!.id);
      for (const { clip, question } of chosen) {
        const reply = await transcribe(clip, children[0]!.inviteCode, question);
        timed.push(reply.milliseconds);
        seconds += clip.seconds;
      }
      const sorted = [...timed].sort((a, b) => a - b);
      // A moment heard for the first time builds its language model first: timed on a new recogniser.
      const fresh = createPocketsphinxRecognizer();
      await fresh.warm?.();
      const builds: number[] = [];
      for (const { call } of calls.slice(0, 8)) {
        const startedAt = performance.now();
        await fresh.prepare?.(
          callVocabulary({
            scenarioType: call.type,
            scenarioId: call.scenarioId,
            questionId: `${call.scenarioId}/address`,
            countryId: call.country,
          }),
        );
        builds.push(performance.now() - startedAt);
      }
      report.latency = {
        firstBuildP50: percentile(
          [...builds].sort((a, b) => a - b),
          50,
        ),
        clips: timed.length,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        seconds: seconds / Math.max(1, timed.length),
        loadBefore,
        loadAfter: loadavg()[0] ?? 0,
      };
    },
    ONCE,
  );
});
