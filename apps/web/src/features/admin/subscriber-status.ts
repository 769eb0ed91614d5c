// The Subscribers tab's status for one parent, in the product's British spelling (ADR 023): a
// cancelled plan that is still paid to the end of its period says until when.
import type { AdminSubscriber } from '@callready/contract';

export type SubscriberStatus = { label: string; tone: 'cancelled' | 'active' | 'none' };

const dayAndMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Cancelled – paid until 3 March" (the year only when it is not this year's), "Cancelled", "Active". */
export function subscriberStatus(
  subscriber: Pick<AdminSubscriber, 'isCanceled' | 'subscribed' | 'subscriptionEnd'>,
  now: Date,
): SubscriberStatus {
  if (subscriber.isCanceled) {
    const end = subscriber.subscriptionEnd ? new Date(subscriber.subscriptionEnd) : null;
    if (end && !Number.isNaN(end.getTime()) && end.getTime() > now.getTime()) {
      const format = end.getUTCFullYear() === now.getUTCFullYear() ? dayAndMonth : dayMonthYear;
      return { label: `Cancelled – paid until ${format.format(end)}`, tone: 'cancelled' };
    }
    return { label: 'Cancelled', tone: 'cancelled' };
  }
  return subscriber.subscribed
    ? { label: 'Active', tone: 'active' }
    : { label: 'Not subscribed', tone: 'none' };
}
