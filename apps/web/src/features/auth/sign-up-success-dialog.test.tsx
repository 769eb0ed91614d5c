import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

const { isDevMailboxAvailable } = vi.hoisted(() => ({ isDevMailboxAvailable: vi.fn(async () => true) }));
vi.mock('@/lib/dev-mailbox-availability', () => ({
  DEV_MAILBOX_PAGE: '/dev/mailbox',
  isDevMailboxAvailable,
}));

const { SignUpSuccessDialog } = await import('./sign-up-success-dialog');

function renderDialog(email: string | null) {
  return render(
    <MemoryRouter>
      <SignUpSuccessDialog email={email} onClose={() => undefined} />
    </MemoryRouter>,
  );
}

describe('the dialog after sign-up', () => {
  it('asks nothing about the development outbox while it is closed', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isDevMailboxAvailable).not.toHaveBeenCalled();
  });

  it('links to the development outbox where there is one, asking the server once', async () => {
    const { unmount } = renderDialog('parent@example.com');
    expect(screen.getByRole('dialog', { name: 'Account Created Successfully!' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Open the local development mailbox' });
    expect(link).toHaveAttribute('href', '/dev/mailbox');
    unmount();

    renderDialog('other@example.com');
    expect(screen.getByRole('link', { name: 'Open the local development mailbox' })).toBeInTheDocument();
    expect(isDevMailboxAvailable).toHaveBeenCalledTimes(1);
  });
});
