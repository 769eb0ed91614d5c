import { describe, expect, it } from 'vitest';
import type { HistoryEntry, ResponseRating } from '@callready/core';
import { reviewAnswers } from './answer-review';

function rating(stars: 1 | 2 | 3): ResponseRating {
  return {
    stars,
    praise: '',
    feedback: `${stars} stars`,
    tips: [],
    skill: 'give-address',
    categories: { clarity: stars, completeness: stars, calmness: stars },
  } as unknown as ResponseRating;
}

const operator = (message: string, purpose: HistoryEntry['purpose']): HistoryEntry => ({
  speaker: 'operator',
  message,
  timestamp: 0,
  purpose,
});
const child = (message: string): HistoryEntry => ({ speaker: 'user', message, timestamp: 0 });

// A call of five answers: three to the script's questions, one read-back and one location follow-up.
const history: HistoryEntry[] = [
  operator('Emergency, which service do you need?', 'question'),
  child('Fire please'),
  operator('Where are you?', 'question'),
  child('12 Oak Street'),
  operator('You said 12 Oak Street. Is that right?', 'confirmation'),
  child('Yes'),
  operator('What town is that in?', 'follow-up'),
  child('Leeds'),
  operator('Is anyone inside?', 'question'),
  child('My brother is still inside'),
  operator('Help is on the way.', undefined),
];
const ratings = [rating(3), rating(2), rating(3)];

describe('reviewAnswers', () => {
  it('lists every answer of the call in order, not only the rated ones', () => {
    const reviewed = reviewAnswers(history, ratings);
    expect(reviewed.map((item) => item.answer)).toEqual([
      'Fire please',
      '12 Oak Street',
      'Yes',
      'Leeds',
      'My brother is still inside',
    ]);
    expect(reviewed.map((item) => item.question)).toEqual([
      'Emergency, which service do you need?',
      'Where are you?',
      'You said 12 Oak Street. Is that right?',
      'What town is that in?',
      'Is anyone inside?',
    ]);
  });

  it('rates the answers to the script’s questions and lists read-backs and follow-ups without stars', () => {
    const reviewed = reviewAnswers(history, ratings);
    expect(reviewed.map((item) => [item.purpose, item.rating?.stars ?? null])).toEqual([
      ['question', 3],
      ['question', 2],
      ['confirmation', null],
      ['follow-up', null],
      ['question', 3],
    ]);
  });

  it('gives one rating to each answer when every answer was rated', () => {
    const all = [rating(1), rating(2), rating(3), rating(1), rating(2)];
    expect(reviewAnswers(history, all).map((item) => item.rating)).toEqual(all);
  });

  it('still lists the ratings when the history cannot be matched up', () => {
    expect(reviewAnswers([], ratings).map((item) => [item.answer, item.rating])).toEqual(
      ratings.map((each) => [null, each]),
    );
  });
});
