// TanStack Query hooks for one child's address and phone, kept under the signed-in parent's account
// key so they are dropped on sign-out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildHomeResponse, UpdateChildHomeRequest } from '@callready/contract';
import { accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';
import { deleteChildHome, fetchChildHome, updateChildHome } from './home-details-api';

function useChildHomeKey(childId: string) {
  const { user } = useAuth();
  return accountQueryKey(user?.id ?? '', 'child-home', childId);
}

export function useChildHome(childId: string | null) {
  const key = useChildHomeKey(childId ?? '');
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchChildHome(childId ?? '', signal),
    enabled: childId !== null,
  });
}

export function useSaveChildHome(childId: string) {
  const queryClient = useQueryClient();
  const key = useChildHomeKey(childId);
  return useMutation({
    mutationFn: (body: UpdateChildHomeRequest) => updateChildHome(childId, body),
    onSuccess: (saved: ChildHomeResponse) => queryClient.setQueryData(key, saved),
  });
}

export function useRemoveChildHome(childId: string) {
  const queryClient = useQueryClient();
  const key = useChildHomeKey(childId);
  return useMutation({
    mutationFn: () => deleteChildHome(childId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
