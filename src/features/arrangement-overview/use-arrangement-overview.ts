import { useEffect, useState } from 'react';
import { fetchArrangementOverview } from '../../api/cararrangement';
import type { CarArrangementOverview } from '../../api/types';

/** An overview row: the arrangement plus the server's lease-system check of its mantel contract. */
export type ArrangementOverviewRow = CarArrangementOverview;

/**
 * GET /cararrangement/overview for the supervisor banners (spec 01 §2), loaded once per shell and again whenever
 * `reloadKey` changes (the arrangement list read anew: after a bulk run its last-run dates moved).
 * Failures leave the banners out (like the arrangement list, spec 02 §8).
 */
export function useArrangementOverview(enabled: boolean, reloadKey?: unknown): ArrangementOverviewRow[] {
  const [rows, setRows] = useState<ArrangementOverviewRow[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchArrangementOverview({ signal: controller.signal })
      .then(setRows)
      .catch(() => {
        if (!controller.signal.aborted) setRows([]);
      });
    return () => controller.abort();
  }, [enabled, reloadKey]);
  return rows;
}
