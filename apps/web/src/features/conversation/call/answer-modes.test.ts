import { describe, expect, it } from 'vitest';
import { answerModesForAge } from './answer-modes';

describe('answerModesForAge', () => {
  it('offers pictures up to age 8 and makes recording the main control up to age 10', () => {
    expect(answerModesForAge(5)).toEqual({ pictureChoices: true, recordFirst: true });
    expect(answerModesForAge(8)).toEqual({ pictureChoices: true, recordFirst: true });
    expect(answerModesForAge(9)).toEqual({ pictureChoices: false, recordFirst: true });
    expect(answerModesForAge(10)).toEqual({ pictureChoices: false, recordFirst: true });
    expect(answerModesForAge(11)).toEqual({ pictureChoices: false, recordFirst: false });
  });
});

describe('answerModeOf (ADR 036)', () => {
  it('tells a tapped picture, a spoken answer and a typed one apart', async () => {
    const { answerModeOf } = await import('./answer-box');
    const tapped = 'I can see the school.';
    expect(answerModeOf(tapped, { heard: '', tapped })).toBe('tapped');
    expect(answerModeOf('12 Oak Road', { heard: '', tapped: '' })).toBe('typed');
    expect(answerModeOf('12 oak road', { heard: '12 Oak Road', tapped: '' })).toBe('voice');
    // Checked and added to, the recogniser's words are still a spoken answer.
    expect(answerModeOf('12 Oak Road, Leeds', { heard: '12 Oak Road', tapped: '' })).toBe('voice');
    // Heard, then replaced with other words: typed.
    expect(answerModeOf('Fire service', { heard: 'fire surface', tapped: '' })).toBe('typed');
    // A picture tapped, then the words changed: typed.
    expect(answerModeOf('I can see the big school.', { heard: '', tapped })).toBe('typed');
  });
});
