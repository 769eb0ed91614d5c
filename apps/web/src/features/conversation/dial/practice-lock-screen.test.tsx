import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PracticeLockScreen } from './practice-lock-screen';

const fixedClock = () => new Date('2026-03-01T09:41:00');

function renderPhone(
  phone: 'iphone' | 'samsung' | 'pixel' | 'other-android',
  childAge = 7,
  clockLocale = 'en-GB',
  now = fixedClock,
) {
  const onFound = vi.fn();
  render(
    <PracticeLockScreen
      phone={phone}
      childAge={childAge}
      onFound={onFound}
      clockLocale={clockLocale}
      now={now}
    />,
  );
  return { onFound, user: userEvent.setup() };
}

describe('PracticeLockScreen', () => {
  it("takes an iPhone from its Lock Screen to 'Emergency' on the passcode screen", async () => {
    const { onFound, user } = renderPhone('iphone');
    expect(screen.getByText('Practice phone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emergency' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Swipe up to open/ }));
    expect(screen.getByText('Enter Passcode')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Emergency' }));
    expect(onFound).toHaveBeenCalledWith('found');
  });

  it.each(['samsung', 'pixel', 'other-android'] as const)("shows 'Emergency call' on %s", async (phone) => {
    const { onFound, user } = renderPhone(phone);
    await user.click(screen.getByRole('button', { name: /unlock/ }));
    expect(screen.getByText('Enter PIN')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emergency call' }));
    expect(onFound).toHaveBeenCalledWith('found');
  });

  it('gives a hint in words for the age band after the second wrong tap, and records it', async () => {
    const { onFound, user } = renderPhone('iphone', 6);
    await user.click(screen.getByRole('button', { name: /Swipe up to open/ }));
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Not that one. Try again!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('Look at the bottom. Tap the word "Emergency".');
    await user.click(screen.getByRole('button', { name: 'Emergency' }));
    expect(onFound).toHaveBeenCalledWith('found-after-hint');
  });

  it('tells an older child to wake the phone first when they tap around the lock screen', async () => {
    const { user } = renderPhone('pixel', 12);
    await user.click(screen.getByRole('button', { name: 'Camera' }));
    await user.click(screen.getByRole('button', { name: 'Torch' }));
    expect(screen.getByRole('status')).toHaveTextContent('Swipe up to unlock first.');
  });

  it('never links to a real dialler', () => {
    renderPhone('samsung');
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.getByText('A pretend phone for practice: it never calls anyone.')).toBeInTheDocument();
  });

  it("shows the time as the country's phones do: 24-hour in the UK, 12-hour without AM or PM in the US", () => {
    const evening = () => new Date('2026-03-01T19:44:00');
    renderPhone('iphone', 9, 'en-GB', evening);
    expect(screen.getByRole('button', { name: 'Clock, 19:44' })).toBeInTheDocument();
  });

  it('shows 7:44 on an American phone in the evening', () => {
    renderPhone('pixel', 9, 'en-US', () => new Date('2026-03-01T19:44:00'));
    expect(screen.getByRole('button', { name: 'Clock, 7:44' })).toBeInTheDocument();
  });

  it("clears 'Not that one' once the phone is woken the right way, and a swipe's own click is no wrong tap", async () => {
    const { user } = renderPhone('iphone', 9);
    await user.click(screen.getByRole('button', { name: 'Torch' }));
    expect(screen.getByRole('status')).toHaveTextContent('Not that one. Try again!');
    const clock = screen.getByRole('button', { name: /^Clock/ });
    // A swipe up that starts and ends on the clock: the browser also clicks it.
    await user.pointer([
      { keys: '[MouseLeft>]', target: clock, coords: { clientY: 300 } },
      { target: clock, coords: { clientY: 200 } },
      { keys: '[/MouseLeft]', target: clock, coords: { clientY: 200 } },
    ]);
    expect(screen.getByText('Enter Passcode')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
