import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildScript,
  createConversation,
  getCountry,
  getScenario,
  step,
  type Scenario,
} from '@callready/core';
import { usePrefetchNextLines } from './use-prefetch-next-lines';

const houseFire = getScenario('999', 'house-fire') as Scenario;
const us = getCountry('us');

describe('usePrefetchNextLines', () => {
  it('fetches the next question while the child answers, and nothing while feedback shows', () => {
    const prefetch = vi.fn();
    const ready = createConversation({ scenario: houseFire, country: us, childAge: 9 });
    const listening = step(ready, { type: 'start', at: 0 }).state;
    const { rerender } = renderHook(({ state }) => usePrefetchNextLines(state, prefetch), {
      initialProps: { state: ready },
    });
    expect(prefetch).not.toHaveBeenCalled();

    rerender({ state: listening });
    const second = buildScript(houseFire, us).questions[1]?.text['7-10'];
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0]).toContain(second);
    // The line being asked now is already on its way; it is not fetched twice.
    expect(prefetch.mock.calls[0]?.[0]).not.toContain(listening.prompt?.text);

    const feedback = step(listening, { type: 'answer', text: 'Fire! My house is on fire', at: 1 }).state;
    rerender({ state: feedback });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
