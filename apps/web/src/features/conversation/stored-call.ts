// Keeps the call in progress in sessionStorage so a reload picks it up where it was (docs/product.md §3 "Session
// storage: scenario progress"). The copy is tied to one child and one scenario: any other call starts fresh.
import { parseConversationState, type ConversationState, type ScenarioType } from '@callready/core';
import { SCENARIO_PROGRESS_KEY } from '@/lib/child-portal/child-session';

export interface StoredCall {
  /** The server's id for this call (from POST /api/child/calls); the idempotency id of the progress save. */
  callId: string;
  inviteCode: string;
  conversation: ConversationState;
}

export interface CallOwner {
  inviteCode: string;
  scenarioType: ScenarioType;
  scenarioId: string;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseStoredCall(raw: string | null, owner: CallOwner): StoredCall | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.callId !== 'string' || record.callId === '') return null;
  if (record.inviteCode !== owner.inviteCode) return null;
  const conversation = parseConversationState(record.conversation);
  if (!conversation) return null;
  if (conversation.scenarioType !== owner.scenarioType || conversation.scenarioId !== owner.scenarioId)
    return null;
  // A finished call has already gone to its results; coming back starts a new one.
  if (conversation.stage === 'finished') return null;
  return { callId: record.callId, inviteCode: owner.inviteCode, conversation };
}

/** The stored call for this child and scenario, or null when there is none or it is stale or damaged. */
export function readStoredCall(storage: KeyValueStorage, owner: CallOwner): StoredCall | null {
  try {
    return parseStoredCall(storage.getItem(SCENARIO_PROGRESS_KEY), owner);
  } catch {
    return null;
  }
}

/** Best effort: a full or blocked storage only means a reload would start the call again. */
export function writeStoredCall(storage: KeyValueStorage, call: StoredCall): void {
  try {
    storage.setItem(SCENARIO_PROGRESS_KEY, JSON.stringify(call));
  } catch {
    // Nothing else to do: the call itself carries on in memory.
  }
}

export function clearStoredCall(storage: KeyValueStorage): void {
  try {
    storage.removeItem(SCENARIO_PROGRESS_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
