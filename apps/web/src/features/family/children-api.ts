// The parent's children API (GET/POST /api/children, PATCH/DELETE /api/children/:id,
// POST /api/children/:id/invite-code), every answer checked against the shared contract.
import {
  CHILDREN_PATH,
  childInviteCodePath,
  childPath,
  childResponseSchema,
  deleteChildHistoryResponseSchema,
  type Child,
  type CreateChildRequest,
  type UpdateChildRequest,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';

const TIMEOUT_MS = 15_000;

export async function createChild(body: CreateChildRequest): Promise<Child> {
  const { child } = await apiRequest(CHILDREN_PATH, {
    method: 'POST',
    body,
    schema: childResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

export async function updateChild(childId: string, body: UpdateChildRequest): Promise<Child> {
  const { child } = await apiRequest(childPath(childId), {
    method: 'PATCH',
    body,
    schema: childResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

/** Deletes the child's saved calls and keeps the child; answers how many calls went. */
export async function deleteChildHistory(childId: string): Promise<number> {
  const { deleted } = await apiRequest(`${childPath(childId)}/progress`, {
    method: 'DELETE',
    schema: deleteChildHistoryResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return deleted;
}

export async function deleteChild(childId: string): Promise<void> {
  await apiRequest(childPath(childId), { method: 'DELETE', timeoutMs: TIMEOUT_MS });
}

/** The child with a fresh invite code; the old code stops working at once. */
export async function regenerateInviteCode(childId: string): Promise<Child> {
  const { child } = await apiRequest(childInviteCodePath(childId), {
    method: 'POST',
    schema: childResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}
