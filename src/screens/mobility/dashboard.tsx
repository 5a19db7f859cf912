import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteVisible } from '../../app/shell/use-route-visible';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { useShell } from '../../features/shell/use-shell';
import { formatCurrency } from '../../lib/format';
import { formStyles as styles } from '../arrangement/driver-form/driver-form-styles';
import DuplicateProductsNotice from './duplicate-products-notice';
import Mobidisk from './mobidisk';
import { MobilityWebAppButton } from './mobility-webapp-button';

function Fact({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <>
      <dt style={styles.term}>{label}</dt>
      <dd style={styles.value} data-fact={name}>{children}</dd>
    </>
  );
}

/** The lists a dashboard links to, by route name; each shows only when the user's role may open it. */
const LINKS = [
  ['mobility-category', 'categories'], ['mobility-product', 'products'], ['mobility-driver', 'drivers'],
  ['mobility-order', 'orders'], ['mobility-container-edit', 'container'],
] as const;

/**
 * /mobility (issue 16 point 3): the current container at a glance — active or not (employees of an inactive one have
 * no access), its categories with their budgets in the client's currency, its products, the employees bound to it
 * and its open orders — with the lists the role may open, and each category opened in the mobility web app. It reads the container selection's row, which every
 * write reads again, so it follows each change. Without any container the mobidisk page shows instead.
 */
export default function MobilityDashboard() {
  const { t } = useTranslation(['mobility', 'areas', 'kit']);
  const { selected: container } = useContainerSelection();
  const arrangements = useArrangementSelection().arrangements;
  const currency = useShell().data?.clientSetting.currency;
  const visible = useRouteVisible();
  if (!container) return <Mobidisk />;
  const arrangementName = (id: number | null | undefined) => arrangements.find((arrangement) => arrangement.id === id)?.displayName ?? t('dashboard.unknownArrangement');

  return (
    <section className="mobility-dashboard" style={styles.page} data-container-id={container.id}>
      <header style={styles.header}>
        <h2 style={styles.title}>{container.displayName}</h2>
      </header>
      <DuplicateProductsNotice />

      <section style={styles.section} aria-labelledby="mobility-facts">
        <h3 id="mobility-facts" style={styles.title}>{t('dashboard.facts')}</h3>
        <dl style={styles.details}>
          <Fact name="active" label={t('dashboard.active')}>
            <span className={`status-dot status-dot--${container.isActive ? 'active' : 'inactive'}`} aria-hidden="true" />{' '}
            {t(container.isActive ? 'kit:yes' : 'kit:no')}
            {!container.isActive && <span style={styles.hint}> — {t('dashboard.inactiveHint')}</span>}
          </Fact>
          <Fact name="drivers" label={t('dashboard.drivers')}>{container.driverCount ?? '–'}</Fact>
          <Fact name="openOrders" label={t('dashboard.openOrders')}>{container.openOrderCount ?? '–'}</Fact>
        </dl>
        <div style={styles.actions}>
          {LINKS.filter(([route]) => visible(route)).map(([route, label]) => (
            <Link key={route} href={visible(route)!.path} className="ld-button" data-link={label}>{t(`dashboard.open.${label}`)}</Link>
          ))}
        </div>
      </section>

      <section style={styles.section} aria-labelledby="mobility-categories">
        <h3 id="mobility-categories" style={styles.title}>{t('dashboard.categories', { count: container.categories.length })}</h3>
        {container.categories.length === 0 ? <p style={styles.hint}>{t('dashboard.noCategories')}</p> : (
          <table className="mobility-dashboard__categories" style={{ borderCollapse: 'collapse' }}>
            <thead><tr><th scope="col" style={{ textAlign: 'left', paddingRight: '2rem' }}>{t('areas:mobilityCategory.columns.displayName')}</th>
              <th scope="col" style={{ textAlign: 'right' }}>{t('areas:mobilityCategory.columns.maxBudget')}</th>
              <th scope="col"><span className="visually-hidden">{t('dashboard.webApp')}</span></th></tr></thead>
            <tbody>
              {container.categories.map((category) => (
                <tr key={category.id} data-category-id={category.id}>
                  <td style={{ paddingRight: '2rem' }}>{category.displayName}</td>
                  <td style={{ textAlign: 'right' }}>{category.maxBudget === undefined ? '–' : formatCurrency(category.maxBudget, currency)}</td>
                  <td style={{ paddingLeft: '2rem' }}><MobilityWebAppButton target={{ mobilityCategoryId: category.id }} name={category.displayName} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section style={styles.section} aria-labelledby="mobility-products">
        <h3 id="mobility-products" style={styles.title}>{t('dashboard.products', { count: container.products.length })}</h3>
        {container.products.length === 0 ? <p style={styles.hint}>{t('dashboard.noProducts')}</p> : (
          <ul className="mobility-dashboard__products" style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' }}>
            {container.products.map((product) => (
              <li key={product.id} data-product-id={product.id}>
                <strong>{product.displayName}</strong> — {t(`areas:mobilityProduct.types.${product.type}`)}:{' '}
                {product.type === 'card' ? (product.cardDisplayName ?? product.displayName) : arrangementName(product.carArrangementId)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
