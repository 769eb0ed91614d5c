import { describe, expect, it } from 'vitest';
import { isResultsPath, shouldConfirmLeaving } from './child-paths';

const conversation = '/child/ABCD2345/scenario/999/house-fire/conversation';

describe('isResultsPath', () => {
  it('recognises a results page and nothing else', () => {
    expect(isResultsPath('/child/ABCD2345/results/999/house-fire')).toBe(true);
    expect(isResultsPath('/child/ABCD2345/results/999/house-fire/')).toBe(true);
    expect(isResultsPath('/child/ABCD2345/results')).toBe(false);
    expect(isResultsPath('/child/ABCD2345/scenarios')).toBe(false);
    expect(isResultsPath('/results/999/house-fire')).toBe(false);
  });
});

describe('shouldConfirmLeaving', () => {
  it('asks before any other page while a call is connected', () => {
    for (const nextPathname of ['/child/ABCD2345', '/child/ABCD2345/scenarios', '/', '/emergency-guide']) {
      expect(
        shouldConfirmLeaving({ callInProgress: true, currentPathname: conversation, nextPathname }),
      ).toBe(true);
    }
  });

  it('lets the finished call go to its results', () => {
    expect(
      shouldConfirmLeaving({
        callInProgress: true,
        currentPathname: conversation,
        nextPathname: '/child/ABCD2345/results/999/house-fire',
      }),
    ).toBe(false);
  });

  it('never asks when no call is connected or the page stays the same', () => {
    expect(
      shouldConfirmLeaving({ callInProgress: false, currentPathname: conversation, nextPathname: '/' }),
    ).toBe(false);
    expect(
      shouldConfirmLeaving({
        callInProgress: true,
        currentPathname: conversation,
        nextPathname: conversation,
      }),
    ).toBe(false);
  });
});
