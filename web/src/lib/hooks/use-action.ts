import { useCallback, useEffect, useRef, useState } from 'react';

export interface ActionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call with its pending state, shaped like TanStack Query's useMutation, for the forms of the
 * first screen, which loads without the query library (decision 018). As with useMutation, the
 * callbacks of a call that settles after the component unmounted are dropped.
 */
export function useAction<I, R>(run: (input: I) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: I, callbacks: ActionCallbacks<R> = {}) => {
      setPending(true);
      run(input).then(
        (result) => {
          if (!mounted.current) return;
          setPending(false);
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setPending(false);
          callbacks.onError?.(error);
        },
      );
    },
    [run],
  );

  return { mutate, isPending };
}
