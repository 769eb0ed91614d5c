import { describe, expect, it } from 'vitest';
import { formatCallDuration } from './call-duration';

describe('formatCallDuration', () => {
  it('shows minutes and seconds like a phone', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(7_900)).toBe('0:07');
    expect(formatCallDuration(750_000)).toBe('12:30');
    expect(formatCallDuration(3_723_000)).toBe('1:02:03');
  });

  it('never shows a negative or broken time', () => {
    expect(formatCallDuration(-5_000)).toBe('0:00');
    expect(formatCallDuration(Number.NaN)).toBe('0:00');
  });
});
