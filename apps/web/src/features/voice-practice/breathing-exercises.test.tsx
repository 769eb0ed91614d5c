import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BreathingExercises } from './breathing-exercises';

beforeEach(() => {
  // Only the count's clock is faked; the user's clicks and key presses run as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const card = (name: string) => screen.getByRole('article', { name });
const seconds = (count: number) => act(() => vi.advanceTimersByTime(count * 1000));

describe('BreathingExercises', () => {
  it('counts a square breath live after Start, from the keyboard, and Stop ends it', async () => {
    const user = userEvent.setup();
    render(<BreathingExercises />);
    const square = card('Square Breathing');
    const timer = within(square).getByRole('timer');
    expect(timer).toHaveTextContent('Press Start and follow the count.');

    within(square).getByRole('button', { name: 'Start Square Breathing' }).focus();
    await user.keyboard('{Enter}');
    expect(timer).toHaveTextContent('Breathe in…');
    await seconds(3);
    expect(timer).toHaveTextContent('Breathe in… 2… 3… 4');
    expect(within(square).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await seconds(1);
    expect(timer).toHaveTextContent('Hold…');
    expect(within(square).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    expect(within(square).getByText('Round 1 of 4')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(within(square).getByRole('button', { name: 'Start Square Breathing' })).toBeInTheDocument();
    expect(timer).toHaveTextContent('Press Start and follow the count.');
    await seconds(5);
    expect(timer).toHaveTextContent('Press Start and follow the count.');
  });

  it('breathes out for six counts in belly breathing and says when it is done', async () => {
    const user = userEvent.setup();
    render(<BreathingExercises />);
    const belly = card('Belly Breathing');
    await user.click(within(belly).getByRole('button', { name: 'Start Belly Breathing' }));
    await seconds(9);
    expect(within(belly).getByRole('timer')).toHaveTextContent('Breathe out… 2… 3… 4… 5… 6');
    await seconds(41);
    expect(within(belly).getByRole('timer')).toHaveTextContent('All done. Well breathed!');
    expect(within(belly).getByRole('button', { name: 'Start Belly Breathing' })).toBeInTheDocument();
    // The other exercise never started.
    expect(within(card('Square Breathing')).getByRole('timer')).toHaveTextContent('Press Start');
  });
});

describe('the spoken count', () => {
  it('says the part of the breath, then each number, and stops with Stop', async () => {
    const user = userEvent.setup();
    const voice = { say: vi.fn(), stop: vi.fn() };
    render(<BreathingExercises voice={voice} />);
    const square = card('Square Breathing');
    expect(within(square).getByRole('checkbox', { name: 'Count out loud' })).toBeChecked();
    await user.click(within(square).getByRole('button', { name: 'Start Square Breathing' }));
    for (let second = 0; second < 4; second += 1) await seconds(1);
    expect(voice.say.mock.calls.map(([word]) => word)).toEqual(['Breathe in', '2', '3', '4', 'Hold']);
    await user.click(within(square).getByRole('button', { name: 'Stop Square Breathing' }));
    expect(voice.stop).toHaveBeenCalled();
  });

  it('counts silently when Count out loud is off', async () => {
    const user = userEvent.setup();
    const voice = { say: vi.fn(), stop: vi.fn() };
    render(<BreathingExercises voice={voice} />);
    const belly = card('Belly Breathing');
    await user.click(within(belly).getByRole('checkbox', { name: 'Count out loud' }));
    await user.click(within(belly).getByRole('button', { name: 'Start Belly Breathing' }));
    await seconds(3);
    expect(voice.say).not.toHaveBeenCalled();
    expect(within(belly).getByRole('timer')).toHaveTextContent('Breathe in… 2… 3… 4');
  });
});
