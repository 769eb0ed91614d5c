// What the practice lock screen taught in one call (ADR 038), kept in session storage by call id
// until the call's progress save sends it: found the emergency button unaided ('yes') or after the
// hint ('partly').
import type { CallSkill } from '@callready/core';
import type { LockScreenOutcome } from './practice-lock-screen';

const KEY_PREFIX = 'callready.lock-screen.';

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberLockScreenOutcome(callId: string, outcome: LockScreenOutcome): void {
  try {
    store()?.setItem(KEY_PREFIX + callId, outcome === 'found' ? 'yes' : 'partly');
  } catch {
    // A full or blocked storage only loses this one skill from the save.
  }
}

/** The skill for this call, or null when the call had no lock screen; read once, then forgotten. */
export function takeLockScreenSkill(callId: string): CallSkill | null {
  const storage = store();
  const value = storage?.getItem(KEY_PREFIX + callId) ?? null;
  storage?.removeItem(KEY_PREFIX + callId);
  return value === 'yes' || value === 'partly' || value === 'no' ? value : null;
}
