import { useSyncExternalStore } from 'react';
import { childSessionSnapshot, subscribeToChildSession } from './child-session';

/** The stored child session (code + child data), or null; re-renders when it changes in any tab. */
export function useStoredChildSession() {
  return useSyncExternalStore(subscribeToChildSession, childSessionSnapshot, () => null);
}
