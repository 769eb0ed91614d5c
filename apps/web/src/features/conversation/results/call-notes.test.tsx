import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallNotes } from './call-notes';

const plain = { addressMissing: false, recognisedEmergency: false, redFlags: [] };

describe('CallNotes and the child’s own address (ADR 043)', () => {
  it('shows what was right and the part to add when the call checked the address', () => {
    render(
      <CallNotes
        results={{
          ...plain,
          saidOwnAddress: 'partly',
          ownAddressFeedback: 'You said 5 Mill Lane. Great! Now add the town: Leeds.',
        }}
        countryId="uk"
        callType="999"
        childAge={7}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your own address' })).toBeInTheDocument();
    expect(screen.getByText('You said 5 Mill Lane. Great! Now add the town: Leeds.')).toBeInTheDocument();
  });

  it('praises the whole address, and shows nothing of it when the call did not check it', () => {
    const { rerender } = render(
      <CallNotes
        results={{
          ...plain,
          saidOwnAddress: 'yes',
          ownAddressFeedback: 'You said your whole address. Brilliant!',
        }}
        countryId="uk"
        callType="999"
        childAge={7}
      />,
    );
    expect(screen.getByRole('heading', { name: 'You said your own address' })).toBeInTheDocument();
    rerender(<CallNotes results={plain} countryId="uk" callType="999" childAge={7} />);
    expect(screen.queryByRole('heading', { name: /own address/ })).not.toBeInTheDocument();
  });
});
