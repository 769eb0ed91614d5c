import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  createConversation,
  getCountry,
  getScenario,
  nonSpeakingHelpFor,
  step,
  type ConversationEvent,
  type CountryId,
  type Scenario,
} from '@callready/core';
import { T0, playWithModelAnswers } from '@/test/practice-calls';
import { ResultsPage } from './results-page';
import { resultsNavigationState } from './results-state';

vi.mock('./use-progress-save', () => ({ useProgressSave: () => undefined }));
vi.mock('./use-confetti', () => ({ useConfetti: () => undefined }));
vi.mock('@/lib/child-portal/use-child-session', () => ({ useStoredChildSession: () => null }));
vi.mock('@/lib/child-portal/child-portal-lookups', () => ({
  useChildLookupValue: () => ({ isPending: false, data: null }),
}));

const hiding = getScenario('999', 'hiding-cant-talk') as Scenario;

/** A silent call answered by silence, key presses and a typed address, in the given country. */
function silentCall(countryId: CountryId) {
  let state = createConversation({ scenario: hiding, country: getCountry(countryId), childAge: 10 });
  let at = T0;
  const inputs: ({ type: 'silence' } | { type: 'keys'; keys: string } | { type: 'answer'; text: string })[] =
    [
      { type: 'silence' },
      { type: 'keys', keys: '1' },
      { type: 'keys', keys: '5' },
      { type: 'keys', keys: '5' },
      { type: 'keys', keys: '1' },
      { type: 'keys', keys: '1' },
      { type: 'answer', text: '14 Mill Street' },
    ];
  state = step(state, { type: 'start', at }).state;
  for (let events = 0; events < 40 && state.stage !== 'finished'; events += 1) {
    at += 3000;
    const next = state.stage === 'listening' ? inputs.shift() : { type: 'continue' as const };
    state = step(state, { ...(next ?? { type: 'silence' }), at } as ConversationEvent).state;
  }
  return state;
}

function renderResults(scenario: Scenario, conversation: ReturnType<typeof silentCall>) {
  const router = createMemoryRouter(
    [{ path: '/child/:inviteCode/results/:type/:scenarioId', element: <ResultsPage /> }],
    {
      initialEntries: [
        {
          pathname: `/child/ABC123/results/${scenario.type}/${scenario.id}`,
          state: resultsNavigationState('call-1', conversation),
        },
      ],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('the results of "Hiding and can\'t talk" (ADR 044)', () => {
  it.each(['uk', 'au'] as const)('%s: show the country’s non-speaking facts from the module', (id) => {
    const call = silentCall(id);
    expect(call.stage).toBe('finished');
    renderResults(hiding, call);
    const section = screen.getByRole('region', { name: "If you can't talk on an emergency call" });
    const help = nonSpeakingHelpFor(id);
    expect(within(section).getByText(help.ifYouCannotTalk)).toBeInTheDocument();
    for (const option of help.options)
      expect(within(section).getByText(option.conditions)).toBeInTheDocument();
  });

  it('are not shown after a spoken call', () => {
    renderResults(getScenario('999', 'house-fire') as Scenario, playWithModelAnswers());
    expect(screen.getByText(/Call complete/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "If you can't talk on an emergency call" })).toBeNull();
  });
});
