// TanStack Query hooks for the parent's children. The list lives under the signed-in parent's
// account key, so it is dropped on sign-out; every change re-reads it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Child, CreateChildRequest, UpdateChildRequest } from '@callready/contract';
import { accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';
import { refreshChildLookups } from '@/lib/child-portal-lookups';
import { clearChildSession, readChildSession, storeChildSession } from '@/lib/child-session';
import {
  createChild,
  deleteChild,
  deleteChildHistory,
  fetchChildren,
  regenerateInviteCode,
  updateChild,
} from './children-api';

export function childrenQueryKey(userId: string): readonly unknown[] {
  return accountQueryKey(userId, 'children');
}

export function useChildren() {
  const { user } = useAuth();
  return useQuery({
    queryKey: childrenQueryKey(user?.id ?? ''),
    queryFn: ({ signal }) => fetchChildren(signal),
    enabled: Boolean(user),
  });
}

function useRefreshChildren() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return () =>
    user ? queryClient.invalidateQueries({ queryKey: childrenQueryKey(user.id) }) : Promise.resolve();
}

/** Keeps a parent's preview in step with the child it shows (new name, new code). */
function refreshStoredPreview(child: Child) {
  const stored = readChildSession();
  if (!stored || stored.child.id !== child.id || !child.inviteCode) return;
  storeChildSession(child.inviteCode, {
    id: child.id,
    name: child.name,
    age: child.age,
    countryCode: child.countryCode,
    operatorVoice: child.operatorVoice,
  });
}

export function useCreateChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (body: CreateChildRequest) => createChild(body),
    onSettled: refresh,
  });
}

export function useUpdateChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: ({ childId, body }: { childId: string; body: UpdateChildRequest }) =>
      updateChild(childId, body),
    onSuccess: refreshStoredPreview,
    onSettled: refresh,
  });
}

export function useRegenerateInviteCode() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (childId: string) => regenerateInviteCode(childId),
    onSuccess: refreshStoredPreview,
    onSettled: refresh,
  });
}

export function useDeleteChildHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => deleteChildHistory(childId),
    // Stats on the dashboard, the child's reports and a preview of the child's pages all change.
    onSettled: () => {
      refreshChildLookups();
      return queryClient.invalidateQueries();
    },
  });
}

export function useDeleteChild() {
  const refresh = useRefreshChildren();
  return useMutation({
    mutationFn: (childId: string) => deleteChild(childId),
    // A removed child's code no longer works, so a preview of them ends too.
    onSuccess: (_result, childId) => {
      if (readChildSession()?.child.id === childId) clearChildSession();
    },
    onSettled: refresh,
  });
}
