// What a child says in practice calls (ADR 041): the parent's setting on the child, and one call's
// words for the per-call view; answers checked by the contract.
import {
  childCallPath,
  childCallResponseSchema,
  childPath,
  childResponseSchema,
  type Child,
  type ChildCallResponse,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';

const TIMEOUT_MS = 20_000;

/** Turning it off also deletes what was kept (the server does both in one step). */
export async function setKeepCallTranscripts(childId: string, keep: boolean): Promise<Child> {
  const { child } = await apiRequest(childPath(childId), {
    method: 'PATCH',
    body: { keepCallTranscripts: keep },
    schema: childResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

export function fetchChildCall(
  childId: string,
  callId: string,
  signal?: AbortSignal,
): Promise<ChildCallResponse> {
  return apiRequest(childCallPath(childId, callId), {
    schema: childCallResponseSchema,
    signal,
    timeoutMs: TIMEOUT_MS,
  });
}
