import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { completedOn } from './recent-progress-list';

describe('completedOn', () => {
  it('reads as date-fns writes d MMM yyyy, in local time, for every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 1, 23, 30);
      expect(completedOn(date.toISOString())).toBe(format(date, 'd MMM yyyy'));
    }
  });

  it('is empty for a date that cannot be read', () => {
    expect(completedOn('not a date')).toBe('');
  });
});
