import { FileSearch } from 'lucide-react';
import { SkeletonList } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

export const LOADING_REPORTS = 'Loading reports...';
export const NO_REPORTS = 'No reports found for the selected criteria.';

/** The shape of the summary and the list while the first answer loads. */
export function ReportsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div className="flex items-center gap-3 text-muted-foreground">
        <Spinner label={LOADING_REPORTS} className="size-5" />
        <span aria-hidden="true">{LOADING_REPORTS}</span>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-hidden="true">
        <SkeletonList count={4} className="h-28" />
      </div>
      <div className="flex flex-col gap-3" aria-hidden="true">
        <SkeletonList count={3} className="h-40" />
      </div>
    </div>
  );
}

export function NoReports() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-12 text-center">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-bold">{NO_REPORTS}</p>
      <p className="text-sm text-muted-foreground">
        Try another date range, or tick more service types or scenarios.
      </p>
    </div>
  );
}

/** A quiet note while a changed filter loads; the previous figures stay on screen, dimmed. */
export function RefreshingNote({ visible }: { visible: boolean }) {
  return (
    <div role="status" className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
      {visible && (
        <>
          <Spinner className="size-4" label={LOADING_REPORTS} />
          <span aria-hidden="true">{LOADING_REPORTS}</span>
        </>
      )}
    </div>
  );
}

/** While the child loads, before anything of the page can be shown. */
export function ReportsPageLoading() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-10" label={LOADING_REPORTS} />
      <p aria-hidden="true">{LOADING_REPORTS}</p>
    </div>
  );
}

export function ChartsSkeleton() {
  return (
    <div className="grid gap-4 xl:grid-cols-2" aria-hidden="true">
      <div className="h-72 animate-pulse rounded-2xl bg-muted" />
      <div className="h-72 animate-pulse rounded-2xl bg-muted" />
    </div>
  );
}
