import { describe, expect, it } from 'vitest';
import { PROGRESS_SAVED_MESSAGES, PROGRESS_SAVED_TITLE, progressSavedMessage } from './progress-messages';

describe('progress saved messages', () => {
  it('uses the spec title', () => {
    expect(PROGRESS_SAVED_TITLE).toBe('Progress Saved! 🎉');
  });

  it.each([
    [1, 'Keep practicing! Every expert started as a beginner.'],
    [2, "Good effort! You're learning important skills."],
    [3, "Well done! You're getting better at this."],
    [4, 'Great job! You handled that really well.'],
    [5, "Amazing work! You're brilliant at emergency calls!"],
  ] as const)('shows the spec message for %d stars', (stars, message) => {
    expect(PROGRESS_SAVED_MESSAGES[stars]).toBe(message);
    expect(progressSavedMessage(stars)).toBe(message);
  });

  it('rounds and clamps unexpected star counts', () => {
    expect(progressSavedMessage(0)).toBe(PROGRESS_SAVED_MESSAGES[1]);
    expect(progressSavedMessage(7)).toBe(PROGRESS_SAVED_MESSAGES[5]);
    expect(progressSavedMessage(3.6)).toBe(PROGRESS_SAVED_MESSAGES[4]);
    expect(progressSavedMessage(Number.NaN)).toBe(PROGRESS_SAVED_MESSAGES[1]);
  });
});
