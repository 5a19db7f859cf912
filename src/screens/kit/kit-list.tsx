import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import '../../../elements/pagination/pagination';
import '../../../elements/text-input/text-input';
import '../../../elements/filter-bar/filter-bar';
import '../../../elements/attention-notice/attention-notice';
import { FILTER_SCHEMA, type FilterOptions, type FilterValues } from '../../../elements/filter-bar/filter-values';
import { readFiltersFromQuery, writeFiltersToQuery } from '../../lib/url-filters';
import { readAttention, showAllAddress } from '../../lib/attention';
import type { AreaDef } from '../../areas/area';
import { useResourceTotal } from '../../features/resource-list/use-resource-total';
import type { VersionedRow } from '../../api/resource';
import type { Currency } from '../../../contract/types/core';
import { namespacesOf, type ColumnDef } from '../../areas/area';
import { formatDate } from '../../lib/dates';
import { formatCurrency } from '../../lib/format';
import {
  KIT_PAGE_SIZE, KIT_SEARCH_MAX, listParams, narrowingOf, readListAddress, writeListAddress,
} from '../../features/resource-list/resource-list-query';
import { useResourceList } from '../../features/resource-list/use-resource-list';
import { AreaNotice } from './area-notice';
import { KitLoadState } from './kit-load-state';
import type { KitRoute } from './kit-area';
import { kitStyles } from './kit-styles';
import { onRecordRestored } from '../../app/undo/restored-records';
import { isHistoryKind } from '../../api/history';
import { RecentlyDeleted } from '../history/recently-deleted';

/** Typing waits this long before the search goes to the address (and so to the server). */
const SEARCH_DELAY_MS = 300;

function cellText<Row extends VersionedRow>(row: Row, column: ColumnDef<Row>, t: (key: string) => string, currency?: Currency): string {
  const value = column.value ? column.value(row) : (row as unknown as Record<string, unknown>)[column.name];
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return column.empty ? t(column.empty) : '–';
  if (column.format === 'choices') return (Array.isArray(value) ? value : [value]).map((code) => t(`${column.labels}.${String(code)}`)).join(', ');
  if (column.format === 'date') return formatDate(String(value)) || '–';
  if (column.format === 'money') return typeof value === 'number' ? formatCurrency(value, currency) : String(value);
  if (column.format === 'yesNo') return t(value === true ? 'kit:yes' : 'kit:no');
  return String(value);
}

/**
 * The generic list of a kit area (issue 13): search and page in the address, 20 rows a page
 * (spec 01 §9), ld-pagination, the spec's empty texts, rows that open the edit screen by click or
 * Enter or Space. The sub-navigation with its create button is the page header's (app/shell/sub-nav.tsx).
 */
