import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useVirtualizer } from '@tanstack/react-virtual';
import '../../../../elements/edit-dialog/edit-dialog';
import '../../../../elements/number-input/number-input';
import '../../../../elements/spinner/spinner';
import '../../../../elements/text-input/text-input';
import { reasonsOf, saveFixedLeasePrice, type CarListKind, type CarListRow } from '../../../api/cars';
import { showErrorToast, showToast } from '../../../app/toasts/toast-bus';
import { TOAST_MS } from '../../../app/toasts/toast-for-error';
import { useArrangementSelection } from '../../../features/arrangement-selection/use-arrangement-selection';
import { useCarList } from '../../../features/car-list/use-car-list';
import { CarFilterBar } from './car-filters';
import { FixedPrices } from './fixed-prices';
import { PriceBreakdown } from './price-breakdown';
import { formatCurrency, formatNumber } from '../../../lib/format';

const ROW_HEIGHT = 44;
const COLUMNS = ['brand', 'model', 'version', 'fuel', 'co2', 'label', 'consumerPrice', 'leasePrice', 'ownContribution', 'offered', 'fixed'] as const;
const GRID = 'minmax(7rem, 1fr) minmax(8rem, 1.2fr) minmax(12rem, 2fr) minmax(6rem, 0.8fr) 4.5rem 4rem minmax(7rem, 1fr) minmax(8rem, 1fr) minmax(7rem, 1fr) minmax(9rem, 1.4fr) 13rem';

