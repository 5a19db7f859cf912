import { useEffect, useState } from 'react';
import { searchDrivers } from '../../api/driver';
import type { DriverSearchResult } from '../../../contract/types/core';
import { SEARCH_PAUSE_MS } from '../../lib/search-pause';
import { matchesEveryWord } from '../../lib/text';

export interface DriverSearchView {
  status: 'idle' | 'searching' | 'done' | 'failed';
  results: DriverSearchResult[];
}

export function driverName(driver: Pick<DriverSearchResult, 'firstName' | 'prefixSurname' | 'surname'>): string {
  return [driver.firstName, driver.prefixSurname, driver.surname].filter(Boolean).join(' ');
}

/**
 * The top-bar driver search (spec 01 §2, §5): nothing until a query is typed; debounced; a newer
 * query aborts the earlier request; every term must match the name or the e-mail address (the
 * server filters, and the rows are checked term by term here as well).
 * A plain hook rather than a machine: machines/ is owned elsewhere; a `driverSearch` machine can replace it.
 */
export function useDriverSearch(query: string): DriverSearchView {
  const [view, setView] = useState<DriverSearchView>({ status: 'idle', results: [] });
  const terms = query.trim().replace(/\s+/g, ' ');

  useEffect(() => {
    if (terms === '') {
      setView({ status: 'idle', results: [] });
      return;
    }
    const controller = new AbortController();
    setView((previous) => ({ status: 'searching', results: previous.results }));
    const timer = window.setTimeout(() => {
      searchDrivers(terms, { signal: controller.signal })
        .then((rows) => {
          const results = rows.filter((row) => matchesEveryWord(terms, [driverName(row), row.emailAddress]));
          setView({ status: 'done', results });
        })
        .catch(() => {
          if (!controller.signal.aborted) setView({ status: 'failed', results: [] });
        });
    }, SEARCH_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [terms]);

  return view;
}
