// The pretend lock screen's clock in the way the family's country usually shows time. A phone's
// clock follows its region: CLDR's time data (unicode.org, supplemental "timeData") prefers the
// 24-hour clock for the United Kingdom and Ireland ("H") and the 12-hour clock for the United States,
// Canada, Australia and New Zealand ("h"), so the country's locale picks the cycle. A 24-hour lock
// screen shows "09:41"; a 12-hour one shows "9:41" with no AM or PM, as iPhone and Android lock
// screens do.

/** "19:44" for en-GB, "7:44" for en-US. */
export function lockScreenClock(date: Date, locale: string): string {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  const h23 = cycle === 'h23' || cycle === 'h24';
  const parts = new Intl.DateTimeFormat(locale, {
    hour: h23 ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle: h23 ? 'h23' : 'h12',
  }).formatToParts(date);
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '';
  return `${hour}:${minute}`;
}
