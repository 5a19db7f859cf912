import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { OrderDetail } from '../../../contract/types/orders';
import { DATE_TIME_FORMAT, formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { useOrderDetail } from '../../features/order-approval/use-order-detail';
import { orderIdOf, orderListPath, orderSectionOf } from '../../features/order-list/order-list-query';
import { FieldList } from './order/field-list';
import { OrderDecision } from './order/order-decision';
import { OrderLines } from './order/order-lines';
import { orderStyles as styles } from './order/order-styles';
import { NO_VALUE, useMoney } from './order/use-money';

/**
 * /{section}/order/view?id= (spec 02 §3 Order, §4; issue 5 points 4 and 5): every field of the
 * order, its lines with prices, the activity dates, and for an open order Approve and Reject.
 * Not in the spec: the grouping (order, employee, car, lease, lines, activity) follows how an
 * administrator checks an order against the arrangement.
 */

/** Spec 02 §3: energy labels A to G, plus "-" shown as n.v.t. */
const NOT_APPLICABLE_LABEL = '-';

function useOrderFields(order: OrderDetail) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const text = (value: string | null) => (value && value.trim() ? value : NO_VALUE);
  const count = (value: number | null, unit: 'months' | 'km' | 'co2') =>
    value === null ? NO_VALUE : t(`units.${unit}`, { value: formatNumber(value) });
  const date = (iso: string | null) => formatDate(iso, DATE_TIME_FORMAT) || NO_VALUE;
  const fuel = order.fuelName ? `${order.fuelName}${order.fuelCode ? ` (${order.fuelCode})` : ''}` : text(order.fuelCode);
  const label = order.fuelLabel === NOT_APPLICABLE_LABEL ? t('notApplicable') : text(order.fuelLabel);
  const scope: readonly [string, string] = order.mobilityContainerId !== null
    ? [t('fields.container'), text(order.mobilityContainerName)]
    : [t('fields.arrangement'), text(order.carArrangementName)];

  return {
    order: [
      [t('fields.orderNumber'), order.orderNumber],
      [t('fields.status'), t(`status.${order.status}`)],
      scope,
      [t('fields.category'), text(order.categoryName)],
      [t('fields.contactPerson'), text(order.contactPerson)],
      [t('fields.remark'), text(order.remark)],
    ],
    employee: [
      [t('fields.employeeName'), order.driver.fullName],
      [t('fields.email'), order.driver.emailAddress ? <a href={`mailto:${order.driver.emailAddress}`}>{order.driver.emailAddress}</a> : NO_VALUE],
      [t('fields.phone'), text(order.driver.telephoneNr)],
    ],
    car: [
      [t('fields.carType'), text(order.carTypeName)],
      [t('fields.fuel'), fuel],
      [t('fields.co2'), count(order.co2, 'co2')],
      [t('fields.fuelLabel'), label],
      [t('fields.colour'), text(order.colour)],
      [t('fields.upholstery'), text(order.upholstery)],
      [t('fields.kmPerYear'), count(order.kmPerYear, 'km')],
    ],
    lease: [
      [t('fields.duration'), count(order.durationMonths, 'months')],
      [t('fields.durationAdmin'), count(order.durationMonthsAdmin, 'months')],
      [t('fields.minLease'), money(order.minLease)],
      [t('fields.maxLease'), money(order.maxLease)],
      [t('fields.leasePrice'), money(order.leasePrice)],
      [t('fields.ownContribution'), money(order.ownContribution)],
    ],
    activity: [
      [t('fields.dateOrdered'), date(order.dateOrdered)],
      [t('fields.dateApproved'), date(order.dateApproved)],
      [t('fields.dateRejected'), date(order.dateRejected)],
      [t('fields.rejectionReason'), text(order.rejectionReason)],
    ],
  } as const;
}

function OrderFields({ order, listPath }: { order: OrderDetail; listPath: string }) {
  const { t } = useTranslation('orders');
  const fields = useOrderFields(order);
  return (
    <article className="order-view" aria-labelledby="order-view-title" style={{ display: 'grid', gap: '1.5rem' }}>
      <header style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id="order-view-title" style={{ margin: 0 }}>{t('view.title', { orderNumber: order.orderNumber })}</h2>
        {order.status === 'open' && <OrderDecision key={order.id} orderId={order.id} orderNumber={order.orderNumber} listPath={listPath} />}
      </header>
      <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))' }}>
        <FieldList title={t('view.order')} fields={fields.order} />
        <FieldList title={t('view.employee')} fields={fields.employee} />
        <FieldList title={t('view.car')} fields={fields.car} />
        <FieldList title={t('view.lease')} fields={fields.lease} />
      </div>
      <OrderLines kind="options" lines={order.options} />
      <OrderLines kind="accessories" lines={order.accessories} />
      <OrderLines kind="components" lines={order.components} />
      <FieldList title={t('view.activity')} fields={fields.activity} />
    </article>
  );
}

export default function OrderView() {
  const { t } = useTranslation('orders');
  const [location] = useLocation();
  const listPath = orderListPath(orderSectionOf(location));
  const detail = useOrderDetail(orderIdOf(useSearch()));
  return (
    <section>
      <p><Link href={listPath}>{t('view.back')}</Link></p>
      {detail.status === 'loading' && <p role="status" style={styles.message}>{t('view.loading')}</p>}
      {detail.status === 'failed' && <p role="alert" style={styles.message}>{t('view.notFound')}</p>}
      {detail.status === 'ready' && <OrderFields order={detail.order} listPath={listPath} />}
    </section>
  );
}
