import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@callready/contract';
import { ApiError } from '@/lib/api-client';
import { fetchMe } from '@/lib/auth/account-api';
import { ACCOUNT_QUERY_ROOT, accountQueryKey, belongsToOtherAccount } from '@/lib/auth/account-query-key';
import { accountStateFromMe, type AccountState } from '@/lib/auth/account-state';
import type { AuthSession, AuthUser } from '@/lib/auth/auth-client';
import { fetchAuthSession, AUTH_SESSION_QUERY_KEY } from '@/lib/auth/session-api';

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

export function meQueryKey(userId: string): readonly unknown[] {
  return accountQueryKey(userId, 'me');
}

/** Client errors will not change on a retry; only lost connections and server faults are retried once. */
function retryTransientOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The parent's session (Better Auth's cookie session) and account (GET /api/me). Data of the
 * signed-in parent is kept under `accountQueryKey(userId, …)`; whenever the signed-in parent
 * changes, every other parent's cached data is dropped, which on sign-out resets the app to the
 * free plan with no children.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The session is read with one plain request; Better Auth's client (sign-in, sign-up, sign-out)
  // is loaded only by the screens that act on the account, so public pages stay light.
  const sessionState = useQuery<AuthSession | null>({
    queryKey: AUTH_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchAuthSession(signal),
    retry: retryTransientOnce,
    staleTime: Infinity,
  });
  // The session store learns of a sign-out only after a further request, and until then its stale
  // user would let account queries ask again with a cookie the server no longer accepts (a 401).
  // So the session this tab has ended counts as gone at once.
  const [endedSessionId, setEndedSessionId] = useState<string | null>(null);
  const current = sessionState.data?.session.id === endedSessionId ? null : sessionState.data;
  const user = current?.user ?? null;
  const session = current?.session ?? null;
  const userId = user?.id ?? null;
  const sessionPending = sessionState.isPending;
  const refetchSession = sessionState.refetch;

  const me = useQuery<MeResponse>({
    queryKey: userId === null ? ['me', 'signed-out'] : meQueryKey(userId),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: userId !== null,
    retry: retryTransientOnce,
  });

  useEffect(() => {
    if (sessionPending) return;
    queryClient.removeQueries({ predicate: (query) => belongsToOtherAccount(query.queryKey, userId) });
  }, [queryClient, sessionPending, userId]);

  const refresh = useCallback(async () => {
    await refetchSession();
    await queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
  }, [queryClient, refetchSession]);

  const sessionId = session?.id ?? null;
  const signOut = useCallback(async () => {
    // A lookup still on its way could come back refused once the session is gone.
    await queryClient.cancelQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
    try {
      const { authClient } = await import('@/lib/auth/auth-client');
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? 'Sign out failed.');
    } catch (failure) {
      // Still signed in: read again whatever the cancel interrupted.
      void queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
      throw failure;
    }
    // The next render has no user, so every account query is switched off before the effect
    // above drops the parent's cached data.
    setEndedSessionId(sessionId);
    queryClient.setQueryData(AUTH_SESSION_QUERY_KEY, null);
  }, [queryClient, sessionId]);

  // A failed account lookup counts as the free plan (docs/product.md §7), so only a pending one is "loading".
  const loading = sessionPending || (userId !== null && me.isPending && me.fetchStatus !== 'idle');

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
