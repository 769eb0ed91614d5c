import { describe, expect, it } from 'vitest';
import { getSupportStatus } from './support-hours';

describe('getSupportStatus (Mon-Fri 9:00-18:00 UK time)', () => {
  it('is open during a winter weekday, when UK time is GMT', () => {
    // Tuesday 13 January 2026, 09:00 GMT
    expect(getSupportStatus(new Date('2026-01-13T09:00:00Z'))).toEqual({ open: true, closesAt: '6pm' });
  });

  it('follows British Summer Time rather than GMT', () => {
    // Wednesday 1 July 2026: 08:30 UTC is 09:30 in London, 17:30 UTC is 18:30 in London
    expect(getSupportStatus(new Date('2026-07-01T08:30:00Z')).open).toBe(true);
    expect(getSupportStatus(new Date('2026-07-01T17:30:00Z'))).toEqual({
      open: false,
      nextOpening: 'tomorrow at 9am',
    });
  });

  it('opens at exactly 9:00 and closes at exactly 18:00', () => {
    expect(getSupportStatus(new Date('2026-01-13T08:59:00Z'))).toEqual({
      open: false,
      nextOpening: 'today at 9am',
    });
    expect(getSupportStatus(new Date('2026-01-13T17:59:00Z')).open).toBe(true);
    expect(getSupportStatus(new Date('2026-01-13T18:00:00Z')).open).toBe(false);
  });

  it('sends Friday evening and the weekend to Monday morning', () => {
    expect(getSupportStatus(new Date('2026-01-16T18:30:00Z'))).toEqual({
      open: false,
      nextOpening: 'on Monday at 9am',
    });
    expect(getSupportStatus(new Date('2026-01-17T12:00:00Z'))).toEqual({
      open: false,
      nextOpening: 'on Monday at 9am',
    });
    expect(getSupportStatus(new Date('2026-01-18T23:00:00Z'))).toEqual({
      open: false,
      nextOpening: 'on Monday at 9am',
    });
  });
});
