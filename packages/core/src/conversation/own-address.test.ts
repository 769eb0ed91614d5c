import { describe, expect, it } from 'vitest';
import { readingBand } from '../age';
import { addressFeedback, matchAddressParts, type HomeAddress } from '../address';
import { getCountry } from '../countries';
import { getScenario, type Scenario } from '../scenarios';
import { step, type ConversationEvent } from './engine';
import { wantsAddressCheck, type CallAddressCheck } from './own-address';
import { createConversation, type ConversationState, type OperatorPrompt } from './state';
import { parseConversationState } from './state-schema';

const houseFire = getScenario('999', 'house-fire') as Scenario;
const uk = getCountry('uk');
const HOME: HomeAddress = {
  flat: '2',
  number: '88',
  street: 'Mill Lane',
  town: 'Leeds',
  postcode: 'LS6 2AB',
};
const WHOLE = 'Flat 2, 88 Mill Lane, Leeds, LS6 2AB';

/** What the server's check (POST /api/child/address/check, purpose 'call') answers for `text`. */
function serverCheck(text: string, childAge: number): CallAddressCheck {
  const match = matchAddressParts(HOME, text, 'uk');
  return {
    skill: match.skill,
    feedback: addressFeedback(match, readingBand(childAge), 'uk'),
    parts: match.parts.map(({ part, status }) => ({ part, status })),
  };
}

const ANSWERS: Record<string, string> = {
  service: 'Fire service please, my house is on fire',
  address: WHOLE,
  description: 'The kitchen is on fire and there is lots of smoke',
  people: 'Yes everyone got out, we are all outside and safe',
};

interface PlayOptions {
  childAge?: number;
  /** The answer to each prompt; the script's good answers and "Yes" to read-backs by default. */
  reply?: (prompt: OperatorPrompt) => string;
  /** Whether the web app has the answer checked (a child with a stored address, the server answering). */
  checks?: boolean;
}

function play({ childAge = 7, reply, checks = true }: PlayOptions = {}) {
  let at = 1_700_000_000_000;
  let state: ConversationState = step(createConversation({ scenario: houseFire, country: uk, childAge }), {
    type: 'start',
    at,
  }).state;
  const checked: string[] = [];
  for (let events = 0; state.stage !== 'finished' && events < 60; events += 1) {
    at += 1000;
    const prompt = state.prompt;
    if (state.stage !== 'listening' || prompt === null) {
      state = step(state, { type: 'continue', at }).state;
      continue;
    }
    const text =
      reply?.(prompt) ?? (prompt.purpose === 'confirmation' ? 'Yes' : (ANSWERS[prompt.kind] ?? 'yes'));
    const event: ConversationEvent = { type: 'answer', text, at };
    if (checks && wantsAddressCheck(state, text)) {
      checked.push(text);
      event.addressCheck = serverCheck(text, childAge);
    }
    state = step(state, event).state;
  }
  return { state, checked, results: state.results };
}

const addressRating = (state: ConversationState) => state.responseRatings[1];

