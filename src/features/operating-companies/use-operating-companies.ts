import { useEffect, useState } from 'react';
import { fetchOperatingCompanies } from '../../api/operating-companies';
import type { OperatingCompany } from '../../../contract/types/drivers';

/**
 * The operating companies within the caller's reach (GET /operatingcompany), for the driver list's
 * filter and the driver form. A failed load leaves none, which hides what offers them: the screens
 * work without.
 */
export function useOperatingCompanies(enabled: boolean): readonly OperatingCompany[] {
  const [companies, setCompanies] = useState<readonly OperatingCompany[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchOperatingCompanies({ signal: controller.signal })
      .then(setCompanies)
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return companies;
}
