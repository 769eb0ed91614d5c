// The back office's calls to /api/admin (docs/product.md §7: admin-delete-user, assign-admin-role,
// setup-2fa; the users, subscribers and roles tables).
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
import { apiRequest } from '@/lib/api-client';

export type ListParams = { search: string; page: number };

const listPath = (path: string, { search, page }: ListParams) => {
  const query = new URLSearchParams({ page: String(page) });
  if (search.trim()) query.set('search', search.trim());
  return `/api/admin/${path}?${query.toString()}`;
};

export const adminQueryKeys = {
  all: ['admin'] as const,
  list: (kind: string, params: ListParams) => ['admin', kind, params] as const,
};

export const fetchUsers = (params: ListParams, signal?: AbortSignal) =>
  apiRequest(listPath('users', params), { schema: adminUsersPageSchema, signal });
export const fetchSubscribers = (params: ListParams, signal?: AbortSignal) =>
  apiRequest(listPath('subscribers', params), { schema: adminSubscribersPageSchema, signal });
export const fetchRoles = (params: ListParams, signal?: AbortSignal) =>
  apiRequest(listPath('roles', params), { schema: adminRolesPageSchema, signal });
export const fetchAudit = (page: number, signal?: AbortSignal) =>
  apiRequest(listPath('audit', { search: '', page }), { schema: auditPageSchema, signal });

export const changeRole = (userId: string, role: UserRole) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/role`, { method: 'POST', body: { role } });
export const cancelSubscription = (userId: string) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/cancel-subscription`, { method: 'POST' });
export const deleteUser = (userId: string) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export const generateTwoFactor = (password: string) =>
  apiRequest('/api/admin/two-factor/generate', {
    method: 'POST',
    body: { password },
    schema: twoFactorGenerateResponseSchema,
  });
export const verifyTwoFactor = (code: string) =>
  apiRequest('/api/admin/two-factor/verify', { method: 'POST', body: { code } });
export const disableTwoFactor = (password: string, code: string) =>
  apiRequest('/api/admin/two-factor/disable', { method: 'POST', body: { password, code } });

export const fetchSetupStatus = (signal?: AbortSignal) =>
  apiRequest('/api/admin/setup', { schema: adminSetupStatusSchema, signal });
export const assignRoleWithKey = (request: AdminSetupRequest) =>
  apiRequest<{ success: boolean; message: string }>('/api/admin/setup', { method: 'POST', body: request });
