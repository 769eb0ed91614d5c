// The back office's one api module (ADR 048): its calls to /api/admin (docs/product.md §7:
// admin-delete-user, assign-admin-role, setup-2fa; the users, subscribers, roles and audit tables;
// the staff status), their query keys and what each change reads again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  adminRolesPageSchema,
  adminSetupStatusSchema,
  adminSubscribersPageSchema,
  adminUsersPageSchema,
  auditPageSchema,
  twoFactorGenerateResponseSchema,
  type AdminSetupRequest,
  type UserRole,
} from '@callready/contract';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { checkStaff, staffStatusQueryKey } from '@/lib/staff-status';

export type ListParams = { search: string; page: number };

const listPath = (path: string, { search, page }: ListParams) => {
  const query = new URLSearchParams({ page: String(page) });
  if (search.trim()) query.set('search', search.trim());
  return `/api/admin/${path}?${query.toString()}`;
};

const adminQueryKeys = {
  all: ['admin'] as const,
  list: (kind: string, params: ListParams) => ['admin', kind, params] as const,
};

const fetchUsers = (params: ListParams, signal?: AbortSignal) =>
  apiRequest(listPath('users', params), { schema: adminUsersPageSchema, signal });
const fetchSubscribers = (params: ListParams, signal?: AbortSignal) =>
  apiRequest(listPath('subscribers', params), { schema: adminSubscribersPageSchema, signal });
const fetchRoles = (params: ListParams, signal?: AbortSignal) =>
  apiRequest(listPath('roles', params), { schema: adminRolesPageSchema, signal });
const fetchAudit = (page: number, signal?: AbortSignal) =>
  apiRequest(listPath('audit', { search: '', page }), { schema: auditPageSchema, signal });

const changeRole = (userId: string, role: UserRole) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/role`, { method: 'POST', body: { role } });
const cancelSubscription = (userId: string) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/cancel-subscription`, { method: 'POST' });
const deleteUser = (userId: string) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });

const generateTwoFactor = (password: string) =>
  apiRequest('/api/admin/two-factor/generate', {
    method: 'POST',
    body: { password },
    schema: twoFactorGenerateResponseSchema,
  });
const verifyTwoFactor = (code: string) =>
  apiRequest('/api/admin/two-factor/verify', { method: 'POST', body: { code } });
const disableTwoFactor = (password: string, code: string) =>
  apiRequest('/api/admin/two-factor/disable', { method: 'POST', body: { password, code } });

const fetchSetupStatus = (signal?: AbortSignal) =>
  apiRequest('/api/admin/setup', { schema: adminSetupStatusSchema, signal });
const assignRoleWithKey = (request: AdminSetupRequest) =>
  apiRequest<{ success: boolean; message: string }>('/api/admin/setup', { method: 'POST', body: request });

// ---- Reads ----------------------------------------------------------------------------------

export const useUsers = (params: ListParams) =>
  useQuery({
    queryKey: adminQueryKeys.list('users', params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
  });

export const useSubscribers = (params: ListParams) =>
  useQuery({
    queryKey: adminQueryKeys.list('subscribers', params),
    queryFn: ({ signal }) => fetchSubscribers(params, signal),
  });

export const useRoles = (params: ListParams) =>
  useQuery({
    queryKey: adminQueryKeys.list('roles', params),
    queryFn: ({ signal }) => fetchRoles(params, signal),
  });

export const useAudit = (page: number) =>
  useQuery({
    queryKey: adminQueryKeys.list('audit', { search: '', page }),
    queryFn: ({ signal }) => fetchAudit(page, signal),
  });

/** The signed-in account's staff status; asked only of accounts the session already calls staff. */
export const useStaffStatus = (enabled: boolean) =>
  useQuery({
    queryKey: staffStatusQueryKey,
    queryFn: ({ signal }) => checkStaff(signal),
    enabled,
    retry: false,
    staleTime: 0,
  });

export const useSetupStatus = () =>
  useQuery({
    queryKey: ['admin-setup'],
    queryFn: ({ signal }) => fetchSetupStatus(signal),
    retry: false,
  });

// ---- Writes ---------------------------------------------------------------------------------

/** The server's reason for a refusal, when it gave one (never for a failure of its own). */
export const refusalReason = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined;

/** One change to the lists, reported: the spec's failure wording with the server's reason. */
function useStaffChange<Input>(
  run: (input: Input) => Promise<unknown>,
  { success, failure }: { success: (input: Input) => string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_answer, input) => {
      toast.success(success(input));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => {
      toast.error(failure, { description: refusalReason(error) });
    },
  });
}

export const useChangeRole = <Input extends { id: string; role: UserRole }>(messages: {
  success: (input: Input) => string;
  failure: string;
}) => useStaffChange(({ id, role }: Input) => changeRole(id, role), messages);

export const useDeleteUser = <Input extends { id: string }>(messages: {
  success: (input: Input) => string;
  failure: string;
}) => useStaffChange((user: Input) => deleteUser(user.id), messages);

export const useCancelSubscription = <Input extends { userId: string }>(messages: {
  success: (input: Input) => string;
  failure: string;
}) => useStaffChange((subscriber: Input) => cancelSubscription(subscriber.userId), messages);

/** A change to the staff member's own two-factor: their session and staff status read again. */
function useRefreshStaff() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return async () => {
    await refresh();
    await queryClient.invalidateQueries({ queryKey: staffStatusQueryKey });
  };
}

export const useGenerateTwoFactor = () =>
  useMutation({ mutationFn: (password: string) => generateTwoFactor(password) });

export function useVerifyTwoFactor() {
  const refreshStaff = useRefreshStaff();
  return useMutation({ mutationFn: (code: string) => verifyTwoFactor(code), onSuccess: refreshStaff });
}

export function useDisableTwoFactor() {
  const refreshStaff = useRefreshStaff();
  return useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) => disableTwoFactor(password, code),
    onSuccess: refreshStaff,
  });
}

export const useAssignRoleWithKey = () =>
  useMutation({ mutationFn: (request: AdminSetupRequest) => assignRoleWithKey(request) });

/** After signing out of the back office: nothing of it stays in the cache. */
export function useForgetStaffData() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: staffStatusQueryKey });
    queryClient.removeQueries({ queryKey: adminQueryKeys.all });
  };
}
