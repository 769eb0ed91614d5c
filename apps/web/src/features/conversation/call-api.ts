// The server calls of a practice call: the family's phone for the lock screen, permission to start the
// call, and saving its results (a useWrite write, which refreshes the child's look-ups it changes, ADR 032,
// ADR 048). Shapes and
// paths come from @callready/contract, the one declaration the server validates against too; every
// answer is checked against its response schema before the call screens use it.
import { useEffect, useState } from 'react';
import {
  CHILD_CALLS_PATH,
  CHILD_HOME_PATH,
  childHomeSummarySchema,
  CHILD_PROGRESS_SAVE_PATH,
  saveProgressResponseSchema,
  startCallResponseSchema,
  type SaveProgressRequest,
  type SaveProgressResponse,
  type StartCallRequest,
  type StartCallResponse,
} from '@callready/contract';
import type { FamilyPhoneKind, ScenarioType } from '@callready/core';
import { apiRequest } from '@/lib/api';
import { refreshChildLookups } from '@/lib/child-portal/child-portal-lookups';
import { sendAsChild } from '@/lib/child-portal/child-session';
import { useWrite, type WriteCallbacks } from '@/lib/use-write';

export type { StartCallResponse };

/** The family's phone from the child's own summary; null when none is set or it cannot be read. */
export function useFamilyPhone(enabled: boolean): FamilyPhoneKind | null | undefined {
  const [phone, setPhone] = useState<FamilyPhoneKind | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiRequest(CHILD_HOME_PATH, {
      schema: childHomeSummarySchema,
      signal: controller.signal,
      timeoutMs: 8000,
    })
      .then((summary) => setPhone(summary.phone))
      .catch(() => {
        if (!controller.signal.aborted) setPhone(null);
      });
    return () => controller.abort();
  }, [enabled]);
  return phone;
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
