import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import '../../../elements/bulk-dialog/bulk-dialog';
import '../../../elements/pagination/pagination';
import '../../../elements/text-input/text-input';
import type { Order } from '../../../contract/types/orders';
import { formatDate } from '../../lib/dates';
import { ORDER_STATUS_MENU, orderSectionOf, orderViewPath, type OrderSection } from '../../features/order-list/order-list-query';
import { useOrderDownload } from '../../features/order-list/use-order-download';
import { useOrderList, type OrderListView } from '../../features/order-list/use-order-list';
import { orderStyles as styles } from './order/order-styles';
import { NO_VALUE, useMoney } from './order/use-money';

/**
 * /arrangement/order, /mobility/order and /component/order (spec 02 §4, §7, §9; 01 §2, §5; issue 5
 * point 4): one screen, the section from the path. Status menu (open by default), name search,
 * 20 orders per page, all in the address; a row opens the order; Download exports the list's status
 * through the bulk dialog (terms, and the privacy-data step when personal data is wanted).
 * Not in the spec: the columns, chosen as what an administrator needs to pick an order to handle.
 */

const COLUMNS = ['orderNumber', 'employee', 'car', 'category', 'leasePrice', 'ownContribution', 'status', 'dateOrdered'] as const;
/** The main section lists every arrangement's and container's orders: it says which one each belongs to. */
const columnsOf = (section: OrderSection): readonly string[] => (section === 'component' ? ['orderNumber', 'employee', 'arrangement', ...COLUMNS.slice(2)] : COLUMNS);
const AMOUNT_COLUMNS: ReadonlySet<string> = new Set(['leasePrice', 'ownContribution']);

function StatusMenu({ list }: { list: OrderListView }) {
  const { t } = useTranslation('orders');
  return (
    <nav aria-label={t('statusMenu')} className="order-list__status-menu">
      <ul style={styles.tabs}>
        {ORDER_STATUS_MENU.map((status) => {
          const current = list.state.status === status;
          return (
            <li key={status}>
              <Link href={list.statusHref(status)} aria-current={current ? 'page' : undefined} style={current ? { ...styles.tab, ...styles.currentTab } : styles.tab}>
                {t(`status.${status}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function OrderRow({ order, section, onOpen }: { order: Order; section: OrderSection; onOpen(path: string): void }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const path = orderViewPath(section, order.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(path);
  };
  return (
    <tr className="order-list__row" data-order-id={order.id} tabIndex={0} style={{ cursor: 'pointer' }} onClick={() => onOpen(path)} onKeyDown={onKeyDown}>
      <td style={{ ...styles.td, ...styles.nowrap }}><Link href={path} onClick={(event) => event.stopPropagation()}>{order.orderNumber}</Link></td>
      <td style={styles.td}>{order.driver.fullName}</td>
      {section === 'component' && <td style={styles.td}>{order.carArrangementName ?? order.mobilityContainerName ?? NO_VALUE}</td>}
      <td style={styles.td}>{order.carTypeName ?? NO_VALUE}</td>
      <td style={styles.td}>{order.categoryName ?? NO_VALUE}</td>
      <td style={{ ...styles.td, ...styles.number }}>{money(order.leasePrice)}</td>
      <td style={{ ...styles.td, ...styles.number }}>{money(order.ownContribution)}</td>
      <td style={styles.td}>{t(`status.${order.status}`)}</td>
      <td style={{ ...styles.td, ...styles.nowrap }}>{formatDate(order.dateOrdered) || NO_VALUE}</td>
    </tr>
  );
}

function DownloadOrders({ list }: { list: OrderListView }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const { busy, download } = useOrderDownload(list.scope, list.state.status, list.state.name);
  const onConfirm = async (addPrivacyData: boolean) => {
    if (await download(addPrivacyData)) setOpen(false);
  };
  return (
    <>
      <sl-button disabled={!list.scope || list.page.totalCount === 0} onClick={() => setOpen(true)}>{t('download.button')}</sl-button>
      <ld-bulk-dialog
        open={open}
        requireTerms
        offerPrivacyData
        keepOpen
        busy={busy}
        label={t('download.title')}
        message={t('download.message', { status: t(`status.${list.state.status}`) })}
        confirmLabel={t('download.confirm')}
        onld-confirm={(event) => void onConfirm(event.detail.addPrivacyData ?? false)}
        onld-cancel={() => setOpen(false)}
      />
    </>
  );
}

function Missing({ what }: { what: 'arrangement' | 'container' }) {
  const { t } = useTranslation('orders');
  return <p role="status" style={styles.message}>{t(what === 'arrangement' ? 'chooseArrangement' : 'chooseContainer')}</p>;
}

export default function OrderList() {
  const { t } = useTranslation('orders');
  const [location, navigate] = useLocation();
  const section = orderSectionOf(location);
  const list = useOrderList(section);
  const { items, totalCount } = list.page;
  const from = totalCount === 0 ? 0 : (list.state.page - 1) * list.page.pageSize + 1;
  const to = Math.min(totalCount, from + items.length - 1);
  const searched = list.state.name.trim();

  return (
    <section className="order-list">
      <StatusMenu list={list} />
      <div style={styles.toolbar}>
        <ld-text-input
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={list.nameInput}
          style={{ minWidth: '16rem' }}
          onld-input={(event) => list.setNameInput(event.detail.value)}
        />
        <DownloadOrders list={list} />
      </div>
      {list.missing ? (
        <Missing what={list.missing} />
      ) : (
        <>
          <table style={styles.table} aria-label={t('title')} aria-busy={list.status !== 'ready'}>
            <thead>
              <tr>
                {columnsOf(section).map((column) => (
                  <th key={column} scope="col" style={AMOUNT_COLUMNS.has(column) ? { ...styles.th, ...styles.number } : styles.th}>
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((order) => <OrderRow key={order.id} order={order} section={section} onOpen={navigate} />)}
            </tbody>
          </table>
          {list.status === 'ready' && items.length === 0 && (
            <p role="status" style={styles.message}>{searched ? t('emptySearch', { query: searched }) : t('empty')}</p>
          )}
          {list.status === 'loading' && items.length === 0 && <p role="status" style={styles.message}>{t('loading')}</p>}
          {totalCount > 0 && (
            <div style={{ ...styles.toolbar, marginTop: '1rem', alignItems: 'center' }}>
              <span className="order-list__range">{t('range', { from, to, total: totalCount })}</span>
              <ld-pagination
                total={totalCount}
                page={list.state.page}
                pageSize={list.page.pageSize}
                label={t('pagination')}
                onld-page-change={(event) => list.setPage(event.detail.page)}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
