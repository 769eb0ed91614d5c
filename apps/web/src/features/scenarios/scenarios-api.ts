// The scenario pages' one call of their own (ADR 048): whether the child's parent stored a home address
// (ADR 043). What the pages read of the child (profile, progress, access) are the shared look-ups of
// lib/child-portal/child-portal-lookups.
import { useEffect, useState } from 'react';
import { CHILD_HOME_PATH } from '@callready/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/child/home's `hasAddress`; false while not asked for (`asked` false), on its way or failed. */
export function useHasHomeAddress(asked: boolean): boolean {
  const [hasAddress, setHasAddress] = useState(false);
  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    // The schema (and zod) load with this look-up, not with the page.
    Promise.all([
      apiRequest(CHILD_HOME_PATH, { signal: controller.signal, timeoutMs: 15_000 }),
      import('@/lib/child-portal/child-portal-schemas'),
    ])
      .then(([answer, schemas]) => setHasAddress(schemas.childHomeSummarySchema.parse(answer).hasAddress))
      .catch(() => setHasAddress(false));
    return () => controller.abort();
  }, [asked]);
  return hasAddress;
}
