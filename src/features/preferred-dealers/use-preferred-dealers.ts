import { useCallback, useEffect, useState } from 'react';
import { fetchPreferredDealersByBrand, type BrandDealers } from '../../api/preferred-dealers';

export interface PreferredDealersView {
  status: 'loading' | 'ready' | 'failed';
  brands: BrandDealers[];
  reload(): void;
}

/**
 * The selected car arrangement's preferred dealers grouped by brand (GET /preferreddealer/groupedbybrand), read
 * again after each change the screen makes. A fetch per change: no flow to draw beyond loading and failing.
 */
export function usePreferredDealers(arrangementId: number | null): PreferredDealersView {
  const [view, setView] = useState<Omit<PreferredDealersView, 'reload'>>({ status: 'loading', brands: [] });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (arrangementId === null) return;
    const controller = new AbortController();
    fetchPreferredDealersByBrand(arrangementId, { signal: controller.signal }).then(
      (brands) => setView({ status: 'ready', brands }),
      () => {
        if (!controller.signal.aborted) setView({ status: 'failed', brands: [] });
      },
    );
    return () => controller.abort();
  }, [arrangementId, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...view, reload };
}
