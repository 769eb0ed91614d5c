import { describe, expect, it } from 'vitest';
import { newCall, playWithModelAnswers } from '@/test/practice-calls';
import { finishedCallFrom, resultsNavigationState } from './results-state';

const expected = { scenarioType: '999', scenarioId: 'house-fire' };

describe('results navigation state', () => {
  it('carries a finished call’s scores, tier and ratings to the results page', () => {
    const conversation = playWithModelAnswers();
    // Navigation state is stored by the browser as structured data; JSON is the stricter round trip.
    const state: unknown = JSON.parse(JSON.stringify(resultsNavigationState('call-9', conversation)));
    const finished = finishedCallFrom(state, expected);
    expect(finished?.callId).toBe('call-9');
    expect(finished?.results.scores).toEqual(conversation.results?.scores);
    expect(finished?.results.tier.title).toBe('Emergency Expert');
    expect(finished?.conversation.responseRatings).toHaveLength(4);
  });

  it('finds no results when the page is opened directly', () => {
    expect(finishedCallFrom(null, expected)).toBeNull();
    expect(finishedCallFrom(undefined, expected)).toBeNull();
    expect(finishedCallFrom({ usr: 'x' }, expected)).toBeNull();
  });

  it('ignores a call that has not finished or belongs to another scenario', () => {
    expect(
      finishedCallFrom(resultsNavigationState('c', playWithModelAnswers(newCall(), 'closing')), expected),
    ).toBeNull();
    expect(
      finishedCallFrom(resultsNavigationState('c', playWithModelAnswers()), {
        ...expected,
        scenarioId: 'robbery',
      }),
    ).toBeNull();
    expect(finishedCallFrom(resultsNavigationState('', playWithModelAnswers()), expected)).toBeNull();
  });
});
