// The two server calls of a practice call: permission to start it, and saving its results. Shapes and
// paths come from @callready/contract, the one declaration the server validates against too; every
// answer is checked against its response schema before the call screens use it.
import {
  CHILD_CALLS_PATH,
  CHILD_PROGRESS_SAVE_PATH,
  saveProgressResponseSchema,
  startCallResponseSchema,
  type SaveProgressRequest,
  type SaveProgressResponse,
  type StartCallRequest,
  type StartCallResponse,
} from '@callready/contract';
import type { ScenarioType } from '@callready/core';
import { apiRequest } from '@/lib/api';

export type { StartCallResponse };

/**
 * POST /api/child/calls → { callId, startedAt }. Refusals: 403 ACCESS_REQUIRED (a 999 call without
 * full access), 404 'Invalid invite code', 429 RATE_LIMITED.
 */
export function startCall(
  request: StartCallRequest & { scenarioType: ScenarioType },
): Promise<StartCallResponse> {
  return apiRequest(CHILD_CALLS_PATH, { method: 'POST', body: request, schema: startCallResponseSchema });
}

/**
 * The body of POST /api/child/progress (docs/product.md §3.10) as the call screens send it: always with
 * the id the call was given when it started, and the time it took.
 */
export type ProgressSaveRequest = SaveProgressRequest & {
  callId: string;
  scenarioType: ScenarioType;
  timeTakenSeconds: number;
};

/**
 * POST /api/child/progress → { id }. Refusals: 400 with the failed rule's message, 403 PREVIEW_MODE
 * or no access, 404 'Invalid invite code'.
 */
export function saveProgress(request: ProgressSaveRequest): Promise<SaveProgressResponse> {
  return apiRequest(CHILD_PROGRESS_SAVE_PATH, {
    method: 'POST',
    body: request,
    schema: saveProgressResponseSchema,
  });
}
