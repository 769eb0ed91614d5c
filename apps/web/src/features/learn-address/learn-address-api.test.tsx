import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressLearningView, ChildHomeSummary } from '@callready/contract';
import { useAddressTiles, useCheckAddress, useHomeSummary } from './learn-address-api';

const learning = (learnedCount: number): AddressLearningView => ({
  parts: [{ part: 'street', learned: learnedCount > 0, daysInARow: learnedCount }],
  learnedCount,
  learned: false,
  attempts: learnedCount,
});

const summary: ChildHomeSummary = {
  hasAddress: true,
  newAddressToLearn: true,
  secondHomeLabel: null,
  phone: null,
  learning: { home: learning(0), second: null },
};

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('learn my address reads and write', () => {
  it('asks for nothing until a code is given, then reads the home summary', async () => {
    const fetch = vi.fn(async () => answer(summary));
    vi.stubGlobal('fetch', fetch);
    const { result, rerender } = renderHook(({ code }: { code: string | null }) => useHomeSummary(code), {
      initialProps: { code: null as string | null },
    });
    expect(result.current.isPending).toBe(true);
    expect(fetch).not.toHaveBeenCalled();

    rerender({ code: 'ABCD2345' });
    await vi.waitFor(() => expect(result.current.data).toEqual(summary));
    expect(result.current.isPending).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/api/child/home', expect.anything());
  });

  it('shows a failed summary as an error, and a retry reads it again', async () => {
    const fetch = vi.fn(async () => answer({ message: 'Session expired' }, 401));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useHomeSummary('EFGH2345'));
    await vi.waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);

    fetch.mockImplementation(async () => answer(summary));
    await act(() => result.current.refetch());
    expect(result.current.isError).toBe(false);
    expect(result.current.data).toEqual(summary);
  });

  it("puts a check's progress into the home summary of that address", async () => {
    const fetch = vi.fn(async () => answer(summary));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => ({
      summary: useHomeSummary('JKLM2345'),
      check: useCheckAddress('JKLM2345'),
    }));
    await vi.waitFor(() => expect(result.current.summary.data).toEqual(summary));

    fetch.mockImplementation(async () =>
      answer({
        allRight: false,
        skill: 'partly',
        feedback: 'Great! Now add the number.',
        parts: [],
        learning: learning(1),
      }),
    );
    await act(() => result.current.check.mutateAsync({ slot: 'home', answer: 'Mill Lane' }));
    expect(fetch).toHaveBeenLastCalledWith('/api/child/address/check', expect.anything());
    expect(result.current.summary.data?.learning).toEqual({ home: learning(1), second: null });
  });

  it('keeps the tiles of one address for the page, without asking again', async () => {
    const tiles = [{ id: 't0', text: 'Mill' }];
    const fetch = vi.fn(async () => answer({ tiles }));
    vi.stubGlobal('fetch', fetch);
    const first = renderHook(() => useAddressTiles('NPQR2345', 'home'));
    await vi.waitFor(() => expect(first.result.current.data).toEqual(tiles));
    expect(fetch).toHaveBeenCalledWith('/api/child/address/tiles?slot=home', expect.anything());
    first.unmount();

    const again = renderHook(() => useAddressTiles('NPQR2345', 'home'));
    expect(again.result.current.data).toEqual(tiles);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
