import { useCallback, useEffect, useState } from 'react';
import { FetchError } from 'ofetch';
import { fetchDriver } from '../../api/drivers';
import { httpStatus } from '../../api/errors';
import type { Driver } from '../../../contract/types/drivers';

export interface DriverView {
  /** notFound: unknown, another client's, or out of the administrator's reach (the server answers 404 for all). */
  status: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
  driver: Driver | null;
  retry(): void;
  /** Fetches the driver again while the current one stays shown (after a reset or a sent mail). */
  refresh(): Promise<void>;
}

/**
 * The list call answers an unknown or unreachable id with no rows (fetchDriver then throws its
 * "empty answer" error, not a FetchError); a 404 says the same. Anything else may pass on a retry.
 */
function isNotFound(error: unknown): boolean {
  return httpStatus(error) === 404 || !(error instanceof FetchError);
}

/** One driver with bindings and order statuses; idle without an id (a create screen). */
export function useDriver(driverId: number | null): DriverView {
  const [status, setStatus] = useState<DriverView['status']>(driverId === null ? 'idle' : 'loading');
  const [driver, setDriver] = useState<Driver | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (driverId === null) {
      setStatus('idle');
      setDriver(null);
      return;
    }
    const own = new AbortController();
    setStatus('loading');
    fetchDriver(driverId, { signal: own.signal })
      .then((loaded) => {
        if (own.signal.aborted) return;
        setDriver(loaded);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!own.signal.aborted) setStatus(isNotFound(error) ? 'notFound' : 'failed');
      });
    return () => own.abort();
  }, [driverId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(async () => {
    if (driverId !== null) setDriver(await fetchDriver(driverId));
  }, [driverId]);
  return { status, driver, retry, refresh };
}
