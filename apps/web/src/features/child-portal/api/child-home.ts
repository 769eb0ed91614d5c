// The dashboard's read of the child's home summary (ADR 037, ADR 048): the child's shared look-up
// (lib/child-portal/child-portal-lookups.ts), which the scenario pages, the call's lock screen and learn
// my address read too.
import type { ChildHomeSummary } from '@callready/contract';
import { useChildLookupValue } from '@/lib/child-portal/child-portal-lookups';

/**
 * GET /api/child/home as the child of the session, or null while it is not asked for (`inviteCode`
 * null), on its way, or failed: the card it feeds then shows nothing.
 */
export function useChildHomeSummary(inviteCode: string | null): ChildHomeSummary | null {
  return useChildLookupValue(inviteCode, (lookups) => lookups.home).data ?? null;
}
