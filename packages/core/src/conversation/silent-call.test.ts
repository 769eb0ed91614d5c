import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_IDS, getCountry, type CountryId } from '../countries';
import { getScenario } from '../scenarios';
import { MAX_EVENTS_PER_CALL, step, type ConversationEffect, type ConversationEvent } from './engine';
import { scriptedOperatorLines, upcomingOperatorLines } from './scripted-lines';
import { SILENT_CORRECTION } from './silent-call-script';
import { createConversation, type ConversationState } from './state';
import { parseConversationState } from './state-schema';

const scenario = getScenario('999', 'hiding-cant-talk');
if (!scenario) throw new Error('The silent scenario is missing');

type Input =
  | { type: 'silence' }
  | { type: 'keys'; keys: string }
  | { type: 'answer'; text: string; mode?: 'voice' | 'typed' };

interface Played {
  state: ConversationState;
  spoken: string[];
  events: number;
}

/** Plays a call: each listening moment takes the next input (cycled), feedback and closing take Continue. */
function play(countryId: CountryId, childAge: number, inputs: readonly Input[]): Played {
  let at = 1_700_000_000_000;
  let state = createConversation({ scenario: scenario!, country: getCountry(countryId), childAge });
  const spoken: string[] = [];
  let events = 0;
  let given = 0;
  const apply = (event: ConversationEvent) => {
    const result = step(state, event);
    state = result.state;
    spoken.push(...speech(result.effects));
    events += 1;
    at += 1000;
  };
  apply({ type: 'start', at });
  while (state.stage !== 'finished' && events < MAX_EVENTS_PER_CALL * 2) {
    if (state.stage === 'listening') {
      const input = inputs.length === 0 ? { type: 'silence' as const } : inputs[given % inputs.length]!;
      given += 1;
      apply({ ...input, at } as ConversationEvent);
    } else apply({ type: 'continue', at });
  }
  return { state, spoken, events };
}

function speech(effects: readonly ConversationEffect[]): string[] {
  return effects.flatMap((effect) => (effect.type === 'speak' ? [effect.text] : []));
}

const silence: Input = { type: 'silence' };
const key = (keys: string): Input => ({ type: 'keys', keys });

function startUk(childAge = 10) {
  return step(createConversation({ scenario: scenario!, country: getCountry('uk'), childAge }), {
    type: 'start',
    at: 0,
  });
}

