// The parent's children as GET /api/children lists them, with their plan and its places. Both the
// family pages and the billing pages read it (billing asks which children to keep when a plan
// shrinks), so it is one query under the signed-in parent's account key, dropped on sign-out.
import { useQuery } from '@tanstack/react-query';
import { CHILDREN_PATH, childrenListResponseSchema, type ChildrenListResponse } from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';

const TIMEOUT_MS = 15_000;

export function childrenQueryKey(userId: string): readonly unknown[] {
  return accountQueryKey(userId, 'children');
}

function fetchChildren(signal?: AbortSignal): Promise<ChildrenListResponse> {
  return apiRequest(CHILDREN_PATH, { schema: childrenListResponseSchema, signal, timeoutMs: TIMEOUT_MS });
}

export function useChildrenList() {
  const { user } = useAuth();
  return useQuery({
    queryKey: childrenQueryKey(user?.id ?? ''),
    queryFn: ({ signal }) => fetchChildren(signal),
    enabled: Boolean(user),
  });
}
