import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@callready/contract';
import { ApiError } from '@/lib/api-client';
import { fetchMe } from '@/lib/auth/account-api';
import { ACCOUNT_QUERY_ROOT, accountQueryKey, belongsToOtherAccount } from '@/lib/auth/account-query-key';
import { accountStateFromMe, type AccountState } from '@/lib/auth/account-state';
import { authClient, type AuthSession, type AuthUser } from '@/lib/auth/auth-client';

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
  const sessionState = authClient.useSession();
  const user = sessionState.data?.user ?? null;
  const session = sessionState.data?.session ?? null;
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

  const signOut = useCallback(async () => {
    const { error } = await authClient.signOut();
    if (error) throw new Error(error.message ?? 'Sign out failed.');
    // Forget the user first, so no account query is asked for again on the way out.
    await refetchSession();
    queryClient.removeQueries({ predicate: (query) => belongsToOtherAccount(query.queryKey, null) });
  }, [queryClient, refetchSession]);

  // A failed account lookup counts as the free plan (spec §7), so only a pending one is "loading".
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
