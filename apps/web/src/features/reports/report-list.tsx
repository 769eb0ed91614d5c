import type { ReactNode } from 'react';
import { format } from 'date-fns';
import { Clock } from 'lucide-react';
import type { ReportRecord } from '@callready/contract';
import {
  NOT_RATED_REASON,
  NOT_RATED_TEXT,
  REPORT_STAR_MAX,
  SCORE_COVERAGE,
  SCORE_FIGURES,
  callSkillLabel,
  formatMinutesSeconds,
  reportScenarioTitle,
  reportTypeLabel,
  scoreFigure,
  type ScoreFigure,
} from '@callready/core';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** 5 Mar 2026 at 14:07, in the parent's own time zone. */
export function formatCompletedOn(iso: string): string {
  return format(new Date(iso), "d MMM yyyy 'at' HH:mm");
}

function Score({ figure }: { figure: ScoreFigure }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm font-semibold text-muted-foreground">{figure.name}</dt>
      <dd
        className={figure.rated ? 'text-lg font-extrabold' : 'text-base font-bold text-muted-foreground'}
        title={
          figure.rated
            ? undefined
            : `${NOT_RATED_REASON}: this call was typed, tapped or checked with the child`
        }
      >
        {figure.text}
      </dd>
      <dd aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: `${figure.value}%` }} />
      </dd>
    </div>
  );
}

/** One call's figures, named and scaled as on the results page (docs/product.md §9.15). */
export function reportRecordFigures(record: ReportRecord) {
  return {
    stars: scoreFigure('callStars', record.overallStars),
    clarity: scoreFigure('clarity', record.clarityScore),
    calmness: scoreFigure('calmness', record.calmnessScore),
    accuracy: scoreFigure('accuracy', record.accuracyScore),
  };
}

/** What each figure on a call measures, said once above the list. */
function FigureLegend() {
  const ids = ['callStars', 'clarity', 'calmness', 'accuracy'] as const;
  return (
    <details className="rounded-xl border bg-card px-4 py-2 text-sm">
      <summary className="cursor-pointer py-1 font-semibold">What the figures mean</summary>
      <dl className="grid gap-1 py-2">
        {ids.map((id) => (
          <div key={id}>
            <dt className="inline font-bold">{SCORE_FIGURES[id].name}: </dt>
            <dd className="inline">{SCORE_FIGURES[id].measures}.</dd>
          </div>
        ))}
        <div>
          <dt className="inline font-bold">{NOT_RATED_TEXT}: </dt>
          <dd className="inline">
            {NOT_RATED_REASON}; a call answered only by typing, tapping or words checked with the child has no
            clarity or calmness.
          </dd>
        </div>
      </dl>
    </details>
  );
}

/** Something to offer beside one call, such as what was said in it. */
export type ReportAction = (record: ReportRecord) => ReactNode;

/** The real-world skills this call practised (ADR 037, ADR 038); nothing for a call that had none. */
function CallSkills({ record }: { record: ReportRecord }) {
  const skills = [
    ['Found the emergency button', record.foundEmergencyButton],
    ['Said own address', record.saidOwnAddress],
  ] as const;
  const practised = skills.filter(([, value]) => value !== null && value !== undefined);
  if (practised.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-2 text-sm" data-testid="call-skills">
      {practised.map(([label, value]) => (
        <span key={label} className="rounded-full bg-muted px-2.5 py-0.5 font-semibold">
          {label}: {callSkillLabel(value)}
        </span>
      ))}
    </p>
  );
}

function ReportItem({ record, action }: { record: ReportRecord; action?: ReportAction }) {
  const title = reportScenarioTitle(record.scenarioId);
  const figures = reportRecordFigures(record);
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
              <Badge variant={record.scenarioType === '999' ? 'emergency' : 'soft'}>
                {reportTypeLabel(record.scenarioType)}
              </Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              Completed on{' '}
              <time dateTime={record.completionDate}>{formatCompletedOn(record.completionDate)}</time>
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              Time taken: {formatMinutesSeconds(record.timeTakenSeconds)}
            </p>
            <CallSkills record={record} />
          </div>
          <StarRating value={figures.stars.value} max={REPORT_STAR_MAX} starClassName="size-5 sm:size-6" />
        </div>
        <dl className="grid grid-cols-3 gap-3 sm:gap-6">
          <Score figure={figures.clarity} />
          <Score figure={figures.calmness} />
          <Score figure={figures.accuracy} />
        </dl>
        {action?.(record)}
      </article>
    </li>
  );
}

export function ReportList({
  records,
  stale,
  action,
}: {
  records: readonly ReportRecord[];
  stale: boolean;
  action?: ReportAction;
}) {
  return (
    <div className="flex flex-col gap-3">
      {/* The same sentence the home page promises the scores with (ADR 057). */}
      <p className="text-sm text-muted-foreground">{SCORE_COVERAGE}</p>
      <FigureLegend />
      <ul
        aria-label="Reports"
        className={cn('flex flex-col gap-3 transition-opacity', stale && 'opacity-60')}
      >
        {records.map((record) => (
          <ReportItem key={record.id} record={record} action={action} />
        ))}
      </ul>
    </div>
  );
}
