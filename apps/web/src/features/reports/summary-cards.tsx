import type { ReactNode } from 'react';
import { Award, Clock, ListChecks, Star } from 'lucide-react';
import {
  REPORT_STAR_MAX,
  formatAverageStars,
  formatMinutesSeconds,
  type ReportSummary,
} from '@callready/core';
import { cn } from '@/lib/cn';

function SummaryCard({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border bg-card p-4 shadow-sm sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-bold text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="text-3xl font-extrabold tracking-tight">{value}</dd>
      <dd className="text-sm text-muted-foreground">{note}</dd>
    </div>
  );
}

/** Total Scenarios, Average Score (of 5), Average Time and Perfect Scores, for the whole filtered set. */
export function SummaryCards({ summary, stale }: { summary: ReportSummary; stale: boolean }) {
  const average = formatAverageStars(summary.averageStars);
  return (
    <dl
      aria-label="Summary"
      className={cn(
        'grid grid-cols-2 gap-3 transition-opacity sm:gap-4 xl:grid-cols-4',
        stale && 'opacity-60',
      )}
    >
      <SummaryCard
        icon={<ListChecks className="size-4 text-primary" aria-hidden="true" />}
        label="Total Scenarios"
        value={summary.totalScenarios}
        note="Practice calls completed"
      />
      <SummaryCard
        icon={<Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />}
        label="Average Score"
        value={
          <>
            {average}
            <span className="text-lg font-bold text-muted-foreground">/{REPORT_STAR_MAX}</span>
          </>
        }
        note={`${average} out of ${REPORT_STAR_MAX} stars`}
      />
      <SummaryCard
        icon={<Clock className="size-4 text-primary" aria-hidden="true" />}
        label="Average Time"
        value={formatMinutesSeconds(summary.averageTimeSeconds)}
        note="Minutes and seconds per call"
      />
      <SummaryCard
        icon={<Award className="size-4 text-success" aria-hidden="true" />}
        label="Perfect Scores"
        value={summary.perfectScores}
        note={`${REPORT_STAR_MAX}-star calls`}
      />
    </dl>
  );
}
