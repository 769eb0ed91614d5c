import { describe, expect, it } from 'vitest';
import { subscriberStatus } from './subscriber-status';

const now = new Date('2027-02-10T12:00:00Z');

describe('subscriberStatus', () => {
  it('says a cancelled plan still paid to the end of its period, and until when, in British spelling', () => {
    expect(
      subscriberStatus({ isCanceled: true, subscribed: true, subscriptionEnd: '2027-03-03T09:00:00Z' }, now),
    ).toEqual({ label: 'Cancelled – paid until 3 March', tone: 'cancelled' });
  });

  it('names the year when the paid period ends in another year', () => {
    expect(
      subscriberStatus({ isCanceled: true, subscribed: true, subscriptionEnd: '2028-01-05T09:00:00Z' }, now)
        .label,
    ).toBe('Cancelled – paid until 5 January 2028');
  });

  it('says only Cancelled once the paid period is over, or when there is no end date', () => {
    expect(
      subscriberStatus({ isCanceled: true, subscribed: false, subscriptionEnd: '2027-01-03T09:00:00Z' }, now)
        .label,
    ).toBe('Cancelled');
    expect(subscriberStatus({ isCanceled: true, subscribed: true, subscriptionEnd: null }, now).label).toBe(
      'Cancelled',
    );
  });

  it('says Active and Not subscribed otherwise', () => {
    expect(subscriberStatus({ isCanceled: false, subscribed: true, subscriptionEnd: null }, now).label).toBe(
      'Active',
    );
    expect(subscriberStatus({ isCanceled: false, subscribed: false, subscriptionEnd: null }, now).label).toBe(
      'Not subscribed',
    );
  });
});
