// answer-to-voice with the device's own voice (ADR 045): from the child's answer to the first sound
// of the operator's next lines, through what the call screen runs: the conversation engine's step,
// which lines hold the child's words, the choice of the device's voice and the Speaker. The device's
// speechSynthesis is a stand-in that starts speaking as soon as it is asked (a real one starts within
// a frame or two), so the figure is this code's own share. Whole Australian calls are played with
// model answers; each answer is counted as a scripted line or, when the next lines quote the child,
// a read-back; an answer whose next lines do not quote the child is also timed as if the operator
// read back a place ("You're at 12 Wattle Street. Is that right?"), so both kinds are always timed. p50 and p95 are printed after the run. The server's voice is timed in
// apps/server/src/routes/speech/answer-to-voice.bench.ts.
// Run: npx vitest bench --run --project web apps/web/src/lib/speech/answer-to-voice.bench.ts
import {
  createConversation,
  getCountry,
  getScenario,
  locationReadBackLine,
  scriptedOperatorLines,
  step,
  type ConversationState,
} from '@callready/core';
import { afterAll, bench, describe } from 'vitest';
import { createSpeaker } from './speaker';

/** A device with a natural Australian voice on it and an online one, as an iPad with Karen downloaded. */
const VOICES = [
  { name: 'Google UK English Female', lang: 'en-GB', localService: false, default: false },
  { name: 'Karen (Enhanced)', lang: 'en-AU', localService: true, default: false },
];

class Utterance {
  lang = '';
  voice: unknown = null;
  rate = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const speechSynthesis = {
  getVoices: () => VOICES,
  speak(utterance: Utterance) {
    queueMicrotask(() => {
      utterance.onstart?.();
      utterance.onend?.();
    });
  },
  cancel: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
};

Object.assign(globalThis, { window: globalThis, speechSynthesis, SpeechSynthesisUtterance: Utterance });
// The capabilities look-up: a server with a voice, so the device's voice is there by choice.
globalThis.fetch = () =>
  Promise.resolve(
    new Response(JSON.stringify({ synthesis: true, transcription: false, browserRecognition: false }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const country = getCountry('au');
const scenario = getScenario('111', 'fever-child');
if (!scenario) throw new Error('No fever-child scenario');
const scripted = new Set(scriptedOperatorLines(country));
const isPrivateLine = (line: string) => !scripted.has(line);
const speaker = createSpeaker('operator');
const context = { countryId: country.id, voiceSource: 'device' as const, isPrivateLine };

const times = { scripted: [] as number[], readBack: [] as number[] };
let clock = 1_700_000_000_000;

function newCall(): ConversationState {
  clock += 1000;
  return step(createConversation({ scenario: scenario!, country, childAge: 9 }), { type: 'start', at: clock })
    .state;
}

let state = newCall();
// The page asked the server what it offers when the call screen opened, before any answer.
await speaker.speak(['Hello.'], context, new AbortController().signal);
// A place the operator reads back on the first answer to the location question.
const answerFor = (current: ConversationState) =>
  current.prompt?.kind === 'address' ? '12 Wattle Street, Perth' : (current.prompt?.modelAnswer ?? 'yes');

/** One answer: the engine's step, then speaking its lines until the first sound. */
async function answerOnce() {
  while (state.stage !== 'listening') {
    if (state.stage === 'finished') state = newCall();
    else state = step(state, { type: 'continue', at: (clock += 1000) }).state;
  }
  const startedAt = performance.now();
  const result = step(state, { type: 'answer', text: answerFor(state), at: (clock += 1000) });
  const lines = result.effects.flatMap((effect) => (effect.type === 'speak' ? [effect.text] : []));
  state = result.state;
  if (lines.length === 0) return;
  const readBack = lines.some(isPrivateLine);
  (readBack ? times.readBack : times.scripted).push(await firstSoundOf(lines, startedAt));
  if (readBack) return;
  const readBackStartedAt = performance.now();
  step(state, { type: 'answer', text: '12 Wattle Street', at: clock + 1 });
  times.readBack.push(await firstSoundOf([locationReadBackLine('at 12 Wattle Street')], readBackStartedAt));
}

async function firstSoundOf(lines: readonly string[], startedAt: number): Promise<number> {
  let firstSound = 0;
  await speaker.speak(lines, context, new AbortController().signal, () => {
    firstSound ||= performance.now() - startedAt;
  });
  return firstSound;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

afterAll(() => {
  const line = (name: string, values: number[]) =>
    `${name}   p50 ${percentile(values, 50).toFixed(2)} ms   p95 ${percentile(values, 95).toFixed(2)} ms   (${values.length} answers)`;
  process.stdout.write(
    `\nanswer-to-voice, device voice (stand-in speechSynthesis)\n${line('scripted line', times.scripted)}\n${line('read-back    ', times.readBack)}\n`,
  );
});

describe('answer-to-voice, device voice', () => {
  bench('answer to first sound', answerOnce, { time: 3_000, warmupTime: 0, iterations: 200 });
});
