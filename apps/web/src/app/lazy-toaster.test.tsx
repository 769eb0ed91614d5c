import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';

const toastList = () => document.querySelector('[data-sonner-toaster]');

describe('LazyToaster', () => {
  it('shows toasts at the top, and at the bottom while a dialog is open so its title stays visible', async () => {
    render(<LazyToaster />);
    fireEvent.pointerDown(window);
    act(() => {
      toast('Saved');
    });
    await waitFor(() => expect(toastList()).toHaveAttribute('data-y-position', 'top'));

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'open');
    act(() => {
      document.body.append(dialog);
    });
    await waitFor(() => expect(toastList()).toHaveAttribute('data-y-position', 'bottom'));

    act(() => {
      dialog.setAttribute('data-state', 'closed');
    });
    await waitFor(() => expect(toastList()).toHaveAttribute('data-y-position', 'top'));
    dialog.remove();
  });
});
