// Every query holding the signed-in parent's data lives under one key prefix, keyed by user id.
// A feature that needs such data (the parent's children, progress, billing…) uses
// `accountQueryKey(user.id, …)` with `enabled: Boolean(user)`: it then loads as soon as a parent
// signs in, and the auth provider drops it all on sign-out or when another parent signs in.

export const ACCOUNT_QUERY_ROOT = 'account';

export function accountQueryKey(userId: string, ...parts: readonly unknown[]): readonly unknown[] {
  return [ACCOUNT_QUERY_ROOT, userId, ...parts];
}

/** True for a query key that belongs to a parent other than `currentUserId` (or to anyone, when signed out). */
export function belongsToOtherAccount(queryKey: readonly unknown[], currentUserId: string | null): boolean {
  return queryKey[0] === ACCOUNT_QUERY_ROOT && queryKey[1] !== currentUserId;
}
