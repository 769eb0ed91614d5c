// The signed-in parent's own record: GET /api/me and PATCH /api/profile.
import { meResponseSchema, profileSchema, type MeResponse, type Profile } from '@callready/contract';
import type { CountryId } from '@callready/core';
import { apiRequest } from '@/lib/api-client';

export const ME_PATH = '/api/me';
export const PROFILE_PATH = '/api/profile';

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest(ME_PATH, { schema: meResponseSchema, signal, timeoutMs: 15_000 });
}

export function saveProfileCountry(countryCode: CountryId): Promise<Profile> {
  return apiRequest(PROFILE_PATH, {
    method: 'PATCH',
    body: { country_code: countryCode },
    schema: profileSchema,
    timeoutMs: 15_000,
  });
}
