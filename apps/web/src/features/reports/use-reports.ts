// TanStack Query hooks for the reports screen, under the signed-in parent's account key so that
// they are dropped on sign-out. The reports are keyed on the whole query: any filter, sort or page
// change loads again, while the previous answer stays on screen until the new one arrives.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportsQueryInput } from '@callready/contract';
import { accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';
import { fetchChild, fetchReports } from './reports-api';

export function useReportChild(childId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: accountQueryKey(user?.id ?? '', 'reports', childId, 'child'),
    queryFn: ({ signal }) => fetchChild(childId, signal),
    enabled: Boolean(user) && childId !== '',
    // A missing child (404) stays missing; the screen leaves at once.
    retry: false,
  });
}

/** Waits for the child (docs/product.md §4: the child loads first, then the reports). */
export function useReports(childId: string, query: ReportsQueryInput, childLoaded: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: accountQueryKey(user?.id ?? '', 'reports', childId, query),
    queryFn: ({ signal }) => fetchReports(childId, query, signal),
    enabled: Boolean(user) && childLoaded,
    placeholderData: keepPreviousData,
  });
}
