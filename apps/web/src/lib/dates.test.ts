import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from './dates';

describe('product dates', () => {
  it('write the day before the month, the month short and the time in 24 hours', () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(formatDay(date)).toBe('5 Mar 2026');
    expect(formatDayTime(date)).toBe('5 Mar 2026 at 14:07');
    expect(formatDay(date.toISOString())).toBe('5 Mar 2026');
  });
});
