import { useEffect, useState } from 'react';
import type { FilterOption } from '../../../elements/filter-bar/filter-values';
import { fetchOperatingCompanies } from '../../api/operating-companies';

/**
 * The filter bar's operating-company choices: the companies within the caller's reach. A failed load
 * leaves none, which hides the dropdown (the list itself still works).
 */
export function useOperatingCompanyOptions(enabled: boolean): FilterOption[] {
  const [options, setOptions] = useState<FilterOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchOperatingCompanies({ signal: controller.signal })
      .then((companies) => setOptions(companies.map((company) => ({ value: String(company.id), label: company.name }))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return options;
}
