import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWrite } from './use-write';

/** A write whose answer the test gives when it chooses. */
function deferredWrite<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const write = vi.fn(
    (_variables?: unknown) =>
      new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { write, resolve: (value: T) => resolve(value), reject: (error: unknown) => reject(error) };
}

describe('useWrite', () => {
  it('is pending while the write is on its way, then holds its answer and calls onSuccess and onSettled', async () => {
    const { write, resolve } = deferredWrite<string>();
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    const { result } = renderHook(() => useWrite({ write, onSuccess, onSettled }));
    expect(result.current.isPending).toBe(false);

    act(() => result.current.mutate({ tier: 'family' }));
    expect(result.current.isPending).toBe(true);
    expect(write).toHaveBeenCalledWith({ tier: 'family' });

    await act(async () => resolve('done'));
    expect(result.current.isPending).toBe(false);
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe('done');
    expect(result.current.error).toBeNull();
    expect(onSuccess).toHaveBeenCalledWith('done', { tier: 'family' });
    expect(onSettled).toHaveBeenCalledWith('done', null, { tier: 'family' });
  });

  it('holds a failure without throwing from mutate, and calls onError and onSettled', async () => {
    const { write, reject } = deferredWrite<string>();
    const onError = vi.fn();
    const onSettled = vi.fn();
    const mutateCallback = vi.fn();
    const { result } = renderHook(() => useWrite({ write, onError, onSettled }));
    const failure = new Error('refused');

    act(() => result.current.mutate(undefined, { onError: mutateCallback }));
    await act(async () => reject(failure));
    expect(result.current.isPending).toBe(false);
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure, undefined);
    expect(mutateCallback).toHaveBeenCalledWith(failure, undefined);
    expect(onSettled).toHaveBeenCalledWith(undefined, failure, undefined);
  });

  it('rejects from mutateAsync with the failure', async () => {
    const failure = new Error('offline');
    const { result } = renderHook(() => useWrite({ write: () => Promise.reject(failure) }));
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toBe(failure);
    });
    expect(result.current.error).toBe(failure);
  });

  it('forgets a failure on reset, and the outcome of a write still on its way', async () => {
    const failure = new Error('refused');
    const write = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure);
    const { result } = renderHook(() => useWrite({ write }));
    await act(async () => result.current.mutate());
    expect(result.current.error).toBe(failure);

    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
    expect(result.current.isError).toBe(false);

    const later = deferredWrite<string>();
    write.mockImplementationOnce(later.write);
    act(() => result.current.mutate());
    expect(result.current.isPending).toBe(true);
    act(() => result.current.reset());
    await act(async () => later.resolve('late'));
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it('does not set state once unmounted while pending, but still calls the hook options', async () => {
    const { write, resolve } = deferredWrite<string>();
    const onSuccess = vi.fn();
    const mutateCallback = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result, unmount } = renderHook(() => useWrite({ write, onSuccess }));

    act(() => result.current.mutate(undefined, { onSuccess: mutateCallback }));
    const pendingState = result.current;
    unmount();
    await act(async () => resolve('after'));

    expect(result.current).toBe(pendingState);
    expect(result.current.isPending).toBe(true);
    expect(onSuccess).toHaveBeenCalledWith('after', undefined);
    expect(mutateCallback).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
