// Plays practice calls through the engine for the tests of the call and its results.
import {
  createConversation,
  getCountry,
  getScenario,
  step,
  type ConversationState,
  type Scenario,
} from '@callready/core';

export const T0 = 1_700_000_000_000;

export const houseFire = getScenario('999', 'house-fire') as Scenario;

export function newCall(scenario: Scenario = houseFire, childAge = 9): ConversationState {
  return createConversation({ scenario, country: getCountry('uk'), childAge });
}

/** Starts the call and answers with the model answers, stopping at `until` or when the call is finished. */
export function playWithModelAnswers(
  state: ConversationState = newCall(),
  until: ConversationState['stage'] = 'finished',
): ConversationState {
  let current = step(state, { type: 'start', at: T0 }).state;
  let at = T0;
  for (let events = 0; events < 40 && current.stage !== until; events += 1) {
    at += 5000;
    current =
      current.stage === 'listening' && current.prompt
        ? step(current, { type: 'answer', text: current.prompt.modelAnswer, at }).state
        : step(current, { type: 'continue', at }).state;
  }
  return current;
}
