import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkDialledNumber, getCountry } from '@callready/core';
import { DialStep } from './dial-step';

const uk = getCountry('uk');

function renderDial(countryId: string, scenarioType: '999' | '111') {
  const onConnected = vi.fn();
  render(<DialStep country={getCountry(countryId)} scenarioType={scenarioType} onConnected={onConnected} />);
  return { onConnected, user: userEvent.setup() };
}

const display = () => screen.getByRole('group', { name: 'Number dialled' });

async function tapDigits(user: ReturnType<typeof userEvent.setup>, digits: string) {
  for (const digit of digits) await user.click(screen.getByRole('button', { name: digit }));
}

describe('DialStep', () => {
  it('connects the practice call after the right number and the green button', async () => {
    const { onConnected, user } = renderDial('uk', '999');
    await tapDigits(user, '999');
    expect(display()).toHaveTextContent('999');
    expect(onConnected).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(screen.getByRole('status')).toHaveTextContent("Calling…Well done, that's the right number!");
    // The phone rings briefly before the operator answers.
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('explains a wrong number gently and lets the child try again', async () => {
    const { onConnected, user } = renderDial('uk', '999');
    await tapDigits(user, '123');
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(screen.getByText(checkDialledNumber(uk, '999', '123').hint!)).toBeInTheDocument();
    expect(onConnected).not.toHaveBeenCalled();

    // The next key starts a new number.
    await tapDigits(user, '9');
    expect(display()).toHaveTextContent(/^9$/);
  });

  it('treats the green button with nothing dialled as a request for help, not a mistake', async () => {
    const { user } = renderDial('uk', '999');
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(screen.getByText('Tap the numbers to dial 999.')).toBeInTheDocument();
  });

  it('deletes the last digit, and cannot delete from an empty display', async () => {
    const { user } = renderDial('uk', '111');
    const remove = screen.getByRole('button', { name: 'Delete last number' });
    expect(remove).toBeDisabled();
    await tapDigits(user, '112');
    await user.click(remove);
    expect(display()).toHaveTextContent(/^11$/);
  });

  it('accepts the number typed on a keyboard, in the country of the call', async () => {
    const { onConnected, user } = renderDial('us', '999');
    await user.keyboard('911{Enter}');
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('has no keypad where there is no number to dial (Ireland, non-emergency)', async () => {
    const { onConnected, user } = renderDial('ie', '111');
    expect(screen.queryByRole('button', { name: 'Call' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calling the out-of-hours doctor' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the call' }));
    expect(onConnected).toHaveBeenCalledTimes(1);
  });
});
