import { describe, expect, it } from 'vitest';
import { getCountry } from '../countries';
import { getScenario, type Scenario } from '../scenarios';
import { step, type ConversationEvent } from './engine';
import { createConversation, type ConversationState } from './state';
import { parseConversationState } from './state-schema';

const houseFire = getScenario('999', 'house-fire') as Scenario;
const uk = getCountry('uk');
const us = getCountry('us');

const T0 = 1_700_000_000_000;

/** Applies events in order, one second apart, returning every intermediate result. */
function run(state: ConversationState, events: readonly (string | { continue: true })[]) {
  let current = state;
  let at = T0;
  const results = [] as ReturnType<typeof step>[];
  for (const item of events) {
    const event: ConversationEvent =
      typeof item === 'string' ? { type: 'answer', text: item, at } : { type: 'continue', at };
    const result = step(current, event);
    results.push(result);
    current = result.state;
    at += 1000;
  }
  return { state: current, results };
}

const CONTINUE = { continue: true } as const;

function started(childAge = 12, scenarioId = 'house-fire', country = uk): ConversationState {
  const scenario = getScenario('999', scenarioId) ?? houseFire;
  return step(createConversation({ scenario, country, childAge }), { type: 'start', at: T0 }).state;
}

describe('createConversation and start', () => {
  it('begins in the greeting phase, waiting to start', () => {
    const state = createConversation({ scenario: houseFire, country: uk, childAge: 9 });
    expect(state).toMatchObject({
      phase: 'greeting',
      stage: 'ready',
      extractedInfo: {},
      responseRatings: [],
      conversationHistory: [],
      startedAt: null,
    });
  });

  it('speaks the first question and waits for the answer', () => {
    const { state, effects } = step(createConversation({ scenario: houseFire, country: uk, childAge: 15 }), {
      type: 'start',
      at: T0,
    });
    expect(effects).toEqual([{ type: 'speak', text: 'Emergency, which service?' }]);
    expect(state).toMatchObject({
      stage: 'listening',
      startedAt: T0,
      questionIndex: 0,
      prompt: { questionId: 'house-fire/service', kind: 'service' },
    });
    expect(state.conversationHistory).toEqual([
      { speaker: 'operator', message: 'Emergency, which service?', timestamp: T0, purpose: 'question' },
    ]);
  });

  it('words the operator for the child’s age band', () => {
    const youngest = step(createConversation({ scenario: houseFire, country: uk, childAge: 5 }), {
      type: 'start',
      at: T0,
    });
    expect(youngest.effects[0]).toEqual({
      type: 'speak',
      text: "Hello, I'm here to help. Which helpers do you need: fire, police or ambulance?",
    });
  });

  it('refuses a scenario without a script', () => {
    const unknown: Scenario = { ...houseFire, id: 'alien-invasion' };
    expect(() => createConversation({ scenario: unknown, country: uk, childAge: 9 })).toThrow();
  });
});

