import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useVirtualizer } from '@tanstack/react-virtual';
import '../../../elements/filter-bar/filter-bar';
import '../../../elements/expiry-tag/expiry-tag';
import '../../../elements/spinner/spinner';
import '../../../elements/attention-notice/attention-notice';
import type { FilterField, FilterValues } from '../../../elements/filter-bar/filter-values';
import { DRIVER_STATUSES, type Driver } from '../../../contract/types/drivers';
import { formatDate, DATE_TIME_FORMAT } from '../../lib/dates';
import { showAllAddress } from '../../lib/attention';
import {
  ORDERED_CHOICES, driverCreatePath, driverDisplayName, driverEditPath, driverRowStatus, driverSectionOf, nearBottom, type DriverSection,
} from '../../features/driver-list/driver-list-query';
import { useDriverList } from '../../features/driver-list/use-driver-list';
import { useOperatingCompanies } from '../../features/operating-companies/use-operating-companies';
import { useAccess } from '../../features/access/use-access';
import { onRecordRestored } from '../../app/undo/restored-records';
import { DriverListActions } from './driver-list/driver-list-actions';

/**
 * /{section}/driver (spec 01 §2 list filter bar, §4 status values and days-to-expiry tag, §9 table
 * growth; issue 5 point 2). One screen for every section's driver list: the section comes from the
 * path. A virtualised table: only the rows in view (plus a few) are in the DOM, at a fixed height.
 * Not in the spec: the columns and the row status (the strongest of the driver's flags) are what an
 * administrator scanning drivers needs. The bar's role and apps dropdowns are left out: a driver has
 * neither (they filter account lists). Fleet management and the lease system list only drivers with
 * that system's id, from their own routes; the lease system's rows open its driver form, fleet
 * management's open nothing, as the route table gives it no driver screen.
 */

const ROW_HEIGHT = 44;
const FIELDS: readonly FilterField[] = ['operatingCompany', 'status', 'ordered', 'expiration', 'lastLogin', 'emailNotSent'];
const COLUMNS = ['name', 'email', 'phone', 'status', 'expiry', 'lastLogin'] as const;
const GRID = 'minmax(10rem, 2fr) minmax(12rem, 2fr) minmax(9.5rem, 1fr) minmax(6rem, 1fr) minmax(8rem, 1fr) minmax(10.5rem, 1fr)';

