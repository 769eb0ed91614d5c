// The signed-in parent's own record: GET /api/me and PATCH /api/profile.
import type { MeResponse, Profile } from '@callready/contract';
import type { CountryId } from '@callready/core';
import { apiRequest } from '@/lib/api-client';

export const ME_PATH = '/api/me';
export const PROFILE_PATH = '/api/profile';

// The schemas (and zod) load with the first signed-in request, never on a visitor's first view.
const accountSchemas = () => import('@/lib/auth/account-schemas');

export async function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  const { meResponseSchema } = await accountSchemas();
  return apiRequest(ME_PATH, { schema: meResponseSchema, signal, timeoutMs: 15_000 });
}

export async function saveProfileCountry(countryCode: CountryId): Promise<Profile> {
  const { profileSchema } = await accountSchemas();
  return apiRequest(PROFILE_PATH, {
    method: 'PATCH',
    body: { countryCode: countryCode },
    schema: profileSchema,
    timeoutMs: 15_000,
  });
}
