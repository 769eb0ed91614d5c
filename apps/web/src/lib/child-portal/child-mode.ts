import { useMemo } from 'react';
import { useAuth } from '../auth/auth-context';
import { childModeFrom, type ChildMode } from './child-mode-rules';
import { useStoredChildSession } from './use-child-session';

export type ChildModeState = ChildMode & {
  /**
   * True until we know whether a parent is signed in. Until then stored child data counts as a
   * child session (nothing meant for parents flashes up), but nobody is redirected on that guess.
   */
  loading: boolean;
};

/** docs/product.md §4: child session, parent preview, or neither; re-renders when either side changes. */
export function useChildMode(): ChildModeState {
  const { user, loading } = useAuth();
  const stored = useStoredChildSession();
  const parentSignedIn = user !== null;
  return useMemo(
    () => ({ ...childModeFrom(stored, parentSignedIn), loading: !parentSignedIn && loading }),
    [stored, parentSignedIn, loading],
  );
}
