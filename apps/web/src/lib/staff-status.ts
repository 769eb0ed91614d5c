// Whether the signed-in account is staff (the server's is_admin_or_support, docs/product.md §6),
// shared by the staff sign-in and the back office.
import { staffStatusSchema, type StaffStatus } from '@callready/contract';
import { apiRequest, ApiError } from '@/lib/api-client';

export const STAFF_STATUS_PATH = '/api/admin/status';
export const staffStatusQueryKey = ['staff-status'] as const;

export type StaffCheck =
  { kind: 'staff'; status: StaffStatus } | { kind: 'signed-out' } | { kind: 'not-staff' };

/** Signed out and not staff are answers, not failures; anything else is thrown. */
export async function checkStaff(signal?: AbortSignal): Promise<StaffCheck> {
  try {
    return {
      kind: 'staff',
      status: await apiRequest(STAFF_STATUS_PATH, { schema: staffStatusSchema, signal }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' };
    if (error instanceof ApiError && error.status === 403) return { kind: 'not-staff' };
    throw error;
  }
}