const styles = {
  scroller: { height: 'min(70vh, 40rem)', overflow: 'auto', border: '1px solid var(--sl-color-neutral-200)', borderRadius: 'var(--sl-border-radius-medium)' },
  header: { display: 'grid', gridTemplateColumns: GRID, position: 'sticky', top: 0, zIndex: 1, background: 'var(--sl-color-neutral-50)', fontWeight: 600, height: ROW_HEIGHT, alignItems: 'center' },
  row: { display: 'grid', gridTemplateColumns: GRID, position: 'absolute', left: 0, right: 0, top: 0, height: ROW_HEIGHT, alignItems: 'center', borderTop: '1px solid var(--sl-color-neutral-100)' },
  cell: { padding: '0 0.75rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  message: { padding: '1.5rem 0.75rem' },
} satisfies Record<string, CSSProperties>;

interface RowProps {
  driver: Driver;
  index: number;
  top: number;
  section: DriverSection;
  onOpen(path: string): void;
}

function DriverRow({ driver, index, top, section, onOpen }: RowProps) {
  const { t } = useTranslation('drivers');
  const path = driverEditPath(section, driver.id);
  const open = () => {
    if (path) onOpen(path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') open();
  };
  const name = driverDisplayName(driver);
  return (
    <div role="row" tabIndex={path ? 0 : undefined} className="driver-list__row" data-driver-id={driver.id} aria-rowindex={index + 2}
      style={{ ...styles.row, transform: `translateY(${top}px)`, cursor: path ? 'pointer' : 'default' }}
      onClick={path ? open : undefined} onKeyDown={path ? onKeyDown : undefined}>
      <span role="cell" style={styles.cell}>{name}</span>
      <span role="cell" style={styles.cell}>{driver.emailAddress}</span>
      <span role="cell" style={styles.cell}>{driver.telephoneNr ?? ''}</span>
      <span role="cell" style={styles.cell}>{t(`status.${driverRowStatus(driver)}`)}</span>
      <span role="cell" style={styles.cell}><ld-expiry-tag date={driver.dateExpiration ?? ''} /></span>
      <span role="cell" style={styles.cell}>{formatDate(driver.dateLastLogin, DATE_TIME_FORMAT) || '–'}</span>
    </div>
  );
}

export default function DriverList() {
  const { t } = useTranslation('drivers');
  const [location, navigate] = useLocation();
  const section = driverSectionOf(location);
  // wouter's useSearch() answers the query through decodeURI, which turns a value's %25 or %2C into the very
  // characters the filter reader splits and decodes on; it only tells when the address changed: the raw query is read here.
  useSearch();
  const list = useDriverList(section, window.location.search);
  const access = useAccess();
  const companies = useOperatingCompanies(access.can('drivers') || access.can('operatingCompanies'));
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: list.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });

  // A driver came back (the delete toast's Undo, Recently deleted): the rows are read again.
  const reload = list.retry;
  useEffect(() => onRecordRestored((record) => {
    if (record.kind === 'driver') reload();
  }), [reload]);

  const onScroll = () => {
    if (scroller.current && list.hasMore && nearBottom(scroller.current)) list.loadMore();
  };
  // A new query's rows start at the top, not where the earlier list was scrolled to.
  useEffect(() => {
    if (list.status === 'loading') scroller.current?.scrollTo({ top: 0 });
  }, [list.status]);
  const options = {
    operatingCompany: companies.map((company) => ({ value: String(company.id), label: company.name })),
    status: DRIVER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    ordered: ORDERED_CHOICES.map((value) => ({ value, label: t(`ordered.${value}`) })),
  };
  const emptyText = list.appliedSearch ? t('noResultsFor', { ns: 'topbar', query: list.appliedSearch }) : t('empty');

  return (
    <section className="driver-list">
      <DriverListActions
        searchText={list.searchText}
        onSearch={list.setSearchText}
        exportArrangementId={section === 'arrangement' ? list.carArrangementId : null}
        createPath={driverCreatePath(section)}
      />
      {/* A dashboard figure's link (?attention=): which drivers these are, and the way back to all of them. */}
      {list.attention && (
        <ld-attention-notice list="driver" filter={list.attention} href={`${location}${showAllAddress(window.location.search)}`}
          onld-navigate={(event) => navigate(event.detail.path)} />
      )}
      <ld-filter-bar
        fields={FIELDS}
        options={options}
        filters={list.filters}
        filteredCount={list.resultCount}
        totalCount={list.totalCount}
        onld-filter-change={(event: CustomEvent<{ filters: FilterValues }>) => list.setFilters(event.detail.filters)}
      />
      <div ref={scroller} style={styles.scroller} onScroll={onScroll} className="driver-list__scroller">
        <div role="table" aria-label={t('title')} aria-rowcount={list.resultCount + 1} aria-busy={list.status === 'loading'}>
          <div role="row" aria-rowindex={1} style={styles.header}>
            {COLUMNS.map((column) => (
              <span role="columnheader" key={column} style={styles.cell}>{t(`columns.${column}`)}</span>
            ))}
          </div>
          {list.rows.length > 0 && (
            <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => (
                <DriverRow key={list.rows[item.index]!.id} driver={list.rows[item.index]!} index={item.index} top={item.start} section={section} onOpen={navigate} />
              ))}
            </div>
          )}
        </div>
        {(list.status === 'loading' || list.status === 'waiting') && list.rows.length === 0 ? (
          <p role="status" style={styles.message}><ld-spinner label={t('loading')} /> {t('loading')}</p>
        ) : null}
        {list.status === 'ready' && list.rows.length === 0 && <p role="status" style={styles.message}>{emptyText}</p>}
        {list.status === 'failed' && (
          <p role="alert" style={styles.message}>
            {t('failed')} <button type="button" onClick={list.retry}>{t('retry')}</button>
          </p>
        )}
        {list.loadingMore && <p role="status" style={styles.message}>{t('loadingMore')}</p>}
      </div>
    </section>
  );
}
