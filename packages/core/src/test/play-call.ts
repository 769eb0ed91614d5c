// Plays a whole call through the reducer; shared by the conversation tests.
import type { Country } from '../countries';
import type { Scenario } from '../scenarios';
import { MAX_EVENTS_PER_CALL, step, type ConversationEffect } from '../conversation/engine';
import { createConversation, type ConversationState, type OperatorPrompt } from '../conversation/state';

export interface PlayedCall {
  state: ConversationState;
  events: number;
  answers: number;
  effects: ConversationEffect[];
}

/** Answers every prompt with `reply`, presses Continue whenever asked, and stops after too many events. */
export function playCall(
  setup: { scenario: Scenario; country: Country; childAge: number; adviceLineNumber?: string | null },
  reply: (prompt: OperatorPrompt, answerNumber: number) => string,
  eventLimit = MAX_EVENTS_PER_CALL * 2,
): PlayedCall {
  let clock = 1_700_000_000_000;
  let state = createConversation(setup);
  let events = 0;
  let answers = 0;
  const effects: ConversationEffect[] = [];
  const apply = (result: { state: ConversationState; effects: ConversationEffect[] }) => {
    state = result.state;
    effects.push(...result.effects);
    events += 1;
    clock += 1000;
  };
  apply(step(state, { type: 'start', at: clock }));
  while (state.stage !== 'finished' && events < eventLimit) {
    if (state.stage === 'listening' && state.prompt) {
      apply(step(state, { type: 'answer', text: reply(state.prompt, answers), at: clock }));
      answers += 1;
    } else {
      apply(step(state, { type: 'continue', at: clock }));
    }
  }
  return { state, events, answers, effects };
}