describe('each turn', () => {
  it('rates the answer, extracts information and shows feedback until Continue', () => {
    const { state, effects } = step(started(), {
      type: 'answer',
      text: 'I need the fire brigade please, my house is on fire',
      at: T0 + 5000,
    });
    expect(state.stage).toBe('feedback');
    expect(state.currentFeedback?.stars).toBe(3);
    expect(state.responseRatings).toHaveLength(1);
    expect(state.extractedInfo.serviceRequested).toEqual({
      value: 'fire',
      confidence: 0.9,
      source: 'answer',
    });
    expect(effects).toEqual([]);
    expect(state.conversationHistory.at(-1)).toEqual({
      speaker: 'user',
      message: 'I need the fire brigade please, my house is on fire',
      timestamp: T0 + 5000,
    });
  });

  it('moves to the next question on Continue', () => {
    const { results, state } = run(started(), ['Fire brigade please, my house is on fire', CONTINUE]);
    expect(state.stage).toBe('listening');
    expect(state.currentFeedback).toBeNull();
    expect(state.prompt).toMatchObject({ questionId: 'house-fire/address', kind: 'address' });
    expect(results[1]?.effects).toEqual([{ type: 'speak', text: state.prompt?.text }]);
  });

  it('ignores events that do not fit the moment', () => {
    const listening = started();
    expect(step(listening, { type: 'continue', at: T0 })).toEqual({ state: listening, effects: [] });
    expect(step(listening, { type: 'start', at: T0 })).toEqual({ state: listening, effects: [] });
    const feedback = step(listening, { type: 'answer', text: 'fire please now', at: T0 }).state;
    expect(step(feedback, { type: 'answer', text: 'again', at: T0 })).toEqual({
      state: feedback,
      effects: [],
    });
    const ready = createConversation({ scenario: houseFire, country: uk, childAge: 9 });
    expect(step(ready, { type: 'answer', text: 'hello', at: T0 })).toEqual({ state: ready, effects: [] });
  });

  it('never changes the state it was given', () => {
    const before = started();
    const snapshot = JSON.stringify(before);
    step(before, { type: 'answer', text: 'the fire brigade please', at: T0 });
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('phases', () => {
  it('goes greeting → service-selection → gathering-info → complete in the UK', () => {
    const phases: string[] = [started().phase];
    const { results } = run(started(), [
      'I need the fire brigade please, my house is on fire',
      CONTINUE,
      'The address is 12 Oak Road, next to the park.',
      CONTINUE,
      'yes', // the location is read back
      'There is a big fire in the kitchen and lots of smoke.',
      CONTINUE,
      'No, everyone got out because the alarm went off.',
      CONTINUE,
      CONTINUE,
    ]);
    phases.push(...results.map((result) => result.state.phase));
    expect(phases).toEqual([
      'greeting',
      'service-selection',
      'service-selection',
      'gathering-info',
      'gathering-info',
      'gathering-info',
      'gathering-info',
      'gathering-info',
      'complete',
      'complete',
      'complete',
    ]);
    const last = results.at(-1);
    expect(last?.state.stage).toBe('finished');
    expect(last?.effects).toEqual([{ type: 'finished', results: last?.state.results }]);
  });

  it('goes straight from greeting to gathering-info when the address is asked first (US)', () => {
    const { results } = run(started(12, 'house-fire', us), [
      'The address is 12 Oak Road, next to the park.',
      CONTINUE,
      'yes',
      'I need the fire department please, my house is on fire',
    ]);
    expect(results.map((result) => result.state.phase)).toEqual([
      'gathering-info',
      'gathering-info',
      'gathering-info',
      'gathering-info',
    ]);
  });

  it('speaks the closing lines before finishing, and finishes on the next Continue', () => {
    const { state, results } = run(started(), [
      'fire brigade please',
      CONTINUE,
      '12 Oak Road',
      CONTINUE,
      'yes',
      'purple',
      CONTINUE,
      'purple',
      CONTINUE,
    ]);
    expect(state.stage).toBe('closing');
    expect(state.phase).toBe('complete');
    const closing = results.at(-1)?.effects ?? [];
    expect(closing.every((effect) => effect.type === 'speak')).toBe(true);
    expect(closing.map((effect) => (effect.type === 'speak' ? effect.text : ''))).toContain(
      'Stay on the line until I tell you to hang up.',
    );
    const finished = step(state, { type: 'continue', at: T0 + 65_000 });
    expect(finished.state.finishedAt).toBe(T0 + 65_000);
    expect(finished.state.results?.timeTakenSeconds).toBe(65);
    expect(step(finished.state, { type: 'continue', at: T0 + 70_000 }).effects).toEqual([]);
  });
});

describe('confirmation', () => {
  // "Everyone got out" said before the people question: read back in one line instead of asked cold.
  const toPeopleReadBack = [
    'fire brigade please, everyone got out',
    CONTINUE,
    '12 Oak Road',
    CONTINUE,
    'yes',
    'a small fire in the kitchen',
    CONTINUE,
  ];

  it('reads back a fact heard before its question instead of asking it cold', () => {
    const { state } = run(started(), toPeopleReadBack);
    expect(state.needsConfirmation).toEqual([]);
    expect(state.prompt).toMatchObject({
      purpose: 'confirmation',
      questionId: 'house-fire/people/confirm',
      text: 'You said “everyone got out” — is that right?',
    });
    expect(state.conversationHistory.some((entry) => /still inside/.test(entry.message))).toBe(false);
  });

  it.each(['yes', 'yep', 'uh huh', 'mm-hmm', 'ok', 'That is correct', "that's right"])(
    '"%s" keeps the value',
    (reply) => {
      const { state } = run(started(), [...toPeopleReadBack, reply]);
      expect(state.picture.trapped?.value.status).toBe('no');
      expect(state.extractedInfo.peopleStatus).toMatchObject({ value: 'no', source: 'answer' });
      expect(state.stage).toBe('closing');
    },
  );

  it('"no, …" with a new value corrects it, and the rest of the reply is read', () => {
    const { state } = run(started(), [...toPeopleReadBack, 'no, my brother is still upstairs']);
    expect(state.picture.trapped?.value).toMatchObject({ status: 'yes', who: 'brother', where: 'upstairs' });
    expect(state.redFlags).toContain('trapped-in-fire');
    expect(state.instructedFlags).toContain('trapped-in-fire');
  });

  it('a plain "no" refuses the value, and the question is asked after all', () => {
    const { state } = run(started(), [...toPeopleReadBack, 'nope']);
    expect(state.picture.trapped?.source).toBe('refused');
    expect(state.prompt).toMatchObject({ purpose: 'question', kind: 'people' });
  });

  it('does not rate the reply to a read-back', () => {
    const { state } = run(started(), [...toPeopleReadBack, 'yes']);
    expect(state.responseRatings).toHaveLength(3);
    expect(state.stage).not.toBe('feedback');
    expect(state.currentFeedback).toBeNull();
  });

  it('an answer about something else keeps the value, deals with it first and asks once more', () => {
    const { state } = run(started(12, 'heart-attack'), [
      'ambulance please',
      CONTINUE,
      '5 Mill Lane',
      CONTINUE,
      "mum's gone floppy and she isn't breathing",
    ]);
    const spoken = state.conversationHistory.map((entry) => entry.message);
    expect(spoken).toContain(
      'Put the heel of one hand in the middle of their chest, and your other hand on top.',
    );
    expect(state.prompt?.text).toBe("You're at 5 Mill Lane. Is that right?");
    expect(state.picture.location?.value).toMatchObject({ number: '5', street: 'mill lane' });
    const after = run(state, ['banana']).state;
    expect(after.picture.location?.source).toBe('answer');
    expect(
      after.conversationHistory.some((entry) => /where does it hurt|is he awake/i.test(entry.message)),
    ).toBe(false);
  });

  it('never reads back an "I don\'t know"', () => {
    const { state } = run(started(), [
      'fire brigade please',
      CONTINUE,
      '12 Oak Road',
      CONTINUE,
      'yes',
      "I don't know what happened",
      CONTINUE,
    ]);
    expect(state.extractedInfo.description?.source).toBe('unknown');
    expect(state.prompt?.kind).toBe('people');
    expect(state.prompt?.purpose).toBe('question');
  });
});

describe('fallback', () => {
  it('fills the placeholder when an answer yields nothing', () => {
    const { state } = run(started(), [
      'banana',
      CONTINUE,
      'banana',
      CONTINUE,
      'banana', // first location follow-up
      'banana', // second location follow-up
      'banana',
      CONTINUE,
      'banana',
    ]);
    expect(state.extractedInfo).toEqual({
      serviceRequested: { value: 'fire', confidence: 0.99, source: 'placeholder' },
      address: { value: 'child attempted', confidence: 0.99, source: 'placeholder' },
      description: { value: 'unknown details', confidence: 0.99, source: 'placeholder' },
      peopleStatus: { value: 'unsure', text: 'unknown', confidence: 0.99, source: 'placeholder' },
    });
    expect(state.phase).toBe('complete');
  });

  it('clears waiting confirmations', () => {
    const listening = started();
    const withWaiting: ConversationState = { ...listening, needsConfirmation: ['description'] };
    expect(step(withWaiting, { type: 'answer', text: 'banana', at: T0 }).state.needsConfirmation).toEqual([]);
  });
});

describe('restart', () => {
  it('resets everything and starts the call again', () => {
    const { state: midway } = run(started(), ['fire brigade please', CONTINUE, '12 Oak Road']);
    const { state, effects } = step(midway, { type: 'restart', at: T0 + 99_000 });
    expect(state).toMatchObject({
      stage: 'listening',
      phase: 'greeting',
      extractedInfo: {},
      responseRatings: [],
      needsConfirmation: [],
      confirmedKeys: [],
      startedAt: T0 + 99_000,
      currentFeedback: null,
      results: null,
    });
    expect(state.conversationHistory).toHaveLength(1);
    expect(effects.map((effect) => effect.type)).toEqual(['speak']);
  });
});

describe('stored state', () => {
  it('survives JSON and validates on the way back', () => {
    const { state } = run(started(), [
      'fire brigade please',
      CONTINUE,
      '12 Oak Road',
      CONTINUE,
      'a small fire in the kitchen',
    ]);
    const stored = JSON.parse(JSON.stringify(state)) as unknown;
    expect(stored).toEqual(state);
    expect(parseConversationState(stored)).toEqual(state);
  });

  it('discards anything that is not a valid call', () => {
    expect(parseConversationState(null)).toBeNull();
    expect(parseConversationState({ version: 1 })).toBeNull();
    expect(parseConversationState({ ...started(), scenarioId: 'no-such-scenario' })).toBeNull();
    expect(parseConversationState({ ...started(), stage: 'dancing' })).toBeNull();
  });

  it('resumes a call stored while it still said whether feedback was showing', () => {
    const { state } = run(started(), ['fire brigade please']);
    const storedEarlier = { ...JSON.parse(JSON.stringify(state)), showingFeedback: true } as unknown;
    expect(parseConversationState(storedEarlier)).toEqual(state);
  });
});

describe('finished calls', () => {
  it('store their results as plain JSON, whatever the tier', () => {
    let state = started();
    while (state.stage !== 'finished') {
      state =
        state.stage === 'listening'
          ? step(state, { type: 'answer', text: 'banana', at: T0 }).state
          : step(state, { type: 'continue', at: T0 + 30_000 }).state;
    }
    expect(state.results?.tier).toEqual({
      title: 'Brave Beginner',
      level: 1,
      certificate: 'Brave Emergency Beginner',
    });
    const stored = JSON.parse(JSON.stringify(state)) as unknown;
    expect(stored).toEqual(state);
    expect(parseConversationState(stored)).toEqual(state);
  });
});
