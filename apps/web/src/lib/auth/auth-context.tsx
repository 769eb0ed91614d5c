import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { accountStateFromMe, type AccountState } from '@/lib/auth/account-state';
import type { AuthSession, AuthUser } from '@/lib/auth/auth-client';
import {
  accountValueFor,
  connectedAccountQueries,
  dropAccount,
  sessionValue,
  signedInUserId,
} from '@/lib/auth/session-store';
import { noRemoteValue, useRemoteValue } from '@/lib/remote-value';

export type AuthContextValue = AccountState & {
  user: AuthUser | null;
  session: AuthSession['session'] | null;
  /** True until we know whether a parent is signed in and, if so, their plan and roles. */
  loading: boolean;
  /** Re-reads the session and the account (plan, roles, profile) from the server. */
  refresh: () => Promise<void>;
  /** Ends the session; rejects when the server could not be told. */
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The parent's session (Better Auth's cookie session) and account (GET /api/me), read with one
 * plain request each (session-store.ts). Data of the signed-in parent in the query cache is kept
 * under `accountQueryKey(userId, …)`; whenever the signed-in parent changes, every other parent's
 * cached data is dropped (query-client.tsx), which on sign-out resets the app to the free plan with
 * no children.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Better Auth's client (sign-in, sign-up, sign-out) is loaded only by the screens that act on
  // the account, so public pages stay light.
  const sessionState = useRemoteValue(sessionValue);
  const user = sessionState.data?.user ?? null;
  const session = sessionState.data?.session ?? null;
  const userId = user?.id ?? null;
  const me = useRemoteValue(userId === null ? noRemoteValue : accountValueFor(userId));

  const refresh = useCallback(async () => {
    await sessionValue.refetch();
    const signedIn = signedInUserId();
    await Promise.all([
      signedIn === null ? undefined : accountValueFor(signedIn).refetch(),
      connectedAccountQueries()?.invalidate(),
    ]);
  }, []);

  const signOut = useCallback(async () => {
    // A lookup still on its way could come back refused once the session is gone.
    await connectedAccountQueries()?.cancel();
    try {
      const { authClient } = await import('@/lib/auth/auth-client');
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? 'Sign out failed.');
    } catch (failure) {
      // Still signed in: read again whatever the cancel interrupted.
      void connectedAccountQueries()?.invalidate();
      throw failure;
    }
    // Setting the session drops any read of it still on its way, so a stale answer cannot bring
    // the parent back; the next render has no user, so every account query is switched off
    // before the query cache drops the parent's data.
    dropAccount();
    sessionValue.set(null);
  }, []);

  // A failed account lookup counts as the free plan (docs/product.md §7), so only a pending one is "loading".
  const loading = sessionState.pending || (userId !== null && me.pending);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...accountStateFromMe(userId === null ? undefined : me.data),
      user,
      session,
      loading,
      refresh,
      signOut,
    }),
    [loading, me.data, refresh, session, signOut, user, userId],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
