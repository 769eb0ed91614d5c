import { Star, Target, Trophy, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { DashboardStats } from './dashboard-stats';

type StatCard = { label: string; value: string; icon: LucideIcon; tone: string };

/** Scenarios completed, average score and great scores (4 or more stars). */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  const cards: StatCard[] = [
    {
      label: 'Scenarios Completed',
      value: String(stats.completed),
      icon: Trophy,
      tone: 'bg-sky-100 text-sky-700',
    },
    {
      label: 'Average Score',
      value: `${stats.averageScorePercent}%`,
      icon: Target,
      tone: 'bg-green-100 text-green-700',
    },
    {
      label: 'Great Scores',
      value: String(stats.greatScores),
      icon: Star,
      tone: 'bg-amber-100 text-amber-700',
    },
  ];
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-5" aria-label="Your scores">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li
          key={label}
          className="flex flex-col items-center gap-2 rounded-3xl border-2 border-white bg-white p-3 text-center shadow-md sm:flex-row sm:gap-4 sm:p-5 sm:text-left"
        >
          <span
            className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl sm:size-16', tone)}
          >
            <Icon className="size-6 sm:size-8" aria-hidden="true" />
          </span>
          <div className="flex flex-col-reverse">
            <span className="text-sm leading-tight font-bold text-muted-foreground sm:text-base">
              {label}
            </span>
            <span className="text-3xl font-extrabold tabular-nums sm:text-4xl">{value}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
