// A child's address and the family's phone (ADR 037): GET, PATCH and DELETE /api/children/:id/home,
// every answer checked against the shared contract.
import {
  childHomePath,
  childHomeResponseSchema,
  type ChildHomeResponse,
  type UpdateChildHomeRequest,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';

const TIMEOUT_MS = 15_000;

export function fetchChildHome(childId: string, signal?: AbortSignal): Promise<ChildHomeResponse> {
  return apiRequest(childHomePath(childId), {
    schema: childHomeResponseSchema,
    signal,
    timeoutMs: TIMEOUT_MS,
  });
}

export function updateChildHome(childId: string, body: UpdateChildHomeRequest): Promise<ChildHomeResponse> {
  return apiRequest(childHomePath(childId), {
    method: 'PATCH',
    body,
    schema: childHomeResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
}

export async function deleteChildHome(childId: string): Promise<void> {
  await apiRequest(childHomePath(childId), { method: 'DELETE', timeoutMs: TIMEOUT_MS });
}
