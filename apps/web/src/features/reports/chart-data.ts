// Points of the stars-over-time chart.
import type { DailyStars } from '@callready/contract';
import { differenceInCalendarDays, eachDayOfInterval } from 'date-fns';
import { parseDay, toDay, type DayRange } from './report-view';

/** Up to about a quarter, every day of the range gets a place on the axis, so gaps show as time. */
export const FULL_AXIS_MAX_DAYS = 92;

export interface StarsPoint {
  date: string;
  /** Null on a day without calls. */
  averageStars: number | null;
  count: number;
}

export function starsTimeline(range: DayRange, days: readonly DailyStars[]): StarsPoint[] {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  if (!from || !to || from > to || differenceInCalendarDays(to, from) >= FULL_AXIS_MAX_DAYS) return [...days];
  const byDate = new Map(days.map((day) => [day.date, day]));
  return eachDayOfInterval({ start: from, end: to }).map((date) => {
    const key = toDay(date);
    const day = byDate.get(key);
    return { date: key, averageStars: day?.averageStars ?? null, count: day?.count ?? 0 };
  });
}
