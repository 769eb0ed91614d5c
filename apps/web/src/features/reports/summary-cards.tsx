import type { ReactNode } from 'react';
import { Award, Clock, ListChecks, Star } from 'lucide-react';
import { formatMinutesSeconds, scoreFigure, type ReportSummary } from '@callready/core';
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

/** The whole filtered set's figures (docs/product.md §9.15): named and scaled as on every other screen. */
export function reportSummaryFigures(summary: ReportSummary) {
  return {
    callsCompleted: scoreFigure('callsCompleted', summary.totalScenarios),
    averageStars: scoreFigure('averageStars', summary.averageStars),
    perfectCalls: scoreFigure('perfectCalls', summary.perfectScores),
  };
}

/** Calls completed, average stars (out of 5), average time and perfect calls, for the whole filtered set. */
export function SummaryCards({ summary, stale }: { summary: ReportSummary; stale: boolean }) {
  const figures = reportSummaryFigures(summary);
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
        label={figures.callsCompleted.name}
        value={figures.callsCompleted.text}
        note={figures.callsCompleted.measures}
      />
      <SummaryCard
        icon={<Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />}
        label={figures.averageStars.name}
        value={figures.averageStars.text}
        note={figures.averageStars.measures}
      />
      <SummaryCard
        icon={<Clock className="size-4 text-primary" aria-hidden="true" />}
        label="Average Time"
        value={formatMinutesSeconds(summary.averageTimeSeconds)}
        note="Minutes and seconds per call"
      />
      <SummaryCard
        icon={<Award className="size-4 text-success" aria-hidden="true" />}
        label={figures.perfectCalls.name}
        value={figures.perfectCalls.text}
        note={figures.perfectCalls.measures}
      />
    </dl>
  );
}
