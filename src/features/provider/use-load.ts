import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  data: T | null;
  retry(): void;
}

/**
 * One provider-level read (spec 02 §8: those calls have no error handling of their own): loading, the data,
 * or failed with a retry, so the screen says the list could not be loaded instead of showing an empty one.
 * `key` names what is loaded (null: nothing yet); a new key aborts the read on its way.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<Loaded<T>, 'retry'>>({ status: 'idle', data: null });
  useEffect(() => {
    if (key === null) return setState({ status: 'idle', data: null });
    const controller = new AbortController();
    setState({ status: 'loading', data: null });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed', data: null });
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
