import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCountry, nonSpeakingHelpFor, type CountryId } from '@callready/core';
import { EmergencyGuidePage as EmergencyGuide } from './emergency-guide-page';

const chosen = vi.hoisted(() => ({ country: 'uk' as CountryId }));

vi.mock('@/lib/country-context', async () => {
  const core = await import('@callready/core');
  return { useCountry: () => ({ effectiveCountry: core.getCountry(chosen.country) }) };
});
vi.mock('@/lib/child-portal/child-mode', () => ({
  useChildMode: () => ({ isChildSession: false, inviteCode: null, child: null }),
}));
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ user: null, loading: false }) }));
// The call-to-action band asks the server about the free trial; no server answers in these tests.
vi.mock('@/lib/trial-offer', async (original) => {
  const actual = await original<typeof import('@/lib/trial-offer')>();
  return { ...actual, useTrialOffer: () => actual.trialOffer(0) };
});

function renderGuide() {
  const router = createMemoryRouter([{ path: '/emergency-guide', element: <EmergencyGuide /> }], {
    initialEntries: ['/emergency-guide'],
  });
  render(<RouterProvider router={router} />);
}

describe('Emergency Guide: if you can’t talk (ADR 044)', () => {
  beforeEach(() => {
    chosen.country = 'uk';
  });

  it.each(['uk', 'ie', 'us', 'ca', 'au', 'nz'] as const)(
    '%s: shows the non-speaking facts module’s text for the chosen country',
    (id) => {
      chosen.country = id;
      renderGuide();
      const section = screen.getByRole('region', { name: "If you can't talk on an emergency call" });
      const help = nonSpeakingHelpFor(id);
      expect(within(section).getByText(help.ifYouCannotTalk)).toBeInTheDocument();
      for (const option of help.options) {
        expect(within(section).getByText(option.how)).toBeInTheDocument();
        expect(within(section).getByText(option.conditions)).toBeInTheDocument();
      }
      expect(within(section).getByText(new RegExp(getCountry(id).name))).toBeInTheDocument();
    },
  );
});
