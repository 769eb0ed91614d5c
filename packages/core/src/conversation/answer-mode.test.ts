import { describe, expect, it } from 'vitest';
import { getCountry } from '../countries';
import { getScenario, type Scenario } from '../scenarios';
import { step } from './engine';
import { createConversation, type ConversationState } from './state';
import { parseConversationState } from './state-schema';

const houseFire = getScenario('999', 'house-fire') as Scenario;
const T0 = 1_700_000_000_000;

function started(childAge: number): ConversationState {
  const state = createConversation({ scenario: houseFire, country: getCountry('uk'), childAge });
  return step(state, { type: 'start', at: T0 }).state;
}

describe('an answer’s mode reaches its rating (ADR 036)', () => {
  it('leaves clarity and calm unrated on a typed answer, and stores how it came', () => {
    const { state } = step(started(12), {
      type: 'answer',
      text: 'Fire service please',
      at: T0 + 1,
      mode: 'typed',
    });
    const rating = state.currentFeedback;
    expect(rating?.categories).toMatchObject({ clarity: null, calmness: null });
    expect(rating?.answeredBy).toBe('typed');
    // A stored call with such a rating still resumes after a reload.
    expect(parseConversationState(JSON.parse(JSON.stringify(state)))).not.toBeNull();
  });

  it('rates a spoken answer for both, and an answer without a mode as before', () => {
    const spoken = step(started(12), {
      type: 'answer',
      text: 'Fire service please',
      at: T0 + 1,
      mode: 'voice',
    });
    expect(spoken.state.currentFeedback?.categories.calmness).toBe(3);
    const unknown = step(started(12), { type: 'answer', text: 'Fire service please', at: T0 + 1 });
    expect(unknown.state.currentFeedback?.categories.calmness).toBe(3);
    expect(unknown.state.currentFeedback?.answeredBy).toBeUndefined();
  });

  it('reads an unknown mode as not given', () => {
    const event = { type: 'answer', text: 'Fire service please', at: T0 + 1, mode: 'shouted' } as never;
    expect(step(started(12), event).state.currentFeedback?.categories.calmness).toBe(3);
  });

  it('words a 6-year-old’s star line for a 6-year-old', () => {
    const { state } = step(started(6), {
      type: 'answer',
      text: 'Fire engine please',
      at: T0 + 1,
      mode: 'tapped',
    });
    expect(state.currentFeedback?.feedback).not.toMatch(/emergency services|response/i);
  });
});
