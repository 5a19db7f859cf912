import { useCallback, useEffect, useState, type DependencyList } from 'react';

export interface LoadView<T> {
  status: 'loading' | 'ready' | 'failed';
  value: T | null;
  /** Why the last load failed (for the caller to word: not found, maintenance, generic). */
  error: unknown;
  /** Reads again with the same inputs. */
  reload(): void;
}

/**
 * One read for a screen: runs `load` when `deps` change (null: nothing to read yet), aborts the one in flight when
 * they change again or the screen leaves, and keeps the last answer or failure. For reads with no flow to draw
 * (a dashboard's figures, a breakdown, a panel); flows with states of their own have their machines.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: DependencyList): LoadView<T> {
  const [state, setState] = useState<Omit<LoadView<T>, 'reload'>>({ status: 'loading', value: null, error: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState({ status: 'loading', value: null, error: null });
    load(controller.signal).then(
      (value) => { if (!controller.signal.aborted) setState({ status: 'ready', value, error: null }); },
      (error: unknown) => { if (!controller.signal.aborted) setState({ status: 'failed', value: null, error }); },
    );
    return () => controller.abort();
    // The caller names what the read depends on; `load` is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
