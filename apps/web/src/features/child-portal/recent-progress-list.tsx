import { Sparkles } from 'lucide-react';
import type { ChildProgressRecord } from '@callready/contract';
import { SCENARIO_TYPE_INFO, getScenario } from '@callready/core';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '5 Mar 2026' in local time. Written out rather than through a date library, which would be the
 * largest part of the child's first screen, or Intl, whose British short months say 'Sept'.
 */
export function completedOn(date: string): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return '';
  return `${parsed.getDate()} ${MONTHS[parsed.getMonth()]} ${parsed.getFullYear()}`;
}

/** 'Your Recent Progress': the newest results with their type, scenario, date and stars. */
export function RecentProgressList({ records }: { records: readonly ChildProgressRecord[] }) {
  return (
    <section
      aria-labelledby="recent-progress-heading"
      className="rounded-3xl border-2 border-white bg-white p-5 shadow-md sm:p-7"
    >
      <h2 id="recent-progress-heading" className="text-2xl font-extrabold sm:text-3xl">
        Your Recent Progress
      </h2>
      {records.length === 0 ? (
        <p className="mt-4 flex items-center gap-3 rounded-2xl bg-sky-50 p-4 text-lg text-slate-700">
          <Sparkles className="size-6 shrink-0 text-amber-500" aria-hidden="true" />
          No practice calls yet. Pick a scenario above to earn your first stars!
        </p>
      ) : (
        <ul className="mt-4 divide-y">
          {records.map((record) => {
            const date = completedOn(record.completionDate);
            return (
              <li
                key={record.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={record.scenarioType === '999' ? 'emergency' : 'secondary'}>
                      {SCENARIO_TYPE_INFO[record.scenarioType].badge}
                    </Badge>
                    <span className="text-lg font-bold">
                      {getScenario(record.scenarioType, record.scenarioId)?.title ?? record.scenarioId}
                    </span>
                  </div>
                  {date && (
                    <time dateTime={record.completionDate} className="text-sm text-muted-foreground">
                      {date}
                    </time>
                  )}
                </div>
                <StarRating value={record.overallStars} max={5} starClassName="size-7" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
