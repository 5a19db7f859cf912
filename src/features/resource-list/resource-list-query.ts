import type { ListParams } from '../../api/resource';
import { ownerFieldOf, type AreaDef } from '../../areas/area';
import type { AreaSection } from '../../areas';
import { ATTENTION_PARAM, readAttention } from '../../lib/attention';

/** Spec 01 §9: 20 rows a page. */
export const KIT_PAGE_SIZE = 20;
/** The server's longest search text (server/kit/schemas.ts). */
export const KIT_SEARCH_MAX = 100;

/** What the list's address holds: ?page=2&q=text (the page 1-based; both left out when default). */
export interface KitListAddress {
  page: number;
  q: string;
}

export function readListAddress(search: string): KitListAddress {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, q: (query.get('q') ?? '').slice(0, KIT_SEARCH_MAX) };
}

/** The address for `next`, keeping every other parameter; a default page or empty search is left out. */
export function writeListAddress(search: string, next: KitListAddress): string {
  const query = new URLSearchParams(search);
  if (next.page > 1) query.set('page', String(next.page));
  else query.delete('page');
  if (next.q.trim() !== '') query.set('q', next.q);
  else query.delete('q');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The variant filter (spec 02 §3): under /component the client's default rows, under /arrangement
 * the selected arrangement's own; null while that arrangement is not known yet (nothing to ask).
 * Arrangement-only areas always show the selected arrangement's rows (they have no default); a
 * container's rows (mobility categories, products) under /mobility the current container's, under
 * /component every container's in reach. `ownerId` is the section's current arrangement or container.
 */
export function variantFilters(area: AreaDef<any>, section: AreaSection, ownerId: number | null): Record<string, string> | null {
  if (area.variants === null) return {};
  if (area.variants === 'arrangement' && section === 'component') return { includeOnlyDefault: 'true' };
  // A mail setting's or template's list asks for a container by `containerId` (spec 02 §7 Mail).
  if (area.variants === 'arrangementOrContainer' && section === 'mobility') return ownerId === null ? null : { containerId: String(ownerId) };
  // Every arrangement's (container's) rows in reach (categories under /component).
  if (section === 'component') return {};
  // The client's rows reaching the selected arrangement (accounts limited to it).
  if (area.variants === 'arrangementReach') return ownerId === null ? null : { carArrangementId: String(ownerId) };
  const owner = ownerFieldOf(area, section)!;
  return ownerId === null ? null : { [owner]: String(ownerId) };
}

export function listParams(address: KitListAddress, filters: Record<string, string>): ListParams {
  return { pageIndex: address.page, pageSize: KIT_PAGE_SIZE, q: address.q, filters };
}

/**
 * What narrows the list within its section: the filter bar's query and a home-dashboard figure's named filter from
 * the address (`?attention=`, issue 37) when the area takes that name; any other name is ignored.
 */
export function narrowingOf(area: Pick<AreaDef<any>, 'attention'>, search: string, barQuery: Record<string, string>): Record<string, string> {
  const attention = readAttention(search, area.attention);
  return attention ? { ...barQuery, [ATTENTION_PARAM]: attention } : barQuery;
}
