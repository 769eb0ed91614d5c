// The reports screen's calls: the child (GET /api/children/:id), one page of reports with the
// summary and charts, and every filtered report for the CSV export; answers checked by the contract.
import {
  childPath,
  childReportsExportPath,
  childReportsExportResponseSchema,
  childReportsPath,
  childReportsResponseSchema,
  childResponseSchema,
  reportsSearch,
  type Child,
  type ChildReportsExportResponse,
  type ChildReportsResponse,
  type ReportsQueryInput,
} from '@callready/contract';
import { apiRequest } from '@/lib/api-client';

const TIMEOUT_MS = 20_000;
const EXPORT_TIMEOUT_MS = 60_000;

export async function fetchChild(childId: string, signal?: AbortSignal): Promise<Child> {
  const { child } = await apiRequest(childPath(childId), {
    schema: childResponseSchema,
    signal,
    timeoutMs: TIMEOUT_MS,
  });
  return child;
}

export function fetchReports(
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
export function fetchReportsExport(
  childId: string,
  query: ReportsQueryInput,
): Promise<ChildReportsExportResponse> {
  const { from, to, types, scenarios, sort } = query;
  return apiRequest(childReportsExportPath(childId) + reportsSearch({ from, to, types, scenarios, sort }), {
    schema: childReportsExportResponseSchema,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}
