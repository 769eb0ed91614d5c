import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountry, nonSpeakingHelpFor } from '@callready/core';
import { NonSpeakingHelp } from './non-speaking-help';

describe('NonSpeakingHelp', () => {
  it.each(COUNTRIES.map((country) => [country.id, country] as const))(
    '%s: shows the module’s advice and every option with its conditions',
    (_id, country) => {
      render(<NonSpeakingHelp country={country} headingId="help" />);
      const section = screen.getByRole('region', { name: "If you can't talk on an emergency call" });
      const help = nonSpeakingHelpFor(country.id);
      expect(within(section).getByText(help.ifYouCannotTalk)).toBeInTheDocument();
      for (const option of help.options) {
        expect(within(section).getByText(option.name)).toBeInTheDocument();
        expect(within(section).getByText(option.how)).toBeInTheDocument();
        expect(within(section).getByText(option.conditions)).toBeInTheDocument();
      }
    },
  );

  it('never offers 55 outside the UK', () => {
    const { container } = render(<NonSpeakingHelp country={getCountry('au')} headingId="help" />);
    expect(container.textContent).not.toMatch(/\b5 ?5\b/);
    expect(container.textContent).toMatch(/stay on the line/);
  });
});
