// Support opening hours (spec: Mon-Fri 9am-6pm), judged on UK time so British Summer Time is respected.

const SUPPORT_TIME_ZONE = 'Europe/London';
const OPENING_HOUR = 9;
const CLOSING_HOUR = 18;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export type SupportStatus =
  | { open: true; closesAt: string }
  /** nextOpening reads naturally after "back": "today at 9am", "tomorrow at 9am", "on Monday at 9am". */
  | { open: false; nextOpening: string };

interface UkClock {
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  /** Minutes since midnight, UK local time. */
  minutes: number;
}

/** The weekday and time of day in the UK, with summer time applied by the browser's time-zone data. */
function readUkClock(now: Date): UkClock {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SUPPORT_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = WEEKDAYS.indexOf(part('weekday') as (typeof WEEKDAYS)[number]);
  if (weekday < 0) throw new Error(`Unexpected weekday "${part('weekday')}" from Intl.DateTimeFormat`);
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const isWorkingDay = (weekday: number) => weekday <= 4;

/** Whether the support team (phone and live chat) is staffed at `now`, judged on UK time. */
export function getSupportStatus(now: Date): SupportStatus {
  const { weekday, minutes } = readUkClock(now);
  const opensAt = OPENING_HOUR * 60;
  const closesAt = CLOSING_HOUR * 60;

  if (isWorkingDay(weekday) && minutes >= opensAt && minutes < closesAt) {
    return { open: true, closesAt: '6pm' };
  }
  if (isWorkingDay(weekday) && minutes < opensAt) {
    return { open: false, nextOpening: 'today at 9am' };
  }
  // After closing, or at the weekend: the next working morning.
  if (weekday <= 3) return { open: false, nextOpening: 'tomorrow at 9am' };
  return { open: false, nextOpening: 'on Monday at 9am' };
}
