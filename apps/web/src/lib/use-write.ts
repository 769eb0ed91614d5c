// One write (a POST, a sign-in …) as the pages without the query cache send it (ADR 048): shaped like
// TanStack Query's useMutation, so a write reads the same in every page, without loading the cache on
// the first views that ship without it (ADR 029, ADR 032). Kept small: child login loads it.
import { useEffect, useRef, useState } from 'react';

export type WriteCallbacks<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: unknown, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: unknown, variables: TVariables) => unknown;
};

export type WriteOptions<TData, TVariables> = WriteCallbacks<TData, TVariables> & {
  /** Sends the write; its rejection is the write's error. */
  write: (variables: TVariables) => Promise<TData>;
};

type Send<TData, TVariables> = (
  variables: TVariables,
  callbacks?: WriteCallbacks<TData, TVariables>,
) => Promise<TData>;

export type WriteState<TData, TVariables> = {
  /** Sends the write; a failure is reported through `error` and the callbacks, never thrown. */
  mutate: (variables: TVariables, callbacks?: WriteCallbacks<TData, TVariables>) => void;
  /** Sends the write and resolves with its answer, or rejects with its failure. */
  mutateAsync: Send<TData, TVariables>;
  /** Forgets the latest write's answer or failure. */
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The failure of the latest write, otherwise null. */
  error: unknown;
  /** The answer of the latest write that succeeded. */
  data: TData | undefined;
};

type Status<TData> = { kind: 'idle' | 'pending' | 'success' | 'error'; data?: TData; error?: unknown };

export function useWrite<TData = unknown, TVariables = void>(
  options: WriteOptions<TData, TVariables>,
): WriteState<TData, TVariables> {
  const [status, setStatus] = useState<Status<TData>>({ kind: 'idle' });
  // The latest options, so a callback sees the render that sent the write rather than the first one;
  // whether the page is still shown; and the latest write, the only one whose outcome is shown.
  const live = useRef({ options, shown: false, latest: 0 });
  useEffect(() => {
    live.current.options = options;
  });
  useEffect(() => {
    const current = live.current;
    current.shown = true;
    return () => {
      current.shown = false;
    };
  }, []);

  // Made once, so `mutate` is the same function in every render (an effect may depend on it).
  const [stable] = useState(() => {
    const mutateAsync: Send<TData, TVariables> = async (variables, callbacks) => {
      const current = live.current;
      const id = ++current.latest;
      const { write, onSuccess, onError, onSettled } = current.options;
      setStatus({ kind: 'pending' });
      let outcome: Status<TData>;
      // As in useMutation, the hook's own callbacks finish while the write still counts as pending.
      try {
        const data = await write(variables);
        await onSuccess?.(data, variables);
        outcome = { kind: 'success', data };
      } catch (error) {
        await onError?.(error, variables);
        outcome = { kind: 'error', error };
      }
      const { kind, data, error = null } = outcome;
      await onSettled?.(data, error, variables);
      // The page's callbacks run in the same tick as the new state, so a navigation or a message
      // renders together with the end of the busy state.
      if (current.shown && current.latest === id) {
        setStatus(outcome);
        if (kind === 'error') callbacks?.onError?.(error, variables);
        else callbacks?.onSuccess?.(data as TData, variables);
        callbacks?.onSettled?.(data, error, variables);
      }
      if (kind === 'error') throw error;
      return data as TData;
    };
    return {
      mutateAsync,
      mutate: (variables: TVariables, callbacks?: WriteCallbacks<TData, TVariables>) => {
        mutateAsync(variables, callbacks).catch(() => {
          // Reported through `error` and the callbacks.
        });
      },
      reset: () => {
        live.current.latest++;
        setStatus({ kind: 'idle' });
      },
    };
  });

  const { kind } = status;
  return {
    ...stable,
    isPending: kind === 'pending',
    isSuccess: kind === 'success',
    isError: kind === 'error',
    error: kind === 'error' ? status.error : null,
    data: status.data,
  };
}
