// One answer of the server (a GET) shared by every component that shows it, without a query cache.
// The shell every page shares (header, footer, home) reads the parent's session, their account and
// the trial offer this way, so a first view does not download TanStack Query (ADR 029); the pages
// that list, edit and report keep the query cache.
import { useSyncExternalStore } from 'react';

export type RemoteState<T> = {
  /** True until the first answer (or the final failure) has arrived. */
  pending: boolean;
  /** The latest answer; kept while a newer one is on its way. */
  data: T | undefined;
  /** The failure of the latest load when there is no answer to show, otherwise null. */
  error: unknown;
};

export type RemoteValueOptions = {
  /** Whether to try again after a failure, given the failures before it (as TanStack Query counts); the default gives up at once. */
  retry?: (failureCount: number, error: unknown) => boolean;
  /** An answer older than this is loaded again when a component next starts showing it. */
  staleMs?: number;
  /** Milliseconds before a retry. */
  retryDelayMs?: number;
};

/** What a component reads (useRemoteValue). */
export type RemoteSource<T> = {
  /** Starts the first load (or a load of a stale answer) when the first component subscribes. */
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => RemoteState<T>;
  /** What a prerendered page and its hydration show: nothing known yet. */
  getServerSnapshot: () => RemoteState<T>;
};

export type RemoteValue<T> = RemoteSource<T> & {
  /** Loads the answer again; resolves once it (or the final failure) has arrived. */
  refetch: () => Promise<void>;
  /** Replaces the answer, dropping any load on its way so it cannot overwrite this one. */
  set: (data: T) => void;
  /** Changes the current answer (see `set`); nothing happens while there is no answer yet. */
  update: (change: (data: T) => T) => void;
  /** Drops any load on its way; the current answer stays. */
  cancel: () => void;
  /**
   * Marks the answer out of date (the server's copy changed): loaded again at once while a
   * component shows it, otherwise when one next does. The current answer stays until then.
   */
  invalidate: () => void;
};

const PENDING: RemoteState<never> = { pending: true, data: undefined, error: null };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function createRemoteValue<T>(
  load: (signal: AbortSignal) => Promise<T>,
  { retry = () => false, staleMs = Infinity, retryDelayMs = 1000 }: RemoteValueOptions = {},
): RemoteValue<T> {
  let state: RemoteState<T> = PENDING;
  let loadedAt: number | null = null;
  let inFlight: { controller: AbortController; done: Promise<void> } | null = null;
  const listeners = new Set<() => void>();

  const publish = (next: RemoteState<T>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const start = (): Promise<void> => {
    if (inFlight) return inFlight.done;
    const controller = new AbortController();
    const run = async () => {
      for (let failures = 0; ;) {
        try {
          const data = await load(controller.signal);
          if (controller.signal.aborted) return;
          loadedAt = Date.now();
          publish({ pending: false, data, error: null });
          return;
        } catch (error) {
          if (controller.signal.aborted) return;
          if (!retry(failures++, error)) {
            // A failed reload keeps the answer it had, as a query cache would; with no answer at
            // all, the next component to show the value tries again.
            if (state.data === undefined) loadedAt = null;
            publish({ pending: false, data: state.data, error: state.data === undefined ? error : null });
            return;
          }
          await wait(retryDelayMs, controller.signal);
          if (controller.signal.aborted) return;
        }
      }
    };
    const done = run().finally(() => {
      if (inFlight?.controller === controller) inFlight = null;
    });
    inFlight = { controller, done };
    return done;
  };

  const cancel = () => {
    inFlight?.controller.abort();
    inFlight = null;
  };

  const isStale = () => loadedAt === null || Date.now() - loadedAt > staleMs;

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!inFlight && isStale()) void start();
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => PENDING,
    refetch() {
      cancel();
      return start();
    },
    set(data) {
      cancel();
      loadedAt = Date.now();
      publish({ pending: false, data, error: null });
    },
    update(change) {
      if (state.data === undefined) return;
      const data = change(state.data);
      cancel();
      publish({ pending: false, data, error: null });
    },
    cancel,
    invalidate() {
      loadedAt = null;
      if (listeners.size === 0) return;
      cancel();
      void start();
    },
  };
}

const NOTHING: RemoteState<never> = { pending: false, data: undefined, error: null };

/** A value that is never loaded and holds nothing: what to show in place of one that does not apply. */
export const noRemoteValue: RemoteSource<never> = {
  subscribe: () => () => undefined,
  getSnapshot: () => NOTHING,
  getServerSnapshot: () => NOTHING,
};

/** The value's current state; re-renders when it changes. A prerendered page hydrates with it pending. */
export function useRemoteValue<T>(value: RemoteSource<T>): RemoteState<T> {
  return useSyncExternalStore(value.subscribe, value.getSnapshot, value.getServerSnapshot);
}

/** What a page reads of a shared answer, in the words pages use for a query's (ADR 048). */
export type RemoteRead<T> = {
  data: T | undefined;
  /** The failure when there is no answer to show, otherwise null. */
  error: unknown;
  /** No answer and no failure yet (also while nothing is asked for). */
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
};

const nothingToRefetch = () => Promise.resolve();

/** Reads `value` as a page reads a query; `null` asks for nothing and stays pending. */
export function useRemoteRead<T>(value: RemoteValue<T> | null): RemoteRead<T> {
  const state = useRemoteValue<T>(value ?? (noRemoteValue as RemoteSource<T>));
  const failed = state.data === undefined && state.error !== null;
  return {
    data: state.data,
    error: state.error,
    isPending: state.data === undefined && !failed,
    isSuccess: state.data !== undefined,
    isError: failed,
    refetch: value ? value.refetch : nothingToRefetch,
  };
}
