// The reports feature's one api module (ADR 048): the child (GET /api/children/:id), one page of
// reports with the summary and charts, every filtered report for the CSV export, one call's words
// and the parent's setting to keep them (ADR 041), and the child's address learning (ADR 037).
// Answers are checked by the contract; the queries live under the signed-in parent's account key,
// so they are dropped on sign-out.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  childCallPath,
  childCallResponseSchema,
  childHomePath,
  childHomeResponseSchema,
  childPath,
  childReportsExportPath,
  childReportsExportResponseSchema,
  childReportsPath,
  childReportsResponseSchema,
  childResponseSchema,
  reportsSearch,
  type Child,
  type ChildCallResponse,
  type ChildReportsExportResponse,
  type ChildReportsResponse,
  type ReportsQueryInput,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { accountQueryKey } from '@/lib/auth/account-query-key';
import { useAuth } from '@/lib/auth/auth-context';

const TIMEOUT_MS = 20_000;
const EXPORT_TIMEOUT_MS = 60_000;
const HOME_TIMEOUT_MS = 15_000;

// ---- Requests -------------------------------------------------------------------------------

async function fetchChild(childId: string, signal?: AbortSignal): Promise<Child> {
  const { child } = await apiRequest(childPath(childId), {
    schema: childResponseSchema,
    signal,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

function fetchReports(
  childId: string,
  query: ReportsQueryInput,
  signal?: AbortSignal,
): Promise<ChildReportsResponse> {
  return apiRequest(childReportsPath(childId) + reportsSearch(query), {
    schema: childReportsResponseSchema,
    signal,
    timeoutMs: TIMEOUT_MS,
  });
}

/** The same filters and order as the list, without paging. */
function fetchReportsExport(childId: string, query: ReportsQueryInput): Promise<ChildReportsExportResponse> {
  const { from, to, types, scenarios, sort } = query;
  return apiRequest(childReportsExportPath(childId) + reportsSearch({ from, to, types, scenarios, sort }), {
    schema: childReportsExportResponseSchema,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}

/** Turning it off also deletes what was kept (the server does both in one step). */
async function setKeepCallTranscripts(childId: string, keep: boolean): Promise<Child> {
  const { child } = await apiRequest(childPath(childId), {
    method: 'PATCH',
    body: { keepCallTranscripts: keep },
    schema: childResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

function fetchChildCall(childId: string, callId: string, signal?: AbortSignal): Promise<ChildCallResponse> {
  return apiRequest(childCallPath(childId, callId), {
    schema: childCallResponseSchema,
    signal,
    timeoutMs: TIMEOUT_MS,
  });
}

// ---- Reads ----------------------------------------------------------------------------------

function useAccountKey() {
  const { user } = useAuth();
  return { signedIn: Boolean(user), key: (...parts: unknown[]) => accountQueryKey(user?.id ?? '', ...parts) };
}

export function useReportChild(childId: string) {
  const { signedIn, key } = useAccountKey();
  return useQuery({
    queryKey: key('reports', childId, 'child'),
    queryFn: ({ signal }) => fetchChild(childId, signal),
    enabled: signedIn && childId !== '',
    // A missing child (404) stays missing; the screen leaves at once.
    retry: false,
  });
}

/**
 * Waits for the child (docs/product.md §4: the child loads first, then the reports). Keyed on the
 * whole query: any filter, sort or page change loads again, while the previous answer stays on
 * screen until the new one arrives.
 */
export function useReports(childId: string, query: ReportsQueryInput, childLoaded: boolean) {
  const { signedIn, key } = useAccountKey();
  return useQuery({
    queryKey: key('reports', childId, query),
    queryFn: ({ signal }) => fetchReports(childId, query, signal),
    enabled: signedIn && childLoaded,
    placeholderData: keepPreviousData,
  });
}

/** One call's words, loaded only when the parent opens them. */
export function useChildCall(childId: string, callId: string) {
  const { signedIn, key } = useAccountKey();
  return useQuery({
    queryKey: key('reports', childId, 'call', callId),
    queryFn: ({ signal }) => fetchChildCall(childId, callId, signal),
    enabled: signedIn,
  });
}

/** The child's stored address and how much of it they have learned (the family's own key). */
export function useChildHomeLearning(childId: string) {
  const { signedIn, key } = useAccountKey();
  return useQuery({
    queryKey: key('child-home', childId),
    queryFn: ({ signal }) =>
      apiRequest(childHomePath(childId), {
        schema: childHomeResponseSchema,
        signal,
        timeoutMs: HOME_TIMEOUT_MS,
      }),
    enabled: signedIn && childId !== '',
  });
}

// ---- Writes ---------------------------------------------------------------------------------

/** Every report matching the filters, for the CSV; asked for on demand, so a write in form. */
export function useFetchReportsExport(childId: string, query: ReportsQueryInput) {
  return useMutation({ mutationFn: () => fetchReportsExport(childId, query) });
}

/** "Keep what my child says": the child and every report page under this child read again. */
export function useSetKeepCallTranscripts(childId: string) {
  const queryClient = useQueryClient();
  const { key } = useAccountKey();
  return useMutation({
    mutationFn: (keep: boolean) => setKeepCallTranscripts(childId, keep),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key('reports', childId) }),
  });
}
