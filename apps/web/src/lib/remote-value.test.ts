import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRemoteValue } from './remote-value';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('createRemoteValue', () => {
  it('loads once when the first component subscribes, and shares the answer', async () => {
    const load = vi.fn(async () => 'answer');
    const value = createRemoteValue(load);
    expect(value.getSnapshot()).toEqual({ pending: true, data: undefined, error: null });
    const listener = vi.fn();
    value.subscribe(listener);
    value.subscribe(() => undefined);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    expect(value.getSnapshot()).toEqual({ pending: false, data: 'answer', error: null });
    // A prerendered page hydrates with nothing known.
    expect(value.getServerSnapshot().pending).toBe(true);
  });

  it('retries as told and reports the final failure', async () => {
    vi.useFakeTimers();
    const failure = new Error('down');
    const load = vi.fn(() => Promise.reject(failure));
    const value = createRemoteValue(load, { retry: (failures) => failures < 1 });
    value.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(value.getSnapshot()).toEqual({ pending: false, data: undefined, error: failure });
    // With no answer at all, the next component to show the value tries again.
    value.subscribe(() => undefined);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps the answer it had when a reload fails', async () => {
    let calls = 0;
    const value = createRemoteValue(async () => {
      calls += 1;
      if (calls > 1) throw new Error('down');
      return 'first';
    });
    value.subscribe(() => undefined);
    await flush();
    await value.refetch();
    expect(value.getSnapshot()).toEqual({ pending: false, data: 'first', error: null });
  });

  it('lets a set answer win over a load still on its way', async () => {
    const answer = deferred<string | null>();
    const value = createRemoteValue(() => answer.promise);
    value.subscribe(() => undefined);
    value.set(null);
    answer.resolve('stale');
    await flush();
    expect(value.getSnapshot().data).toBeNull();
  });

  it('aborts the load it drops', async () => {
    const signals: AbortSignal[] = [];
    const value = createRemoteValue((signal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    });
    value.subscribe(() => undefined);
    value.cancel();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('changes an answer in place, and nothing before there is one', async () => {
    const value = createRemoteValue(async () => ({ country: 'uk' }));
    value.update(() => ({ country: 'ie' }));
    expect(value.getSnapshot().data).toBeUndefined();
    value.subscribe(() => undefined);
    await flush();
    value.update((data) => ({ ...data, country: 'nz' }));
    expect(value.getSnapshot().data).toEqual({ country: 'nz' });
  });

  it('loads a stale answer again when a component next shows it', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'answer');
    const value = createRemoteValue(load, { staleMs: 1000 });
    value.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    value.subscribe(() => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1001);
    value.subscribe(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads an out-of-date answer again at once while shown, and otherwise when next shown', async () => {
    let answer = 'first';
    const load = vi.fn(async () => answer);
    const value = createRemoteValue(load, { staleMs: 60_000 });
    const stop = value.subscribe(() => undefined);
    await flush();
    answer = 'second';
    value.invalidate();
    // The answer shown stays until the new one arrives.
    expect(value.getSnapshot().data).toBe('first');
    await flush();
    expect(value.getSnapshot().data).toBe('second');
    stop();
    value.invalidate();
    expect(load).toHaveBeenCalledTimes(2);
    value.subscribe(() => undefined);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
