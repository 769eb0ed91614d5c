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
    // The page's toast goes as the dialog opens, so it covers none of the dialog's fields.
    await waitFor(() => expect(document.body).not.toHaveTextContent('Saved'));
    act(() => {
      toast('Age required');
    });
    await waitFor(() => expect(toastList()).toHaveAttribute('data-y-position', 'bottom'));

    act(() => {
      dialog.setAttribute('data-state', 'closed');
    });
    await waitFor(() => expect(toastList()).toHaveAttribute('data-y-position', 'top'));
    expect(toastList()).toHaveTextContent('Age required');
    dialog.remove();
    act(() => toast.dismiss());
  });

  it('lets toasts time out again when they move away from under a resting pointer', async () => {
    const expanded = () =>
      [...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')].map((t) =>
        t.getAttribute('data-expanded'),
      );
    act(() => toast.dismiss());
    render(<LazyToaster />);
    fireEvent.pointerDown(window);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('data-state', 'open');
    await act(async () => {
      document.body.append(dialog);
    });
    act(() => {
      toast('Age required');
      toast('Success!');
    });
    await waitFor(() => expect(expanded()).toHaveLength(2));
    fireEvent.mouseEnter(toastList()!);
    await waitFor(() => expect(expanded()).toEqual(['true', 'true']));

    act(() => {
      dialog.setAttribute('data-state', 'closed');
    });
    await waitFor(() => expect(toastList()).toHaveAttribute('data-y-position', 'top'));
    await waitFor(() => expect(expanded()).toHaveLength(2));
    expect(expanded()).toEqual(['false', 'false']);
    dialog.remove();
    act(() => toast.dismiss());
  });
});