const styles = {
  scroller: { height: 'min(70vh, 40rem)', overflow: 'auto', border: '1px solid var(--sl-color-neutral-200)', borderRadius: 'var(--sl-border-radius-medium)' },
  header: { display: 'grid', gridTemplateColumns: GRID, position: 'sticky', top: 0, zIndex: 1, background: 'var(--sl-color-neutral-50)', fontWeight: 600, height: ROW_HEIGHT, alignItems: 'center', minWidth: '96rem' },
  row: { display: 'grid', gridTemplateColumns: GRID, position: 'absolute', left: 0, right: 0, top: 0, height: ROW_HEIGHT, alignItems: 'center', borderTop: '1px solid var(--sl-color-neutral-100)', minWidth: '96rem' },
  cell: { padding: '0 0.75rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  message: { padding: '1.5rem 0.75rem', margin: 0 },
  bar: { display: 'flex', gap: '1rem', alignItems: 'end', flexWrap: 'wrap' },
  fixed: { color: 'var(--sl-color-primary-700)', fontSize: 'var(--sl-font-size-small)' },
} satisfies Record<string, CSSProperties>;

const nearBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight < ROW_HEIGHT * 10;

interface RowProps {
  car: CarListRow;
  top: number;
  index: number;
  onFix: ((car: CarListRow) => void) | null;
  onExplain(car: CarListRow): void;
}

function CarRow({ car, top, index, onFix, onExplain }: RowProps) {
  const { t } = useTranslation(['cars', 'areas']);
  const reasons = reasonsOf(car);
  const offered = reasons.length > 0 ? reasons.map((reason) => t(`refusals.${reason}`)).join(', ')
    : 'categoryName' in car && car.categoryName ? t('offeredFrom', { category: car.categoryName }) : t('offered');
  return (
    <div role="row" aria-rowindex={index + 2} className="car-list__row" data-car-id={car.id} style={{ ...styles.row, transform: `translateY(${top}px)` }}>
      <span role="cell" style={styles.cell}>{car.brandName}</span>
      <span role="cell" style={styles.cell}>{car.modelName}</span>
      <span role="cell" style={styles.cell} title={car.name}><Link href={`/component/car_overview/view?id=${car.id}`}>{car.name}</Link></span>
      <span role="cell" style={styles.cell}>{t(`areas:fuels.${car.fuelCode}`)}</span>
      <span role="cell" style={styles.cell}>{car.co2 ?? '–'}</span>
      <span role="cell" style={styles.cell}>{car.energyLabel === '-' || !car.energyLabel ? t('noLabel') : car.energyLabel}</span>
      <span role="cell" style={styles.cell}>{formatCurrency(car.consumerPrice)}</span>
      <span role="cell" style={styles.cell} data-price={car.isFixedPrice ? 'fixed' : 'computed'}
        title={t('basis', { months: car.durationMonths, km: formatNumber(car.kmPerYear) })}>
        {formatCurrency(car.leasePrice)}{car.isFixedPrice && <strong style={styles.fixed}> {t('fixedBadge')}</strong>}
      </span>
      <span role="cell" style={styles.cell}>{formatCurrency(car.ownContribution)}</span>
      <span role="cell" style={styles.cell} title={offered}>{offered}</span>
      <span role="cell" style={styles.cell}>
        <sl-button size="small" onClick={() => onExplain(car)}>{t('explain')}</sl-button>{' '}
        {onFix && <sl-button size="small" onClick={() => onFix(car)}>{t('fix')}</sl-button>}
      </span>
    </div>
  );
}

/**
 * The car lists of the selected arrangement (spec 02 §7 "Cars", §8; issue 15 point 3): /arrangement/car/extended (the
 * cars it offers with their monthly lease price), /car/new_added (versions added in the last 30 days; Dutch car data
 * only, the route's country guard) and /car/not_added (versions it does not offer, with the reasons). Searched by
 * brand, model or version (a new search cancels the one in flight); a virtualised list that loads more as it nears its
 * end, so thousands of versions scroll fluidly. On the offered lists a version's fixed lease price is set or cleared in
 * a dialog and then wins over the computed one. A list the server answers with errors says that lease price
 * maintenance is needed (§8); any other failure is the generic error.
 */
export function CarList({ kind }: { kind: CarListKind }) {
  const { t } = useTranslation('cars');
  const arrangementId = useArrangementSelection().selected?.id ?? null;
  const list = useCarList(kind, arrangementId);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: list.rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const [fixing, setFixing] = useState<CarListRow | null>(null);
  const [explaining, setExplaining] = useState<CarListRow | null>(null);
  const [price, setPrice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const openFix = (car: CarListRow) => {
    setFixing(car);
    setPrice(car.fixedLeasePrice);
  };
  const [round, setRound] = useState(0);
  /** Sets (a price) or removes (null) one version's fixed price; the list and the fixed prices are read again. */
  const save = async (carTypeId: number, name: string, value: number | null) => {
    if (arrangementId === null) return;
    setBusy(true);
    try {
      await saveFixedLeasePrice({ carArrangementId: arrangementId, searchQuery: list.appliedSearch, carTypeId, price: value });
      showToast({ variant: 'success', duration: TOAST_MS.success, text: t(value === null ? 'fixedCleared' : 'fixedSaved', { name }) });
      setFixing(null);
      list.reload();
      setRound((n) => n + 1);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  const saveFixing = (value: number | null) => { if (fixing) void save(fixing.id, fixing.name, value); };

  return (
    <section className="car-list" data-list={kind} style={{ display: 'grid', gap: '1rem' }}>
      {kind === 'extended' && arrangementId !== null && (
        <FixedPrices arrangementId={arrangementId} round={round} busy={busy} onRemove={(fixed) => void save(fixed.carTypeId, fixed.name, null)} />
      )}
      <div style={styles.bar}>
        <ld-text-input label={t('search')} value={list.searchText} maxLength={200} onld-input={(event) => list.setSearchText(event.detail.value)} />
        {arrangementId !== null && <CarFilterBar arrangementId={arrangementId} filters={list.filters} onChange={list.setFilters} />}
        <span role="status">{list.status === 'ready' ? t('count', { count: list.resultCount }) : ''}</span>
      </div>
      <div ref={scroller} className="car-list__scroller" style={styles.scroller}
        onScroll={() => { if (scroller.current && list.hasMore && nearBottom(scroller.current)) list.loadMore(); }}>
        <div role="table" aria-label={t(`titles.${kind}`)} aria-rowcount={list.resultCount + 1} aria-busy={list.status === 'loading'}>
          <div role="row" aria-rowindex={1} style={styles.header}>
            {COLUMNS.map((column) => <span role="columnheader" key={column} style={styles.cell}>{t(`columns.${column}`)}</span>)}
          </div>
          {list.status !== 'failed' && list.rows.length > 0 && (
            <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => (
                <CarRow key={list.rows[item.index]!.id} car={list.rows[item.index]!} top={item.start} index={item.index} onFix={kind === 'notAdded' ? null : openFix} onExplain={setExplaining} />
              ))}
            </div>
          )}
        </div>
        {list.status === 'loading' && list.rows.length === 0 && <p role="status" style={styles.message}><ld-spinner label={t('loading')} /> {t('loading')}</p>}
        {list.status === 'ready' && list.rows.length === 0 && (
          <p role="status" style={styles.message}>{list.appliedSearch ? t('noResultsFor', { query: list.appliedSearch }) : t(`empty.${kind}`)}</p>
        )}
        {list.status === 'failed' && (
          <p role="alert" style={styles.message}>
            {t(list.failure === 'maintenance' ? 'maintenance' : 'failed')} <button type="button" onClick={list.reload}>{t('retry')}</button>
          </p>
        )}
      </div>
      {arrangementId !== null && <PriceBreakdown arrangementId={arrangementId} car={explaining} onClose={() => setExplaining(null)} />}
      <ld-edit-dialog open={fixing !== null} label={t('fixTitle', { name: fixing ? `${fixing.brandName} ${fixing.modelName} ${fixing.name}` : '' })}
        message={fixing ? t('fixMessage', { computed: formatCurrency(fixing.computedLeasePrice) }) : ''} confirmLabel={t('fixSave')}
        confirmDisabled={price === null || price <= 0} busy={busy} keepOpen
        onld-confirm={() => saveFixing(price)} onld-cancel={() => setFixing(null)}>
        <ld-number-input label={t('fixedPrice')} value={price} min={0.01} max={99999.99} step={0.01} onld-change={(event) => setPrice(event.detail.value)} />
        {fixing?.fixedLeasePrice !== null && fixing?.fixedLeasePrice !== undefined && (
          <sl-button size="small" variant="text" disabled={busy} onClick={() => saveFixing(null)}>{t('fixClear')}</sl-button>
        )}
      </ld-edit-dialog>
    </section>
  );
}
