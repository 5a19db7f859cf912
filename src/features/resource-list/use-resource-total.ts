import { useEffect, useState } from 'react';
import type { ListParams } from '../../api/resource';
import type { AreaDef } from '../../areas/area';

/**
 * "Filtered of total" (spec 01 §2): the number of rows the section has without search or bar
 * filters. While nothing narrows the list it is the list's own count; otherwise one extra call of
 * a single row asks the server for it.
 */
export function useResourceTotal(area: AreaDef<any>, base: Record<string, string>, narrowed: boolean, listCount: number): number | null {
  const [total, setTotal] = useState<number | null>(null);
  const key = JSON.stringify(base);
  useEffect(() => {
    if (!narrowed) return;
    const own = new AbortController();
    const params: ListParams = { pageIndex: 1, pageSize: 1, q: '', filters: base };
    area.api.list(params, { signal: own.signal }).then((page) => setTotal(page.resultCount), () => undefined);
    return () => own.abort();
    // The key stands for the base filters' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, key, narrowed]);
  return narrowed ? total : listCount;
}
