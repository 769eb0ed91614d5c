import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@callready/core';
import { playWithModelAnswers } from '../test-calls';
import { reviewAnswers } from './answer-review';

describe('reviewAnswers', () => {
  it('pairs every rating with its question and answer, skipping the read-backs', () => {
    const call = playWithModelAnswers();
    const readBacks = call.conversationHistory.filter((entry) => entry.message.startsWith('You said “'));
    expect(readBacks.length).toBeGreaterThan(0);

    const reviewed = reviewAnswers(call.conversationHistory, call.responseRatings);
    expect(reviewed).toHaveLength(4);
    expect(reviewed[0]).toMatchObject({
      question: 'Emergency, which service do you need: fire, police or ambulance?',
      answer: 'I need the Fire Service, please. My house is on fire!',
    });
    expect(reviewed.every((item) => item.question && !item.question.startsWith('You said'))).toBe(true);
    expect(reviewed.map((item) => item.rating)).toEqual(call.responseRatings);
  });

  it('still lists the ratings when the history cannot be matched up', () => {
    const call = playWithModelAnswers();
    const history: HistoryEntry[] = [];
    expect(reviewAnswers(history, call.responseRatings).map((item) => [item.question, item.answer])).toEqual(
      call.responseRatings.map(() => [null, null]),
    );
  });
});
