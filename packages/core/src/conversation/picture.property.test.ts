// Properties of the picture of the call (ADR 035), for any sequence of children's answers: a fact
// once heard is never lost, no line contradicts a red flag once it is acted on, no key question is
// asked cold, help is never "on the way" before a place or the follow-ups, and every call ends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries';
import { SPOKEN_SCENARIOS } from '../scenarios';
import { MAX_ANSWERS_PER_CALL, MAX_EVENTS_PER_CALL, step } from './engine';
import { hasPlace, PICTURE_KEYS, type CallPicture } from './picture';
import { type RedFlag } from './red-flags';
import { callSettingOf, createConversation, type ConversationState } from './state';
import { knows } from './take-answer';

// Pieces children say, combined at random into whole answers: facts, flags, lookalikes, places,
// read-back replies, corrections, noise.
const PIECES = [
  'fire',
  'amblance please',
  'police and ambulance',
  'my house is on fire',
  "mum's gone floppy",
  "he isn't breathing",
  'she is breathing fine now',
  "his lips look purple from the cold but he's chatting to me",
  'my brother is still upstairs',
  'everyone got out',
  'the man is still in our house',
  'the burglar ran away',
  "there's loads of blood and it won't stop",
  'she has a rash that stays when I press a glass on it',
  "I'm stuck in my room",
  'we live at 12 Oak Road',
  'no wait, number 14',
  'opposite the library on Kings Parade',
  'at my nan’s, 9 Elm Close, Leeds',
  'not sure what road',
  'outside',
  'here',
  'my big sister is with me',
  "she's seven",
  'yes',
  'nope',
  'uh huh',
  'no, it is 4 Mill Lane',
  "I don't know",
  'um',
  'the car crashed into a tree',
  'he keeps saying ouch',
  '',
] as const;

const answer = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 3 })
  .map((pieces) => pieces.join(', '));

const setup = fc.record({
  scenario: fc.constantFrom(...SPOKEN_SCENARIOS),
  country: fc.constantFrom(...COUNTRIES),
  childAge: fc.integer({ min: 5, max: 16 }),
});

/** What no operator line may say once the flag's instructions were given. */
const CONTRADICTS: Readonly<Partial<Record<RedFlag, RegExp>>> = {
  'not-breathing':
    /where does it hurt|where is (?:she|he) hurt|is (?:he|she|grandad|mum) awake|sit (?:down|still)|and rest\b|roll them onto their side|can she talk/i,
  unresponsive:
    /sit (?:down|still)|sitting down and resting|and rest\b|can she talk to you|where does it hurt/i,
  'caller-in-fire': /stay outside|don't go back inside|do not go back in/i,
  'intruder-inside': /unlock the front door/i,
};
const HELP_COMING =
  /on (?:its|their|the) way|\bis coming\b|\bare coming\b|\bsending\b|at the door now|(?:are|is) (?:there|here|with you) now/i;

interface Played {
  states: ConversationState[];
  lines: { text: string; before: ConversationState }[];
  answers: number;
  events: number;
}

type Setup = {
  scenario: (typeof SPOKEN_SCENARIOS)[number];
  country: (typeof COUNTRIES)[number];
  childAge: number;
};

function play(call: Setup, answers: readonly string[]): Played {
  let state = createConversation(call);
  const states = [state];
  const lines: Played['lines'] = [];
  let at = 0;
  let given = 0;
  let events = 0;
  let result = step(state, { type: 'start', at });
  for (;;) {
    events += 1;
    for (const effect of result.effects)
      if (effect.type === 'speak') lines.push({ text: effect.text, before: result.state });
    state = result.state;
    states.push(state);
    if (state.stage === 'finished' || events > MAX_EVENTS_PER_CALL * 2) break;
    at += 1000;
    if (state.stage === 'listening') {
      result = step(state, { type: 'answer', text: answers[given % answers.length] ?? '', at });
      given += 1;
    } else result = step(state, { type: 'continue', at });
  }
  return { states, lines, answers: given, events };
}

/** The facts held as the child's own words: none may disappear later. */
function heardKeys(picture: CallPicture): (keyof CallPicture)[] {
  return PICTURE_KEYS.filter((key) => picture[key]?.source === 'answer');
}

describe('the picture of the call, for any answers', () => {
  it('never loses a fact it heard, and every call ends within the bound', () => {
    fc.assert(
      fc.property(setup, fc.array(answer, { minLength: 1, maxLength: 14 }), (call, answers) => {
        const played = play(call, answers);
        const last = played.states.at(-1);
        expect(last?.stage).toBe('finished');
        expect(played.events).toBeLessThanOrEqual(MAX_EVENTS_PER_CALL);
        expect(played.answers).toBeLessThanOrEqual(MAX_ANSWERS_PER_CALL);
        for (let index = 1; index < played.states.length; index += 1) {
          const before = played.states[index - 1] as ConversationState;
          const after = played.states[index] as ConversationState;
          if (after.startedAt !== before.startedAt) continue;
          for (const key of PICTURE_KEYS)
            if (before.picture[key]) expect(after.picture[key], key).toBeDefined();
          for (const key of heardKeys(before.picture)) expect(after.picture[key], key).toBeDefined();
          for (const flag of before.redFlags) expect(after.redFlags).toContain(flag);
        }
      }),
      { numRuns: 250 },
    );
  }, 120_000);

  it('says nothing that contradicts a red flag once it has acted on it', () => {
    fc.assert(
      fc.property(setup, fc.array(answer, { minLength: 1, maxLength: 12 }), (call, answers) => {
        for (const line of play(call, answers).lines) {
          for (const flag of line.before.instructedFlags) {
            const contradiction = CONTRADICTS[flag];
            if (contradiction) expect(line.text).not.toMatch(contradiction);
          }
        }
      }),
      { numRuns: 250 },
    );
  }, 120_000);

  it('never asks a key question about a fact it already knows, and never says help is coming before a place', () => {
    fc.assert(
      fc.property(setup, fc.array(answer, { minLength: 1, maxLength: 12 }), (call, answers) => {
        const played = play(call, answers);
        for (let index = 1; index < played.states.length; index += 1) {
          const before = played.states[index - 1] as ConversationState;
          const after = played.states[index] as ConversationState;
          const prompt = after.prompt;
          if (after.stage !== 'listening' || prompt?.purpose !== 'question' || before.prompt === prompt)
            continue;
          // A question is chosen only about what the picture does not hold yet.
          expect(knows(after.picture, prompt.kind, callSettingOf(after))).toBe(false);
        }
        for (const line of played.lines) {
          if (!HELP_COMING.test(line.text)) continue;
          const state = line.before;
          expect(hasPlace(state.picture) || state.locationGivenUp, line.text).toBe(true);
        }
      }),
      { numRuns: 250 },
    );
  }, 120_000);
});
