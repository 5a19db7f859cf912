import { ATTENTION_FILTERS, type AttentionFilter, type AttentionList } from '../../contract/types/dashboard';
import { readFiltersFromQuery, writeFiltersToQuery } from './url-filters';

/**
 * A list's named filter from the home dashboard (issue 37 point 1): `?attention=<name>` in the address narrows the
 * list to exactly the rows one figure counts, and goes to the list's GET as `attention`. Pure: query strings in and out.
 */

/** The address's parameter, and the list call's. */
export const ATTENTION_PARAM = 'attention';

/** How the address carries a list's filter (src/lib/url-filters.ts): one of the names that list takes. */
export const attentionSchema = <L extends AttentionList>(list: L) => ({ [ATTENTION_PARAM]: ATTENTION_FILTERS[list] }) as { attention: (typeof ATTENTION_FILTERS)[L] };

/**
 * The filter the address asks of `list`, or null: when there is none, when the list takes none (`list` undefined),
 * or when the name is not one `list` takes (a hand-edited or stale link shows every row rather than an error).
 */
export function readAttention<L extends AttentionList>(search: string, list: L | undefined): AttentionFilter<L> | null {
  if (!list) return null;
  return (readFiltersFromQuery(search, attentionSchema(list)).attention as AttentionFilter<L> | undefined) ?? null;
}

/** What "show all" takes out of the address: the filter, and the page of the list it narrowed. */
const SHOW_ALL_DROPS = { [ATTENTION_PARAM]: 'text', page: 'text' } as const;

/**
 * "Show all": the same address without the filter. The page goes too, as the list it numbered is gone (page 3 of
 * 40 stale arrangements is not page 3 of all of them); the search and the other filters stay exactly as written
 * (url-filters keeps their raw text, so a list's commas are not re-encoded into one value).
 */
export function showAllAddress(search: string): string {
  return writeFiltersToQuery(search, {}, SHOW_ALL_DROPS);
}
