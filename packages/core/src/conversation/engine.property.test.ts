import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../countries';
import { SCENARIOS } from '../scenarios';
import { MAX_ANSWERS_PER_CALL, MAX_EVENTS_PER_CALL, step, type ConversationEvent } from './engine';
import { createConversation, type ConversationState } from './state';
import { parseConversationState } from './state-schema';
import { playCall } from '../test/play-call';

const answerText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ minLength: 2000, maxLength: 20_000 }),
  fc.constantFrom(
    '',
    '   ',
    'yes',
    'no',
    "I don't know",
    'test 123',
    'um uh er like',
    'Fire brigade please, there is a big fire in the kitchen',
    'The address is 12 Oak Road, next to the park.',
    'No, nobody is inside because we all got out.',
    'Oh no hurry help me I am scared',
    'one sec',
    'I can see the school',
    "he's not breathing",
    "she won't wake up and she has a rash that doesn't fade",
    'my brother is still inside',
    'the burglar is still in the house',
    'amblance we are at twenty two elm close',
    "No, that's not right.",
    '🔥🚒 ١٢٣ Straße',
    'x'.repeat(100_000),
  ),
);

const setup = fc.record({
  scenario: fc.constantFrom(...SCENARIOS),
  country: fc.constantFrom(...COUNTRIES),
  childAge: fc.oneof(fc.integer({ min: 3, max: 18 }), fc.integer({ min: -5, max: 200 })),
});

function expectInRange(state: ConversationState) {
  for (const rating of state.responseRatings) {
    for (const value of [rating.stars, rating.categories.completeness]) expect([1, 2, 3]).toContain(value);
    // Clarity and calm are not rated on an answer that was not spoken (ADR 036): null.
    for (const value of [rating.categories.clarity, rating.categories.calmness])
      expect([1, 2, 3, null]).toContain(value);
    expect(rating.tips.length).toBeLessThanOrEqual(3);
  }
  if (state.results) {
    for (const score of Object.values(state.results.scores)) {
      if (score === null) continue;
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect([1, 2, 3, 4, 5]).toContain(state.results.overallStars);
  }
}

describe('the conversation engine, for any answers', () => {
  it(`finishes within ${MAX_EVENTS_PER_CALL} events and ${MAX_ANSWERS_PER_CALL} answers, with stars and scores in range`, () => {
    fc.assert(
      fc.property(setup, fc.array(answerText, { maxLength: 12 }), (call, answers) => {
        const played = playCall(call, (_prompt, index) =>
          answers.length === 0 ? '' : (answers[index % answers.length] ?? ''),
        );
        expect(played.state.stage).toBe('finished');
        expect(played.state.phase).toBe('complete');
        expect(played.events).toBeLessThanOrEqual(MAX_EVENTS_PER_CALL);
        expect(played.answers).toBeLessThanOrEqual(MAX_ANSWERS_PER_CALL);
        expectInRange(played.state);
        const stored = JSON.parse(JSON.stringify(played.state)) as unknown;
        expect(parseConversationState(stored)).toEqual(played.state);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('never asks the same question three times, and never says help is coming before a location (or two failed follow-ups)', () => {
    // What "help is on its way" sounds like in any script line.
    const HELP_COMING =
      /on (?:its|their|the) way|\bis coming\b|\bare coming\b|\bsending\b|at the door now|(?:are|is) (?:there|here|with you) now/i;
    fc.assert(
      fc.property(setup, fc.array(answerText, { maxLength: 12 }), (call, answers) => {
        let state = createConversation(call);
        let at = 0;
        let index = 0;
        let result = step(state, { type: 'start', at });
        for (let turn = 0; turn < MAX_EVENTS_PER_CALL * 2 && result.state.stage !== 'finished'; turn += 1) {
          const located =
            result.state.extractedInfo.address?.source === 'answer' || result.state.locationGivenUp;
          for (const effect of result.effects)
            if (effect.type === 'speak' && HELP_COMING.test(effect.text)) expect(located).toBe(true);
          state = result.state;
          at += 1000;
          result =
            state.stage === 'listening'
              ? step(state, {
                  type: 'answer',
                  text: answers[index++ % Math.max(answers.length, 1)] ?? '',
                  at,
                })
              : step(state, { type: 'continue', at });
        }
        expect(result.state.stage).toBe('finished');
        const asked = result.state.conversationHistory.filter((entry) => entry.purpose !== undefined);
        const times = new Map<string, number>();
        for (const entry of asked) times.set(entry.message, (times.get(entry.message) ?? 0) + 1);
        for (const count of times.values()) expect(count).toBeLessThan(3);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('never throws on any sequence of events, and every state survives JSON', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('answer' as const), text: answerText }),
      fc.constant({ type: 'continue' as const }),
      fc.constant({ type: 'start' as const }),
      fc.constant({ type: 'restart' as const }),
    );
    fc.assert(
      fc.property(setup, fc.array(event, { maxLength: 30 }), (call, events) => {
        let state = createConversation(call);
        let at = 0;
        for (const next of events) {
          at += 1000;
          state = step(state, { ...next, at } as ConversationEvent).state;
          expectInRange(state);
        }
        const stored = JSON.parse(JSON.stringify(state)) as unknown;
        expect(stored).toEqual(state);
        expect(parseConversationState(stored)).toEqual(state);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('is deterministic: the same events give the same states', () => {
    fc.assert(
      fc.property(setup, fc.array(answerText, { maxLength: 8 }), (call, answers) => {
        const reply = (_prompt: unknown, index: number) => answers[index] ?? 'banana';
        expect(playCall(call, reply).state).toEqual(playCall(call, reply).state);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
