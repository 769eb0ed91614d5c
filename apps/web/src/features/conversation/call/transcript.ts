// Reading the conversation history for the call screen.
import { getCountry, type ConversationState, type HistoryEntry } from '@callready/core';

/**
 * The operator's latest turn: the run of operator lines ending with the newest one (the question
 * being asked, the one just answered while feedback shows, or the closing instructions).
 */
export function lastOperatorTurn(history: readonly HistoryEntry[]): string[] {
  let end = history.length - 1;
  while (end >= 0 && history[end]?.speaker !== 'operator') end -= 1;
  const lines: string[] = [];
  for (let index = end; index >= 0 && history[index]?.speaker === 'operator'; index -= 1) {
    lines.unshift(history[index]?.message ?? '');
  }
  return lines;
}

/** Who answers the practice line: the emergency operator, or the country's advice line. */
export function operatorTitle(conversation: Pick<ConversationState, 'scenarioType' | 'countryId'>): string {
  if (conversation.scenarioType === '999') return 'Emergency Operator';
  const name = getCountry(conversation.countryId).nonEmergencyServiceName;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