describe('the Silent Solution in the UK', () => {
  it('goes: which service, cough or tap, the recorded 55 message, the police’s key-press questions, the address', () => {
    const call = play('uk', 10, [silence, key('1'), key('5'), key('5'), key('3'), key('3'), silence]);
    const lines = call.spoken.join('\n');
    expect(call.spoken[0]).toBe('Emergency, which service do you need: fire, police or ambulance?');
    expect(lines).toContain('cough or tap the phone');
    expect(lines).toContain('You are through to the police. If you need the police, press 5 5.');
    expect(lines).toContain('If you are still in the house, press any key.');
    expect(lines).toContain('If the person who broke in is still downstairs, press any key.');
    expect(lines).toMatch(/whisper it to me\. If it isn't safe to whisper, type it\./);
    expect(call.state.stage).toBe('finished');
    expect(call.state.silent?.pressed55).toBe(true);
    expect(call.state.extractedInfo.serviceRequested).toMatchObject({ value: 'police', source: 'answer' });
  });

  it('rates staying silent, the 55 and each key-press answer as right, and a whispered address', () => {
    const call = play('uk', 12, [
      silence,
      key('7'),
      key('55'),
      key('1'),
      key('2'),
      {
        type: 'answer',
        text: '14 Mill Street, Leeds',
        mode: 'typed',
      },
    ]);
    expect(call.state.responseRatings.map((rating) => rating.stars)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(call.state.results?.overallStars).toBe(5);
    expect(call.state.results?.addressMissing).toBe(false);
    expect(call.state.results?.scores.serviceSelection).toBe(100);
    expect(call.state.responseRatings[0]?.praise).toMatch(/stayed silent/);
    expect(call.state.responseRatings[2]?.praise).toMatch(/5 5/);
    // Silence and key presses were not spoken: not rated for clarity or calm (ADR 036).
    expect(call.state.responseRatings[1]).toMatchObject({
      answeredBy: 'tapped',
      categories: { clarity: null, calmness: null },
    });
    expect(call.state.results?.scores.clarity).toBeNull();
  });

  it('accepts 55 only after the recorded message asks for it', () => {
    let { state } = startUk();
    state = step(state, { type: 'keys', keys: '55', at: 1 }).state;
    expect(state.silent?.pressed55).toBe(false);
    expect(state.extractedInfo.serviceRequested).toBeUndefined();
    state = step(state, { type: 'continue', at: 2 }).state;
    expect(state.prompt?.text).toMatch(/cough or tap/);
    state = step(state, { type: 'keys', keys: '55', at: 3 }).state;
    expect(state.silent?.pressed55).toBe(false);
    state = step(state, { type: 'continue', at: 4 }).state;
    expect(state.prompt?.text).toMatch(/press 5 5/);
    // One 5 waits for the next.
    const first = step(state, { type: 'keys', keys: '5', at: 5 });
    expect(first.effects).toEqual([]);
    expect(first.state.stage).toBe('listening');
    const second = step(first.state, { type: 'keys', keys: '5', at: 6 });
    expect(second.state.silent?.pressed55).toBe(true);
    expect(second.effects).toEqual([]);
    expect(second.state).toMatchObject({ stage: 'feedback', currentFeedback: { stars: 3 } });
    // One line in the transcript, answering the message.
    expect(second.state.conversationHistory.slice(-2).map((entry) => entry.message)).toEqual([
      'This is a recorded message. You are through to the police. If you need the police, press 5 5.',
      '(Pressed 5 5)',
    ]);
  });

  it('gently corrects a shout: "If it isn\'t safe to talk, you don\'t have to."', () => {
    const { state } = startUk();
    const shouted = step(state, { type: 'answer', text: 'HELP! POLICE! SOMEONE IS IN MY HOUSE!', at: 1 });
    const rating = shouted.state.currentFeedback;
    expect(rating?.stars).toBe(1);
    expect(rating?.tips[0]).toContain(SILENT_CORRECTION);
    const next = speech(step(shouted.state, { type: 'continue', at: 2 }).effects);
    expect(next[0]).toBe(SILENT_CORRECTION);
    expect(next[1]).toMatch(/cough or tap/);
  });

  it('plays the message twice, then ends the call as the real one does when 55 is never pressed', () => {
    const call = play('uk', 9, [silence, silence, silence, key('3')]);
    expect(call.state.stage).toBe('finished');
    expect(call.spoken.filter((line) => line.startsWith('This is a recorded message')).length).toBe(2);
    expect(call.spoken).toContain('5 5 was not pressed, so the call has ended.');
    expect(call.state.silent?.pressed55).toBe(false);
    expect(call.state.responseRatings.map((rating) => rating.stars)).toEqual([3, 2, 1, 1]);
    expect(call.state.results?.addressMissing).toBe(true);
  });

  it('keeps the address as it was typed, and says "we\'ll find you" without one', () => {
    const without = play('uk', 14, [silence, key('1'), key('55'), key('1'), key('1'), silence]);
    expect(without.spoken).toContain("That's okay, we'll find you. Stay on the line with me.");
    expect(without.state.locationGivenUp).toBe(true);
  });
});

describe('other countries: stay on the line, never 55', () => {
  const elsewhere = COUNTRY_IDS.filter((id) => id !== 'uk');

  it.each(elsewhere)('%s teaches staying on the line, tapping, yes or no by keys and whispering', (id) => {
    const call = play(id, 10, [
      silence,
      key('1'),
      key('2'),
      key('3'),
      key('4'),
      {
        type: 'answer',
        text: '22 Elm Close',
      },
    ]);
    const lines = call.spoken.join('\n');
    expect(lines).toMatch(/stay on the line/i);
    expect(lines).toMatch(/don't hang up/i);
    expect(lines).toMatch(/tap the phone/i);
    expect(lines).toContain('If you need the police, press any key.');
    expect(lines).toMatch(/whisper/);
    expect(lines).not.toMatch(/5 ?5/);
    expect(call.state.stage).toBe('finished');
    expect(call.state.responseRatings.map((rating) => rating.stars)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(call.state.extractedInfo.serviceRequested?.value).toBe('police');
  });

  it.each(elsewhere)('%s never speaks of 55, whatever the child does', (id) => {
    for (const inputs of [
      [],
      [key('55')],
      [{ type: 'answer' as const, text: 'help' }],
      [key('5'), silence],
    ]) {
      const call = play(id, 12, inputs);
      expect(call.spoken.join('\n')).not.toMatch(/\b5 ?5\b/);
      for (const rating of call.state.responseRatings)
        expect([rating.praise, ...rating.tips].join(' ')).not.toMatch(/\b5 ?5\b/);
    }
  });

  it('opens as each country’s emergency calls do (the US asks where first)', () => {
    expect(play('us', 10, []).spoken[0]).toMatch(/address|where/i);
    expect(play('au', 10, []).spoken[0]).toBe('Emergency, do you need police, fire or ambulance?');
  });
});

const input: fc.Arbitrary<Input> = fc.oneof(
  fc.constant(silence),
  fc.constantFrom('5', '55', '1', '#', '*', '59', '0').map(key),
  fc
    .array(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '#'), {
      minLength: 1,
      maxLength: 6,
    })
    .map((keys) => key(keys.join(''))),
  fc.constantFrom('', 'help', 'POLICE!', '14 Mill Street', "I don't know").map((text) => ({
    type: 'answer' as const,
    text,
  })),
);

describe('every silent call ends', () => {
  it('ends within the engine’s bound for any inputs, and every state survives storage', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_IDS),
        fc.integer({ min: 3, max: 18 }),
        fc.array(input, { maxLength: 10 }),
        (id, age, inputs) => {
          const call = play(id, age, inputs);
          expect(call.state.stage).toBe('finished');
          expect(call.events).toBeLessThanOrEqual(MAX_EVENTS_PER_CALL);
          const stored = JSON.parse(JSON.stringify(call.state)) as unknown;
          expect(parseConversationState(stored)).toEqual(call.state);
          if (id !== 'uk') expect(call.spoken.join(' ')).not.toMatch(/\b5 ?5\b/);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('never throws on any sequence of events, and ignores key presses no phone has', () => {
    const event = fc.oneof(
      input,
      fc.string({ maxLength: 8 }).map(key),
      fc.constantFrom(
        { type: 'continue' as const },
        { type: 'start' as const },
        { type: 'restart' as const },
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.array(event, { maxLength: 30 }), (country, events) => {
        let state = createConversation({ scenario: scenario!, country, childAge: 11 });
        let at = 0;
        for (const next of events) {
          at += 1000;
          state = step(state, { ...next, at } as ConversationEvent).state;
        }
        expect(parseConversationState(JSON.parse(JSON.stringify(state)))).toEqual(state);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('pre-rendered lines', () => {
  it('holds every line a silent call speaks, in every country and age', () => {
    const strategies: Input[][] = [
      [silence, key('1'), key('5'), key('5'), key('1'), key('1'), { type: 'answer', text: '14 Mill Street' }],
      [{ type: 'answer', text: 'help' }],
      [silence],
      [key('3')],
    ];
    for (const id of COUNTRY_IDS) {
      const known = new Set(scriptedOperatorLines(getCountry(id)));
      for (const age of [8, 10, 12, 16])
        for (const inputs of strategies) {
          const call = play(id, age, inputs);
          expect(call.spoken.filter((line) => !known.has(line))).toEqual([]);
        }
    }
  });

  it('fetches the next moment’s line while the child answers', () => {
    const { state } = startUk(10);
    const upcoming = upcomingOperatorLines(state);
    const next = step(step(state, { type: 'silence', at: 1 }).state, { type: 'continue', at: 2 });
    expect(upcoming).toEqual(speech(next.effects));
  });
});

describe('spoken calls', () => {
  it('ignore key presses, and take silence as an empty answer', () => {
    const robbery = getScenario('999', 'robbery')!;
    const started = step(createConversation({ scenario: robbery, country: getCountry('uk'), childAge: 10 }), {
      type: 'start',
      at: 0,
    }).state;
    expect(step(started, { type: 'keys', keys: '55', at: 1 }).state).toBe(started);
    expect(step(started, { type: 'silence', at: 1 }).state).toEqual(
      step(started, { type: 'answer', text: '', at: 1 }).state,
    );
  });
});
