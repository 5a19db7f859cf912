import { useEffect, useRef, useState } from 'react';
import { fetchArrangementOverview } from '../../api/cararrangement';
import type { CarArrangementOverview } from '../../../contract/types/core';

/** An overview row: the arrangement plus the server's lease-system check of its mantel contract. */
export type ArrangementOverviewRow = CarArrangementOverview;

/**
 * How many reads of the arrangement list finished after the first one (`busy`: the list is being read). The first
 * read goes alongside the overview's, never before it (a request chain would delay the banners and, as a late
 * request, stamp an idle user active); a later read — the list reloaded after a bulk run moved its last-run
 * dates — is what the overview must follow.
 */
export function useLaterListReads(busy: boolean): number {
  const [reads, setReads] = useState(0);
  const firstDone = useRef(!busy);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) {
      if (firstDone.current) setReads((n) => n + 1);
      firstDone.current = true;
    }
    wasBusy.current = busy;
  }, [busy]);
  return reads;
}

/**
 * GET /cararrangement/overview for the supervisor banners (spec 01 §2), loaded once per shell and again whenever
 * `reloadKey` changes (see `useLaterListReads`). Failures leave the banners out (like the arrangement list, spec 02 §8).
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
