import { useCallback, useEffect, useState } from 'react';
import { fetchArrangementDeviations, type Deviation } from '../../api/deviations';

export interface DeviationOverviewView {
  status: 'loading' | 'ready' | 'failed';
  rows: Deviation[];
  retry(): void;
}

/**
 * One arrangement's deviations (GET /cararrangement/deviations) for the overview (spec 01 §7), loaded
 * again when the arrangement changes or on retry; nothing is asked without an arrangement.
 */
export function useDeviationOverview(carArrangementId: number | null): DeviationOverviewView {
  const [state, setState] = useState<{ status: DeviationOverviewView['status']; rows: Deviation[] }>({ status: 'loading', rows: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (carArrangementId === null) return;
    const controller = new AbortController();
    setState({ status: 'loading', rows: [] });
    fetchArrangementDeviations(carArrangementId, { signal: controller.signal }).then(
      (rows) => setState({ status: 'ready', rows }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed', rows: [] });
      },
    );
    return () => controller.abort();
  }, [carArrangementId, attempt]);
  return { ...state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
