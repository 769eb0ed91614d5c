// The child's own address inside a practice call (ADR 043): for a child whose parent stored one,
// each address answer is checked by the server against it (POST /api/child/address/check with
// purpose 'call', never recorded as a "Learn my address" try) and the reply goes to the engine
// with the answer. A failed check (offline, an error) leaves the answer unchecked: the call goes on
// as before and the skill is not recorded.
import { useEffect } from 'react';
import {
  ADDRESS_ANSWER_MAX_LENGTH,
  CHILD_ADDRESS_CHECK_PATH,
  addressCheckResponseSchema,
} from '@callready/contract';
import type { CallAddressCheck } from '@callready/core';
import { apiRequest } from '@/lib/api-client';
import { useChildMode } from '@/lib/child-portal/child-mode';
import { useChildHomeSummary } from '../call-api';

/** A check that takes longer than this is given up: the child should not wait on the operator. */
const CHECK_TIMEOUT_MS = 4000;

export type AddressChecker = (answer: string) => Promise<CallAddressCheck | undefined>;

// Whether this page's child has a stored address: their words then go to no browser recogniser,
// which may send them to its maker (ADR 043); only this server's own recogniser hears them.
let storedAddress = false;

/** True once the child's summary said there is a stored address. */
export function childHasStoredAddress(): boolean {
  return storedAddress;
}

/**
 * Every call happens at the child's home (ADR 043): the answer is checked against the home address.
 * The second home is practised in "Learn my address".
 */
export const checkAgainstHome: AddressChecker = (answer) =>
  apiRequest(CHILD_ADDRESS_CHECK_PATH, {
    method: 'POST',
    body: { slot: 'home', answer: answer.slice(0, ADDRESS_ANSWER_MAX_LENGTH), purpose: 'call' },
    schema: addressCheckResponseSchema,
    timeoutMs: CHECK_TIMEOUT_MS,
  }).then(
    (reply): CallAddressCheck => ({
      skill: reply.skill,
      feedback: reply.feedback,
      parts: reply.parts.map(({ part, status }) => ({ part, status })),
    }),
    () => undefined,
  );

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
