// What a finished call hands to the results page in navigation state (docs/product.md §4): the whole finished
// conversation (scores, tier, every answer's rating) and the call's id for the progress save.
import {
  parseConversationState,
  type CallResults,
  type ConversationState,
  type ScenarioType,
} from '@callready/core';

export interface ResultsNavigationState {
  callId: string;
  conversation: ConversationState;
}

export interface FinishedCall {
  callId: string;
  conversation: ConversationState;
  results: CallResults;
}

export function resultsNavigationState(
  callId: string,
  conversation: ConversationState,
): ResultsNavigationState {
  return { callId, conversation };
}

/**
 * Reads the navigation state back, or null when the page was opened without results (typed in,
 * bookmarked, or from another scenario's call), so the page can say it found none.
 */
export function finishedCallFrom(
  state: unknown,
  expected: { scenarioType: string; scenarioId: string },
): FinishedCall | null {
  if (!state || typeof state !== 'object') return null;
  const record = state as Record<string, unknown>;
  if (typeof record.callId !== 'string' || record.callId === '') return null;
  const conversation = parseConversationState(record.conversation);
  if (!conversation || conversation.stage !== 'finished' || conversation.results === null) return null;
  if (conversation.scenarioType !== (expected.scenarioType as ScenarioType)) return null;
  if (conversation.scenarioId !== expected.scenarioId) return null;
  return { callId: record.callId, conversation, results: conversation.results };
}
