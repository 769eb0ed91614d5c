// The server calls of a practice call: the family's phone for the lock screen, permission to start the
// call, and saving its results (a useWrite write, which refreshes the child's look-ups it changes, ADR 032,
// ADR 048). Shapes and
// paths come from @callready/contract, the one declaration the server validates against too; every
// answer is checked against its response schema before the call screens use it.
import {
  ADDRESS_ANSWER_MAX_LENGTH,
  CHILD_ADDRESS_CHECK_PATH,
  CHILD_CALLS_PATH,
  addressCheckResponseSchema,
  CHILD_PROGRESS_SAVE_PATH,
  saveProgressResponseSchema,
  startCallResponseSchema,
  type ChildHomeSummary,
  type SaveProgressRequest,
  type SaveProgressResponse,
  type StartCallRequest,
  type StartCallResponse,
} from '@callready/contract';
import type { CallAddressCheck, FamilyPhoneKind, ScenarioType } from '@callready/core';
import { apiRequest } from '@/lib/api';
import { refreshChildLookups, useChildLookupValue } from '@/lib/child-portal/child-portal-lookups';
import { sendAsChild } from '@/lib/child-portal/child-session';
import { useWrite, type WriteCallbacks } from '@/lib/use-write';

export type { StartCallResponse };

/** The child's own home summary (the shared look-up); undefined while on its way, failed or not asked for. */
export function useChildHomeSummary(inviteCode: string | null): ChildHomeSummary | undefined {
  return useChildLookupValue(inviteCode, (lookups) => lookups.home).data;
}

/**
 * The family's phone from the child's own summary (the shared look-up): undefined while it is on its
 * way or not asked for (`inviteCode` null), null when none is set or it cannot be read.
 */
export function useFamilyPhone(inviteCode: string | null): FamilyPhoneKind | null | undefined {
  const summary = useChildLookupValue(inviteCode, (lookups) => lookups.home);
  if (summary.isError) return null;
  return summary.data ? summary.data.phone : undefined;
}

/**
 * POST /api/child/calls → { callId, startedAt }, as the child of the session cookie; `inviteCode` only
 * reopens an expired session (sendAsChild). Refusals: 403 ACCESS_REQUIRED (a 999 call without full
 * access), 404 INVALID_CODE, 429 RATE_LIMITED.
 */
export function startCall({
  inviteCode,
  ...request
}: StartCallRequest & { inviteCode: string; scenarioType: ScenarioType }): Promise<StartCallResponse> {
  return sendAsChild(inviteCode, () =>
    apiRequest(CHILD_CALLS_PATH, { method: 'POST', body: request, schema: startCallResponseSchema }),
  );
}

/**
 * The body of POST /api/child/progress (docs/product.md §3.10) as the call screens send it: always with
 * the id the call was given when it started, and the time it took; never the invite code, since the
 * session cookie says whose call it was.
 */
export type ProgressSaveRequest = Omit<SaveProgressRequest, 'inviteCode'> & {
  callId: string;
  scenarioType: ScenarioType;
  timeTakenSeconds: number;
};

/**
 * POST /api/child/progress → { id }, as the child of the session cookie; `inviteCode` only reopens an
 * expired session. Refusals: 400 with the failed rule's message, 403 PREVIEW_MODE or no access, 404
 * INVALID_CODE.
 */
export function saveProgress(
  inviteCode: string,
  request: ProgressSaveRequest,
): Promise<SaveProgressResponse> {
  return sendAsChild(inviteCode, () =>
    apiRequest(CHILD_PROGRESS_SAVE_PATH, {
      method: 'POST',
      body: request,
      schema: saveProgressResponseSchema,
    }),
  );
}

export type ProgressSave = { inviteCode: string; request: ProgressSaveRequest };

/** Saves a finished call's progress; a success refreshes the child's look-ups (their dashboard). */
export function useSaveProgress(callbacks?: WriteCallbacks<SaveProgressResponse, ProgressSave>) {
  return useWrite({
    write: ({ inviteCode, request }: ProgressSave) => saveProgress(inviteCode, request),
    ...callbacks,
    onSuccess: async (data, variables) => {
      await callbacks?.onSuccess?.(data, variables);
      refreshChildLookups(variables.inviteCode);
    },
  });
}

/** A check that takes longer than this is given up: the child should not wait on the operator. */
const CHECK_TIMEOUT_MS = 4000;

/**
 * Every call happens at the child's home (ADR 043): the answer is checked against the home address.
 * The second home is practised in "Learn my address".
 */
export const checkAgainstHome = (answer: string): Promise<CallAddressCheck | undefined> =>
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
