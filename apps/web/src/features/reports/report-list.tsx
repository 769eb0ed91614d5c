import { format } from 'date-fns';
import { Clock } from 'lucide-react';
import type { ReportRecord } from '@callready/contract';
import { REPORT_STAR_MAX, formatMinutesSeconds, reportScenarioTitle, reportTypeLabel } from '@callready/core';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** 5 Mar 2026 at 14:07, in the parent's own time zone. */
export function formatCompletedOn(iso: string): string {
  return format(new Date(iso), "d MMM yyyy 'at' HH:mm");
}

function Score({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-lg font-extrabold">{value}%</dd>
      <dd aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
        />
      </dd>
    </div>
  );
}

function ReportItem({ record }: { record: ReportRecord }) {
  const title = reportScenarioTitle(record.scenario_id);
  return (
    <li>
      <article
        aria-label={title}
        className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-extrabold leading-tight">{title}</h3>
              <Badge variant={record.scenario_type === '999' ? 'emergency' : 'soft'}>
                {reportTypeLabel(record.scenario_type)}
              </Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              Completed on{' '}
              <time dateTime={record.completion_date}>{formatCompletedOn(record.completion_date)}</time>
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              Time taken: {formatMinutesSeconds(record.time_taken_seconds)}
            </p>
          </div>
          <StarRating value={record.overall_stars} max={REPORT_STAR_MAX} starClassName="size-5 sm:size-6" />
        </div>
        <dl className="grid grid-cols-3 gap-3 sm:gap-6">
          <Score label="Clarity" value={record.clarity_score} />
          <Score label="Calmness" value={record.calmness_score} />
          <Score label="Accuracy" value={record.accuracy_score} />
        </dl>
      </article>
    </li>
  );
}

export function ReportList({ records, stale }: { records: readonly ReportRecord[]; stale: boolean }) {
  return (
    <ul aria-label="Reports" className={cn('flex flex-col gap-3 transition-opacity', stale && 'opacity-60')}>
      {records.map((record) => (
        <ReportItem key={record.id} record={record} />
      ))}
    </ul>
  );
}
