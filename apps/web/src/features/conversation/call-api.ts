// The two server calls of a practice call: permission to start it, and saving its results.
import type { ResponseRating, ScenarioType } from '@callready/core';
import { z } from 'zod';
import { api } from '@/lib/api';

export interface StartCallRequest {
  inviteCode: string;
  scenarioType: ScenarioType;
  scenarioId: string;
}

const startCallResponse = z.object({ callId: z.string().min(1), startedAt: z.string() });
export type StartCallResponse = z.infer<typeof startCallResponse>;

/**
 * POST /api/child/calls → { callId, startedAt }. Refusals: 403 ACCESS_REQUIRED (a 999 call without
 * full access), 404 'Invalid invite code', 429 RATE_LIMITED.
 */
export async function startCall(request: StartCallRequest): Promise<StartCallResponse> {
  const response = await api.post<unknown>('/api/child/calls', { ...request });
  return startCallResponse.parse(response);
}

/** The body of POST /api/child/progress (docs/product.md §3 "Progress save payload", plus the call's id). */
export interface ProgressSaveRequest {
  callId: string;
  inviteCode: string;
  scenarioType: ScenarioType;
  scenarioId: string;
  overallStars: number;
  clarityScore: number;
  calmnessScore: number;
  accuracyScore: number;
  serviceSelectionScore: number;
  responseRatings: ResponseRating[];
  timeTakenSeconds: number;
}

export interface ProgressSaveResponse {
  id: string;
}

/**
 * POST /api/child/progress → { id }. Refusals: 400 with the failed rule's message, 403 PREVIEW_MODE
 * or no access, 404 'Invalid invite code'.
 */
export function saveProgress(request: ProgressSaveRequest): Promise<ProgressSaveResponse> {
  return api.post<ProgressSaveResponse>('/api/child/progress', { ...request });
}
