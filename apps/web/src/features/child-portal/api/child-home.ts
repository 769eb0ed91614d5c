// The dashboard's read of the child's home summary (ADR 037, ADR 048), apart from the sign-in write
// so the dashboard's first view stays as small as it was.
import { useEffect, useState } from 'react';
import { CHILD_HOME_PATH, type ChildHomeSummary } from '@callready/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/child/home as the child of the session, or null while it is not asked for (`asked` false),
 * on its way, or failed: the card it feeds then shows nothing.
 */
export function useChildHomeSummary(asked: boolean): ChildHomeSummary | null {
  const [summary, setSummary] = useState<ChildHomeSummary | null>(null);
  useEffect(() => {
    if (!asked) return;
    const controller = new AbortController();
    // The schema (and zod) load with this look-up, not with the dashboard's first paint (ADR 032).
    Promise.all([
      apiRequest(CHILD_HOME_PATH, { signal: controller.signal, timeoutMs: 15_000 }),
      import('@/lib/child-portal/child-portal-schemas'),
    ])
      .then(([answer, schemas]) => setSummary(schemas.childHomeSummarySchema.parse(answer)))
      .catch(() => setSummary(null));
    return () => controller.abort();
  }, [asked]);
  return summary;
}
