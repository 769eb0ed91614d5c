import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CallKeypad } from './call-keypad';

function Harness({ onKey }: { onKey: (key: string) => void }) {
  const [open, setOpen] = useState(false);
  return <CallKeypad open={open} onOpenChange={setOpen} onKey={onKey} />;
}

describe('CallKeypad', () => {
  it('opens from the Keypad button and sends each key as it is pressed', async () => {
    const onKey = vi.fn();
    const user = userEvent.setup();
    render(<Harness onKey={onKey} />);
    const toggle = screen.getByRole('button', { name: 'Keypad' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Keypad' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Keypad' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Hash' }));
    expect(onKey.mock.calls).toEqual([['5'], ['5'], ['#']]);
  });

  it('announces every key to screen readers, the same key twice as well', async () => {
    const user = userEvent.setup();
    render(<Harness onKey={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Keypad' }));
    const live = document.querySelector('[aria-live="polite"]');
    await user.click(screen.getByRole('button', { name: '5' }));
    const first = live?.textContent;
    expect(first).toContain('Pressed 5');
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(live?.textContent).toContain('Pressed 5');
    expect(live?.textContent).not.toBe(first);
  });

  it('takes digits typed on a keyboard while open, but not while typing an answer', async () => {
    const onKey = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Harness onKey={onKey} />
        <textarea aria-label="Answer" />
      </>,
    );
    await user.keyboard('5');
    expect(onKey).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keypad' }));
    await user.keyboard('55');
    expect(onKey.mock.calls).toEqual([['5'], ['5']]);
    await user.click(screen.getByRole('textbox', { name: 'Answer' }));
    await user.keyboard('7');
    expect(onKey).toHaveBeenCalledTimes(2);
  });
});
