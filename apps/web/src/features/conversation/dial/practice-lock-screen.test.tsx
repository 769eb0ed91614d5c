import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PracticeLockScreen } from './practice-lock-screen';

const fixedClock = () => new Date('2026-03-01T09:41:00');

function renderPhone(phone: 'iphone' | 'samsung' | 'pixel' | 'other-android', childAge = 7) {
  const onFound = vi.fn();
  render(<PracticeLockScreen phone={phone} childAge={childAge} onFound={onFound} now={fixedClock} />);
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
});
