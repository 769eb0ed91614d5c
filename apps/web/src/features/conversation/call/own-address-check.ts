// The child's own address inside a practice call (ADR 043): for a child whose parent stored one,
// each address answer is checked by the server against it (POST /api/child/address/check with
// purpose 'call', never recorded as a "Learn my address" try) and the reply goes to the engine
// with the answer. A failed check (offline, an error) leaves the answer unchecked: the call goes on
// as before and the skill is not recorded.
import { useEffect } from 'react';
import type { CallAddressCheck } from '@callready/core';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { checkAgainstHome, useChildHomeSummary } from '../call-api';

export type AddressChecker = (answer: string) => Promise<CallAddressCheck | undefined>;

// Whether this page's child has a stored address: their words then go to no browser recogniser,
// which may send them to its maker (ADR 043); only this server's own recogniser hears them.
let storedAddress = false;

/** True once the child's summary said there is a stored address. */
export function childHasStoredAddress(): boolean {
  return storedAddress;
}

/**
 * The checker for this child's calls: null until the child's summary says there is a stored
 * address, and for a parent's preview (no child session to ask with) or when it cannot be read.
 */
export function useOwnAddressChecker(): AddressChecker | null {
  const { isChildSession, loading, inviteCode } = useChildMode();
  const summary = useChildHomeSummary(!loading && isChildSession ? inviteCode : null);
  const hasAddress = summary?.hasAddress === true;
  useEffect(() => {
    if (summary) storedAddress = summary.hasAddress;
  }, [summary]);
  return hasAddress ? checkAgainstHome : null;
}
