// Dates as the product writes them everywhere (reports, billing, the back office): day, short month and
// year, with a 24-hour time where one is shown, in the reader's own time zone, whatever the browser's
// language would otherwise choose.
import { format } from 'date-fns';

/** 5 Mar 2026 */
export function formatDay(value: string | Date): string {
  return format(new Date(value), 'd MMM yyyy');
}

/** 5 Mar 2026 at 14:07 */
export function formatDayTime(value: string | Date): string {
  return format(new Date(value), "d MMM yyyy 'at' HH:mm");
}
