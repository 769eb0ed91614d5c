import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangeField } from './date-range-field';
import { lastMonth, rangeLabel, thisMonth } from './report-view';

// A fixed "today", so the month shortcuts are known: only the clock is faked, timers run normally.
const today = new Date(2026, 2, 15, 12, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(today);
});
afterEach(() => {
  vi.useRealTimers();
});

function renderField(range = thisMonth(today)) {
  const onChange = vi.fn();
  render(<DateRangeField range={range} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('DateRangeField', () => {
  it('marks the shortcut matching the range, and applies the other one in one click', async () => {
    const { onChange, user } = renderField();
    expect(screen.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');
    const last = screen.getByRole('button', { name: 'Last Month' });
    expect(last).toHaveAttribute('aria-pressed', 'false');

    await user.click(last);
    expect(onChange).toHaveBeenCalledWith(lastMonth(today));
    expect(lastMonth(today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('names the applied range on the button that opens the calendar', () => {
    const range = { from: '2026-01-05', to: '2026-02-10' };
    renderField(range);
    expect(
      screen.getByRole('button', { name: `Date range: ${rangeLabel(range)}. Choose dates` }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows two months and applies a range only once both ends are chosen', async () => {
    const { onChange, user } = renderField();
    await user.click(screen.getByRole('button', { name: /^Date range:/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    expect(within(dialog).getByText('Choose the first day, then the last day.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: /10 March 2026/ }));
    expect(within(dialog).getByText('Now choose the last day.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: /20 March 2026/ }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-03-10', to: '2026-03-20' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('drops an unfinished selection when the calendar closes', async () => {
    const { onChange, user } = renderField();
    await user.click(screen.getByRole('button', { name: /^Date range:/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /10 March 2026/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /^Date range:/ }));
    expect(await screen.findByText('Choose the first day, then the last day.')).toBeVisible();
  });
});
