// The scenario pages' reads (ADR 048): what they show of the child (profile, progress, access, and
// whether a parent stored a home address, ADR 043) are the child's shared look-ups of
// lib/child-portal/child-portal-lookups.
import { useChildLookupValue } from '@/lib/child-portal/child-portal-lookups';

/** GET /api/child/home's `hasAddress`; false while not asked for (`inviteCode` null), on its way or failed. */
export function useHasHomeAddress(inviteCode: string | null): boolean {
  return useChildLookupValue(inviteCode, (lookups) => lookups.home).data?.hasAddress ?? false;
}