describe('the child’s own address in a practice call', () => {
  it('a whole address earns every star and the call can be perfect', () => {
    const { results, state, checked } = play();
    expect(checked).toEqual([WHOLE]);
    expect(addressRating(state)).toMatchObject({
      stars: 3,
      praise: 'You said your whole address. Brilliant!',
    });
    expect(results).toMatchObject({ overallStars: 5, saidOwnAddress: 'yes' });
  });

  it('part of it cannot earn 3 stars, says what was right and the one part to add, and the call is not perfect', () => {
    const partly = (prompt: OperatorPrompt) =>
      prompt.kind === 'address' && prompt.purpose === 'question'
        ? '88 Mill Lane, Leeds'
        : prompt.purpose === 'confirmation'
          ? 'Yes'
          : (ANSWERS[prompt.kind] ?? 'yes');
    const { results, state } = play({ reply: partly });
    const rating = addressRating(state);
    expect(rating?.stars).toBe(2);
    expect(rating?.praise).toBe(
      'You got your number, street and town right. Great! Now add your flat number.',
    );
    expect(rating?.tips).toEqual([]);
    expect(results?.saidOwnAddress).toBe('partly');
    expect(results?.ownAddressFeedback).toBe(rating?.praise);
    expect(results?.overallStars).toBe(4);
    expect(results?.tier.level).toBe(4);
    // The same answers without a stored address: today's ratings, a perfect call.
    const plain = play({ reply: partly, checks: false });
    expect(addressRating(plain.state)?.stars).toBe(3);
    expect(plain.results?.overallStars).toBe(5);
  });

  it('a made-up address is a place for the call but not the child’s own: 2 stars, the tip names where to start', () => {
    const madeUp = (prompt: OperatorPrompt) =>
      prompt.kind === 'address' && prompt.purpose === 'question'
        ? '12 Oak Road, York'
        : prompt.purpose === 'confirmation'
          ? 'Yes'
          : (ANSWERS[prompt.kind] ?? 'yes');
    const { results, state } = play({ reply: madeUp, childAge: 12 });
    expect(addressRating(state)).toMatchObject({ stars: 2, tips: [expect.stringContaining('flat')] });
    expect(results).toMatchObject({ saidOwnAddress: 'no', overallStars: 4, addressMissing: false });
  });

  it('a correction at the read-back counts: the best over the call is kept', () => {
    const corrects = (prompt: OperatorPrompt) => {
      if (prompt.kind === 'address' && prompt.purpose === 'question') return 'Mill Lane';
      if (prompt.kind === 'address' && prompt.purpose === 'confirmation') return `No, it's ${WHOLE}`;
      return prompt.purpose === 'confirmation' ? 'Yes' : (ANSWERS[prompt.kind] ?? 'yes');
    };
    const { results, checked } = play({ reply: corrects });
    expect(checked).toEqual(['Mill Lane', `No, it's ${WHOLE}`]);
    expect(results?.saidOwnAddress).toBe('yes');
    expect(results?.ownAddressFeedback).toBe('You said your whole address. Brilliant!');
  });

  it('a "yes" to the read-back and answers that name no place are not checked, and a check on them is ignored', () => {
    // The whole call: five answers (with the "Yes" to the address read-back), one of them checked.
    const { state, checked } = play();
    expect(state.conversationHistory.filter((entry) => entry.speaker === 'user').length).toBe(5);
    expect(checked).toHaveLength(1);
    let at = 1;
    let call = step(createConversation({ scenario: houseFire, country: uk, childAge: 9 }), {
      type: 'start',
      at,
    }).state;
    expect(wantsAddressCheck(call, 'Fire please')).toBe(false);
    expect(wantsAddressCheck(call, 'Fire, at 88 Mill Lane')).toBe(true);
    const ignored = step(call, {
      type: 'answer',
      text: 'Fire please',
      at: (at += 1),
      addressCheck: serverCheck('', 9),
    });
    expect(ignored.state.ownAddress).toBeUndefined();
    call = step(ignored.state, { type: 'continue', at: at + 1 }).state;
    expect(call.prompt?.kind).toBe('address');
    expect(wantsAddressCheck(call, "I don't know")).toBe(true);
  });

  it('an address said before its question is checked with the answer that gave it', () => {
    const early = (prompt: OperatorPrompt) =>
      prompt.kind === 'service'
        ? `Fire service, I'm at ${WHOLE}`
        : prompt.purpose === 'confirmation'
          ? 'Yes'
          : (ANSWERS[prompt.kind] ?? 'yes');
    const { results, checked } = play({ reply: early });
    expect(checked).toEqual([`Fire service, I'm at ${WHOLE}`]);
    expect(results?.saidOwnAddress).toBe('yes');
  });

  it('without any check the results carry no skill and the call plays as today', () => {
    const { results, state } = play({ checks: false });
    expect(results?.saidOwnAddress).toBeUndefined();
    expect(state.ownAddress).toBeUndefined();
    expect(results?.overallStars).toBe(5);
  });

  it('keeps the best check through a reload, and stores nothing of the address beyond the feedback', () => {
    const partly = (prompt: OperatorPrompt) =>
      prompt.kind === 'address' && prompt.purpose === 'question'
        ? 'Mill Lane'
        : prompt.purpose === 'confirmation'
          ? 'Yes'
          : (ANSWERS[prompt.kind] ?? 'yes');
    const { state } = play({ reply: partly });
    const stored = parseConversationState(JSON.parse(JSON.stringify(state)));
    expect(stored?.ownAddress).toEqual(state.ownAddress);
    expect(stored?.results?.saidOwnAddress).toBe('partly');
    const text = JSON.stringify(state);
    for (const unsaid of ['88', 'Leeds', 'LS6']) expect(text).not.toContain(unsaid);
  });
});
