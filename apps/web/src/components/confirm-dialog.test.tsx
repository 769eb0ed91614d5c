import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps> & { onConfirm?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Restart Scenario?"
      description="All your progress in this call will be lost."
      confirmLabel="Restart"
      cancelLabel="Keep Going"
      onCancel={() => setOpen(false)}
      {...props}
      onConfirm={props.onConfirm ?? vi.fn()}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks its question as an alert dialog', () => {
    render(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: 'Restart Scenario?' });
    expect(dialog).toHaveAccessibleDescription('All your progress in this call will be lost.');
  });

  it('confirms and closes', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels without confirming, by button or Escape', async () => {
    const onConfirm = vi.fn();
    const { unmount } = render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Keep Going' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness onConfirm={onConfirm} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open after confirming when the caller closes it', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} closeOnConfirm={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('while busy, shows progress and cannot be answered or dismissed', async () => {
    render(<Harness busy busyLabel="Restarting..." />);
    expect(screen.getByRole('button', { name: 'Restarting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep Going' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});
