// One write (a POST, a sign-in …) as the pages without the query cache send it (ADR 048): shaped like
// TanStack Query's useMutation, so a write reads the same in every page, without loading the cache on
// the first views that ship without it (ADR 029, ADR 032).
import { useCallback, useEffect, useRef, useState } from 'react';

export type WriteCallbacks<TData, TVariables> = {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: unknown, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: unknown, variables: TVariables) => unknown;
};

export type WriteOptions<TData, TVariables> = WriteCallbacks<TData, TVariables> & {
  /** Sends the write; its rejection is the write's error. */
  write: (variables: TVariables) => Promise<TData>;
};

export type WriteState<TData, TVariables> = {
  /** Sends the write; a failure is reported through `error` and the callbacks, never thrown. */
  mutate: (variables: TVariables, callbacks?: WriteCallbacks<TData, TVariables>) => void;
  /** Sends the write and resolves with its answer, or rejects with its failure. */
  mutateAsync: (variables: TVariables, callbacks?: WriteCallbacks<TData, TVariables>) => Promise<TData>;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The failure of the latest write, otherwise null. */
  error: unknown;
  /** The answer of the latest write that succeeded. */
  data: TData | undefined;
  /** Forgets the latest write's answer or failure. */
  reset: () => void;
};

type Status<TData> =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'success'; data: TData }
  | { kind: 'error'; error: unknown };

export function useWrite<TData = unknown, TVariables = void>(
  options: WriteOptions<TData, TVariables>,
): WriteState<TData, TVariables> {
  const [status, setStatus] = useState<Status<TData>>({ kind: 'idle' });
  // The latest options, so a callback sees the render that sent the write rather than the first one.
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const mountedRef = useRef(true);
  // Only the latest write's outcome is shown, as useMutation does; `reset` forgets the one on its way.
  const latestRef = useRef(0);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const mutateAsync = useCallback(
    async (variables: TVariables, callbacks?: WriteCallbacks<TData, TVariables>): Promise<TData> => {
      const id = ++latestRef.current;
      const shows = () => mountedRef.current && latestRef.current === id;
      const { write, onSuccess, onError, onSettled } = optionsRef.current;
      setStatus({ kind: 'pending' });
      let data: TData;
      try {
        data = await write(variables);
        // As in useMutation, the hook's own callbacks finish while the write still counts as pending.
        await onSuccess?.(data, variables);
        await onSettled?.(data, null, variables);
      } catch (error) {
        try {
          await onError?.(error, variables);
          await onSettled?.(undefined, error, variables);
        } finally {
          if (shows()) {
            setStatus({ kind: 'error', error });
            callbacks?.onError?.(error, variables);
            callbacks?.onSettled?.(undefined, error, variables);
          }
        }
        throw error;
      }
      // The page's callbacks run in the same tick as the new state, so a navigation or a message
      // renders together with the end of the busy state.
      if (shows()) {
        setStatus({ kind: 'success', data });
        callbacks?.onSuccess?.(data, variables);
        callbacks?.onSettled?.(data, null, variables);
      }
      return data;
    },
    [],
  );

  const mutate = useCallback(
    (variables: TVariables, callbacks?: WriteCallbacks<TData, TVariables>) => {
      mutateAsync(variables, callbacks).catch(() => {
        // Reported through `error` and the callbacks.
      });
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    latestRef.current++;
    setStatus({ kind: 'idle' });
  }, []);

  return {
    mutate,
    mutateAsync,
    reset,
    isPending: status.kind === 'pending',
    isSuccess: status.kind === 'success',
    isError: status.kind === 'error',
    error: status.kind === 'error' ? status.error : null,
    data: status.kind === 'success' ? status.data : undefined,
  };
}
