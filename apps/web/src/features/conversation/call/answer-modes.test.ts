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
