// /reports/{childId} (docs/product.md §2, §4, §8): one child's progress reports for the parent who owns them.
import { Suspense, lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Download, Loader2, SlidersHorizontal } from 'lucide-react';
import { SCENARIO_TYPES } from '@callready/core';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/page-header';
import { PageContainer } from '@/components/ui/page-container';
import { PageSpinner } from '@/components/ui/spinner';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';
import { CallWordsDialog } from './call-words-dialog';
import { DateRangeField } from './date-range-field';
import { KeepWordsSetting } from './keep-words-setting';
import { ReportFilters } from './report-filters';
import { ReportList } from './report-list';
import { ReportPagination } from './report-pagination';
import {
  ChartsSkeleton,
  NoReports,
  RefreshingNote,
  ReportsPageLoading,
  ReportsSkeleton,
} from './report-states';
import {
  readReportView,
  reportsQueryFor,
  withPage,
  withRange,
  withSort,
  writeReportView,
  type ReportView,
} from './report-view';
import { SortSelect } from './sort-select';
import { SummaryCards } from './summary-cards';
import { AddressLearningCard } from './address-learning-card';
import { useExportReports } from './use-export-reports';
import { useMediaQuery } from './use-media-query';
import { useReportChild, useReports } from './reports-api';
import { paths } from '@/lib/paths';

const ReportCharts = lazy(() => import('./report-charts'));

export function ReportsPage() {
  const { user, loading } = useAuth();
  const { childId = '' } = useParams();
  if (loading) return <PageSpinner label="Loading your account…" />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <Reports key={childId} childId={childId} />;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** How many filters differ from "everything": shown on the phone's Filters button. */
function activeFilterCount(view: ReportView) {
  return (view.types.length === SCENARIO_TYPES.length ? 0 : 1) + (view.scenarios.length > 0 ? 1 : 0);
}

function Reports({ childId }: { childId: string }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [openedAt] = useState(() => new Date());
  const view = useMemo(() => readReportView(searchParams, openedAt), [searchParams, openedAt]);
  const query = useMemo(() => reportsQueryFor(view, browserTimeZone()), [view]);
  const wide = useMediaQuery('(min-width: 1024px)');

  const child = useReportChild(childId);
  const reports = useReports(childId, query, child.isSuccess);
  const childName = child.data?.name ?? '';
  const { exporting, exportReports } = useExportReports(childId, childName, query);
  usePageTitle(childName ? `${childName}'s Progress Reports` : 'Progress Reports');

  // Replacing the history entry keeps Back going to the page the parent came from.
  const show = (next: ReportView) => setSearchParams(writeReportView(next), { replace: true });

  useEffect(() => {
    if (!child.isError) return;
    toast.error('Error', { id: 'report-child-error', description: 'Failed to load child information.' });
    navigate(paths.dashboard, { replace: true });
  }, [child.isError, navigate]);

  useEffect(() => {
    if (reports.isError)
      toast.error('Error', { id: 'reports-error', description: 'Failed to load reports.' });
  }, [reports.isError, reports.errorUpdatedAt]);

  const data = reports.data;
  const pageCount = data?.pageCount ?? 0;
  useEffect(() => {
    // A bookmarked page that no longer exists shows the last one instead.
    if (pageCount > 0 && view.page > pageCount)
      setSearchParams(writeReportView(withPage(view, pageCount)), { replace: true });
  }, [pageCount, view, setSearchParams]);

  if (!child.isSuccess) return <ReportsPageLoading />;

  const stale = reports.isPlaceholderData;
  const filters = <ReportFilters view={view} onChange={show} />;

  return (
    <PageContainer width="wide" className="flex flex-col gap-6">
      <PageHeader
        back={{ to: paths.parentDashboard, label: 'Back to Dashboard' }}
        title={<>{childName}&apos;s Progress Reports</>}
        description="Every practice call with its stars and scores. Bookmark this page to come back to the same view."
        actions={
          <Button
            onClick={() => exportReports(stale ? undefined : data?.total)}
            disabled={exporting}
            className="w-full sm:w-auto"
          >
            {exporting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Export Reports
          </Button>
        }
      />

      {child.data && <KeepWordsSetting child={child.data} />}

      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        {wide && (
          <aside aria-label="Filters" className="sticky top-4 rounded-2xl border bg-card p-5 shadow-sm">
            {filters}
          </aside>
        )}

        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-3 rounded-2xl border bg-muted/40 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            <DateRangeField range={view.range} onChange={(range) => show(withRange(view, range))} />
            <div className="flex flex-wrap items-center gap-2">
              {!wide && <FiltersSheet count={activeFilterCount(view)}>{filters}</FiltersSheet>}
              <SortSelect sort={view.sort} onChange={(sort) => show(withSort(view, sort))} />
            </div>
          </div>

          {data ? (
            <>
              <RefreshingNote visible={reports.isFetching} />
              <SummaryCards summary={data.summary} stale={stale} />
              <AddressLearningCard childId={childId} childName={childName} />
              {data.total === 0 ? (
                <NoReports />
              ) : (
                <>
                  <Suspense fallback={<ChartsSkeleton />}>
                    <ReportCharts
                      range={view.range}
                      days={data.starsByDay}
                      scenarios={data.scenarioAverages}
                      skills={data.skillsByWeek}
                      stale={stale}
                    />
                  </Suspense>
                  <section aria-labelledby="report-list-heading" className="flex flex-col gap-3">
                    <h2 id="report-list-heading" className="text-xl font-extrabold">
                      Completed scenarios
                    </h2>
                    <ReportList
                      records={data.records}
                      stale={stale}
                      action={(record) =>
                        record.hasTranscript ? (
                          <CallWordsDialog childId={childId} childName={childName} record={record} />
                        ) : null
                      }
                    />
                    <ReportPagination
                      page={data.page}
                      pageCount={data.pageCount}
                      total={data.total}
                      pageSize={data.pageSize}
                      onPage={(page) => show(withPage(view, page))}
                    />
                  </section>
                </>
              )}
            </>
          ) : reports.isError ? (
            <ReportsLoadFailed onRetry={() => reports.refetch()} retrying={reports.isFetching} />
          ) : (
            <ReportsSkeleton />
          )}
        </div>
      </div>
    </PageContainer>
  );
}

function FiltersSheet({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm">
          <SlidersHorizontal aria-hidden="true" />
          Filters{count > 0 ? ` (${count})` : ''}
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Changes apply straight away.</SheetDescription>
        </SheetHeader>
        {children}
        <SheetClose asChild>
          <Button className="mt-auto">Show reports</Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}

function ReportsLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border-2 border-emergency/30 bg-emergency-soft p-8 text-center"
    >
      <p className="text-lg font-bold">Failed to load reports.</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}
