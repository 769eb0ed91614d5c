// The parent's session (GET /api/auth/get-session) and account (GET /api/me), each one shared
// answer (remote-value.ts) rather than a query of the query cache: every page's header shows them,
// and the query cache loads only with the pages that need it (ADR 029).
import type { MeResponse } from '@callready/contract';
import { ApiError } from '@/lib/api-client';
import { fetchMe } from '@/lib/auth/account-api';
import type { AuthSession } from '@/lib/auth/auth-client';
import { fetchAuthSession } from '@/lib/auth/session-api';
import { createRemoteValue, type RemoteValue } from '@/lib/remote-value';

/** Client errors will not change on a retry; only lost connections and server faults are retried once. */
export function retryTransientOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const sessionValue: RemoteValue<AuthSession | null> = createRemoteValue(fetchAuthSession, {
  retry: retryTransientOnce,
});

let account: { userId: string; value: RemoteValue<MeResponse> } | null = null;

/**
 * The account of `userId`. Only the signed-in parent's is kept: asking for another parent's
 * drops the previous one, so nothing of a parent who signed out is shown to the next.
 */
export function accountValueFor(userId: string): RemoteValue<MeResponse> {
  if (account?.userId !== userId) {
    account?.value.cancel();
    account = { userId, value: createRemoteValue(fetchMe, { retry: retryTransientOnce }) };
  }
  return account.value;
}

/** Forgets the signed-in parent's account (on sign-out). */
export function dropAccount() {
  account?.value.cancel();
  account = null;
}

/** The signed-in parent's id once the session is known, or null (signed out or not known yet). */
export function signedInUserId(): string | null {
  return sessionValue.getSnapshot().data?.user.id ?? null;
}

/**
 * The query cache's part in the account, once a page that uses the cache has loaded it
 * (query-client.tsx): queries of the parent's data are stopped before a sign-out and read again
 * after a refresh.
 */
export type AccountQueries = {
  cancel: () => Promise<void>;
  invalidate: () => Promise<void>;
};

let accountQueries: AccountQueries | null = null;

export function connectAccountQueries(queries: AccountQueries) {
  accountQueries = queries;
}

export function connectedAccountQueries(): AccountQueries | null {
  return accountQueries;
}
