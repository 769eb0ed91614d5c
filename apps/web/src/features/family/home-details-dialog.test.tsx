import { fireEvent, render, screen } from '@testing-library/react';
import type { Child, ChildHomeResponse, UpdateChildHomeRequest } from '@callready/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { stored, save } = vi.hoisted(() => ({
  stored: { current: null as unknown },
  save: vi.fn<(body: UpdateChildHomeRequest) => void>(),
}));
vi.mock('./family-api', () => ({
  useChildHome: () => ({ isPending: false, isError: false, data: stored.current, dataUpdatedAt: 1 }),
  useSaveChildHome: () => ({ mutate: save, isPending: false }),
  useRemoveChildHome: () => ({ mutate: vi.fn(), isPending: false }),
}));

const { HomeDetailsDialog } = await import('./home-details-dialog');

const CHILD: Child = {
  id: '0b7c2d44-0c1e-4b8a-9d0e-2f4b8c1d2e3f',
  name: 'Maya',
  age: 9,
  relationship: 'child',
  countryCode: 'uk',
  adviceLineNumber: null,
  inviteCode: 'ABCD2345',
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** What the server answers for a home saved under another ADDRESS_ENCRYPTION_KEY. */
const UNREADABLE = {
  countryCode: 'uk',
  home: null,
  secondHome: null,
  phone: 'iphone',
  learning: { home: null, second: null },
  unreadable: { home: true, secondHome: true },
  addressChecksToday: 0,
} as ChildHomeResponse;

function renderDialog(home: ChildHomeResponse) {
  stored.current = home;
  render(<HomeDetailsDialog child={CHILD} onClose={() => undefined} />);
}

const typeInto = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });

describe('the address dialog with an address the server cannot read', () => {
  beforeEach(() => save.mockReset());

  it('asks the parent to enter each unreadable address again', () => {
    renderDialog(UNREADABLE);
    expect(screen.getByText("We couldn't read the saved home address. Please enter it again.")).toBeVisible();
    expect(screen.getByText("We couldn't read the saved second home. Please enter it again.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove all' })).toBeInTheDocument();
  });

  it('says nothing of the kind when the addresses were read', () => {
    renderDialog({ ...UNREADABLE, unreadable: { home: false, secondHome: false } });
    expect(screen.queryByTestId('unreadable-address')).not.toBeInTheDocument();
  });

  it('leaves an unreadable address as it is when the parent saves only the phone', () => {
    renderDialog(UNREADABLE);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(1);
    const body = save.mock.calls[0]![0];
    expect(body).toEqual({ phone: 'iphone' });
  });

  it('sends the address the parent enters, which replaces the unreadable one', () => {
    renderDialog(UNREADABLE);
    typeInto('home-number', '9');
    typeInto('home-street', 'Park Road');
    typeInto('home-town', 'Hull');
    typeInto('home-postcode', 'HU1 1AA');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save.mock.calls[0]![0]).toMatchObject({
      home: { number: '9', street: 'Park Road', town: 'Hull', postcode: 'HU1 1AA' },
    });
  });
});