export function KitList({ route, filters }: { route: KitRoute; filters: Record<string, string> }) {
  const { t } = useTranslation(namespacesOf(route.area));
  const { area, listPath, section } = route;
  const columns = area.columns.filter((column) => !column.only || column.only === section);
  const [, navigate] = useLocation();
  const search = useSearch();
  const address = readListAddress(search);
  const [searchText, setSearchText] = useState(address.q);
  const bar = useFilterBar(area, search);
  const narrowing = narrowingOf(area, search, bar.query);
  // A dashboard figure's link (?attention=): its notice says which rows these are and leads back to all of them.
  const attention = readAttention(search, area.attention);
  const list = useResourceList(area, listParams(address, { ...filters, ...narrowing }));
  // A record of this area came back (the delete toast's Undo, Recently deleted): the page is read again.
  const reload = list.reload;
  useEffect(() => onRecordRestored((record) => {
    if (record.kind === area.key) reload();
  }), [area.key, reload]);
  const total = useResourceTotal(area, filters, address.q.trim() !== '' || Object.keys(narrowing).length > 0, list.resultCount);

  // The address is the truth: going back restores the search box too.
  useEffect(() => setSearchText(address.q), [address.q]);
  useEffect(() => {
    if (searchText === address.q) return;
    const timer = setTimeout(() => navigate(`${listPath}${writeListAddress(window.location.search, { page: 1, q: searchText })}`, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, address.q, listPath, navigate]);

  const open = (row: VersionedRow) => navigate(`${listPath}/${area.opens ?? 'edit'}?id=${row.id}`);
  const onKeyDown = (event: KeyboardEvent, row: VersionedRow) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(row);
    }
  };
  const goToPage = (page: number) => navigate(`${listPath}${writeListAddress(window.location.search, { ...address, page })}`);
  const title = t(`${area.key}.title`);

  return (
    <section style={kitStyles.page} className="kit-list" data-area={area.key}>
      <AreaNotice area={area} />
      {attention && (
        <ld-attention-notice list={area.attention} filter={attention} href={`${listPath}${showAllAddress(window.location.search)}`}
          onld-navigate={(event) => navigate(event.detail.path)} />
      )}
      <div style={kitStyles.toolbar}>
        <ld-text-input style={kitStyles.search} label={t('kit:search')} value={searchText} maxLength={KIT_SEARCH_MAX} type="text"
          data-field="q" onld-input={(event) => setSearchText(event.detail.value)} />
        <span role="status" aria-live="polite">{list.status === 'ready' ? t('kit:count', { count: list.resultCount }) : ''}</span>
      </div>
      {area.filterBar && (
        <ld-filter-bar fields={area.filterBar.fields} options={bar.options} filters={bar.values} filteredCount={list.resultCount}
          totalCount={total ?? list.resultCount}
          onld-filter-change={(event) => navigate(`${listPath}${writeFiltersToQuery(writeListAddress(window.location.search, { page: 1, q: address.q }), event.detail.filters, FILTER_SCHEMA)}`)} />
      )}
      {list.rows.length > 0 && list.status !== 'failed' && (
        <table style={kitStyles.table} aria-label={title} aria-busy={list.status === 'loading'}>
          <thead>
            <tr>{columns.map((column) => <th key={column.name} scope="col" style={kitStyles.headerCell}>{t(`${area.key}.columns.${column.name}`)}</th>)}</tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id} tabIndex={0} style={kitStyles.row} data-id={row.id} className="kit-list__row"
                onClick={() => open(row)} onKeyDown={(event) => onKeyDown(event, row)}>
                {columns.map((column) => <td key={column.name} style={kitStyles.cell}>{cellText(row, column, t, route.currency)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.status === 'loading' && list.rows.length === 0 && <KitLoadState status="loading" />}
      {list.status === 'failed' && <KitLoadState status="failed" onRetry={list.retry} />}
      {list.status === 'empty' && (
        <p role="status" style={kitStyles.message}>
          {address.q.trim() ? t('kit:noResultsFor', { query: address.q.trim() }) : t('kit:noResults')}
        </p>
      )}
      {list.resultCount > KIT_PAGE_SIZE && (
        <ld-pagination total={list.resultCount} page={address.page} pageSize={KIT_PAGE_SIZE}
          onld-page-change={(event) => goToPage(event.detail.page)} />
      )}
      {/* Below the list, not in the toolbar: Tab goes from the search box straight to the rows. */}
      {isHistoryKind(area.key) && <RecentlyDeleted kind={area.key} noun={t(`${area.key}.noun`)} />}
    </section>
  );
}

/** The bar's values from the address (only the area's own fields), their choices, and the query they make. */
function useFilterBar(area: AreaDef<any>, search: string): { values: FilterValues; options: FilterOptions; query: Record<string, string> } {
  const [options, setOptions] = useState<FilterOptions>({});
  const declared = area.filterBar;
  useEffect(() => {
    if (!declared?.options) return;
    const own = new AbortController();
    declared.options(own.signal).then(setOptions, () => undefined);
    return () => own.abort();
  }, [declared]);
  if (!declared) return { values: {}, options, query: {} };
  const read = readFiltersFromQuery(search, FILTER_SCHEMA) as Record<string, unknown>;
  const values = Object.fromEntries(Object.entries(read).filter(([field]) => (declared.fields as readonly string[]).includes(field))) as FilterValues;
  return { values, options, query: declared.query(values) };
}
