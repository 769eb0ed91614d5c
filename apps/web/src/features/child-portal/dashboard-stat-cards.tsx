import { Star, Target, Trophy, type LucideIcon } from 'lucide-react';
import { scoreMeasuresFor, type ScoreFigure } from '@callready/core';
import { cn } from '@/lib/cn';
import type { DashboardStats } from './dashboard-stats';

type StatCard = { figure: ScoreFigure; icon: LucideIcon; tone: string };

/** The three figures in the order they show. */
export const dashboardFigures = (stats: DashboardStats): ScoreFigure[] => [
  stats.completed,
  stats.averageStars,
  stats.greatCalls,
];

/**
 * Calls completed, average stars (out of 5) and great calls (4 or 5 stars), each saying what it
 * counts in the child's band's words (ADR 058).
 */
export function DashboardStatCards({ stats, childAge }: { stats: DashboardStats; childAge: number }) {
  const [completed, averageStars, greatCalls] = dashboardFigures(stats) as [
    ScoreFigure,
    ScoreFigure,
    ScoreFigure,
  ];
  const cards: StatCard[] = [
    { figure: completed, icon: Trophy, tone: 'bg-sky-100 text-sky-700' },
    { figure: averageStars, icon: Target, tone: 'bg-green-100 text-green-700' },
    { figure: greatCalls, icon: Star, tone: 'bg-amber-100 text-amber-700' },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-5" aria-label="Your scores">
      {cards.map(({ figure, icon: Icon, tone }) => (
        <li
          key={figure.id}
          data-figure={figure.id}
          className="flex items-center gap-4 rounded-3xl border-2 border-white bg-white p-4 shadow-md sm:p-5"
        >
          <span
            className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl sm:size-16', tone)}
          >
            <Icon className="size-6 sm:size-8" aria-hidden="true" />
          </span>
          <div className="flex flex-col">
            <span className="text-base leading-tight font-bold text-slate-800">{figure.name}</span>
            <span className="text-3xl font-extrabold tabular-nums sm:text-4xl">{figure.text}</span>
            <span className="text-sm leading-snug text-slate-700">
              {scoreMeasuresFor(figure.id, childAge)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
