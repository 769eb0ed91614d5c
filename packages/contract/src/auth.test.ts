import { describe, expect, it } from 'vitest';
import { describeWait, tooManyAttemptsMessage } from './auth';

describe('tooManyAttemptsMessage', () => {
  it('states the wait the way a person would', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(tooManyAttemptsMessage(899)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [59.2, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [0, '1 second'],
  ])('rounds %s seconds up to %s', (seconds, wording) => {
    expect(describeWait(seconds)).toBe(wording);
  });
});
