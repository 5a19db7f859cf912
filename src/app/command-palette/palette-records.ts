import { accountApi, accountName } from '../../api/accounts';
import { arrangementApi } from '../../api/arrangement-resource';
import { searchDrivers } from '../../api/driver';
import { mobilityContainerApi } from '../../api/mobilitycontainer';
import { operatingCompanyApi } from '../../api/operating-companies';
import type { ListParams } from '../../api/resource';
import { driverName } from '../../features/driver-search/use-driver-search';
import type { RecordSource } from '../../features/record-search/use-record-search';
import type { Feature } from '../../../contract/access/permissions';
import type { RouteEntry } from '../paths';

/** A record the palette offers: where it opens, what it shows. */
export interface PaletteRecord {
  id: number;
  label: string;
  description?: string;
  /** The record's edit or view address. */
  href: string;
}

/** Rows per kind: the palette is for jumping to a record, the lists are for browsing. */
export const RECORDS_PER_KIND = 5;

const page = (q: string): ListParams => ({ pageIndex: 1, pageSize: RECORDS_PER_KIND, q, filters: {} });
const at = (route: RouteEntry, id: number) => `${route.path}?id=${id}`;

/** The kinds of record the palette searches, each by its existing list call with its search parameter. */
interface RecordKind {
  key: 'drivers' | 'arrangements' | 'accounts' | 'operatingCompanies' | 'mobilityContainers';
  /** The route a row opens; the kind is searched only when the user may open it (the menus' own check). */
  route: (driverArea: string) => string;
  /** An access-table row the search call itself needs beyond the route's. */
  feature?: Feature;
  search(q: string, signal: AbortSignal, route: RouteEntry): Promise<PaletteRecord[]>;
}

export const RECORD_KINDS: readonly RecordKind[] = [
  {
    // The top bar's driver search (GET /driver?search=): name or e-mail, every word; edited in the active section.
    key: 'drivers',
    route: (area) => `${area}-driver-edit`,
    // Fleet managers edit drivers but may not call the search (403): the top bar's rule.
    feature: 'driverSearch',
    search: async (q, signal, route) =>
      (await searchDrivers(q, { signal, pageSize: RECORDS_PER_KIND })).map((row) => ({ id: row.id, label: driverName(row), description: row.emailAddress, href: at(route, row.id) })),
  },
  {
    // An arrangement opens its view (the kit's `opens: 'view'`), which everyone with the arrangement menu may open.
    key: 'arrangements',
    route: () => 'component-arrangement-view',
    search: async (q, signal, route) =>
      (await arrangementApi.list(page(q), { signal })).rows.map((row) => ({ id: row.id, label: row.displayName, description: row.mantelNumber ?? undefined, href: at(route, row.id) })),
  },
  {
    key: 'accounts',
    route: () => 'component-account-edit',
    search: async (q, signal, route) =>
      (await accountApi.list(page(q), { signal })).rows.map((row) => ({ id: row.id, label: accountName(row) || row.emailAddress, description: row.emailAddress, href: at(route, row.id) })),
  },
  {
    key: 'operatingCompanies',
    route: () => 'component-operating_company-edit',
    search: async (q, signal, route) =>
      (await operatingCompanyApi.list(page(q), { signal })).rows.map((row) => ({ id: row.id, label: row.name, description: row.city || undefined, href: at(route, row.id) })),
  },
  {
    key: 'mobilityContainers',
    route: () => 'component-mobility_container-edit',
    search: async (q, signal, route) =>
      (await mobilityContainerApi.list(page(q), { signal })).rows.map((row) => ({ id: row.id, label: row.displayName, href: at(route, row.id) })),
  },
];

/** The sources this user may search: a kind whose route `visible` refuses (role, licences, guards) is not asked. */
export function recordSources(
  visible: (name: string) => RouteEntry | null,
  can: (feature: Feature) => boolean,
  driverArea: string,
): RecordSource<PaletteRecord>[] {
  return RECORD_KINDS.flatMap((kind) => {
    const route = visible(kind.route(driverArea));
    return route && (!kind.feature || can(kind.feature)) ? [{ key: kind.key, search: (q: string, signal: AbortSignal) => kind.search(q, signal, route) }] : [];
  });
}
