// Dates and amounts as the billing e-mails write them: a UK product, so British dates in UK time.
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** 28 December 2026 */
export function formatLongDate(date: Date): string {
  return DATE.format(date);
}

/** 250, 'gbp' → £2.50 */
export function formatAmount(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

/** ['Ada'] → 'Ada'; ['Ada', 'Ben', 'Cy'] → 'Ada, Ben and Cy' */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
