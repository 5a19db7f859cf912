import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useAccess } from '../../../features/access/use-access';
import { useArrangementSelection } from '../../../features/arrangement-selection/use-arrangement-selection';
import { loadArrangementState } from '../../../features/arrangement-state/load-arrangement-state';
import { useLoad } from '../../../features/load/use-load';
import { httpStatus } from '../../../api/errors';
import { useShell } from '../../../features/shell/use-shell';
import { arrangementWarnings, type ArrangementWarning } from '../../../lib/arrangement-warnings';
import { systemClock } from '../../../lib/clock';
import { formatDate } from '../../../lib/dates';
import type { Feature } from '../../../../contract/access/permissions';
import { KitLoadState } from '../../kit/kit-load-state';
import { formStyles as styles } from '../driver-form/driver-form-styles';
import { MobilityWebAppButton } from '../../mobility/mobility-webapp-button';

/** The warnings the supervisor banners also give say it in the banners' words. */
const TEXT: Record<ArrangementWarning, string> = {
  inactiveForDrivers: 'banners:arrangementInactive',
  lastRunOutdated: 'banners:lastRunOutdated',
  mantelInvalid: 'banners:mantelInvalid',
  noCategories: 'warnings.noCategories',
};

/** Where each warning is mended, and who may go there. Paths under /arrangement work on this arrangement. */
const MENDS: Record<ArrangementWarning, { feature: Feature; path: (id: number) => string }[]> = {
  // Supervisors switch it on in the settings (the banner's button); bulk users in the calculator setting.
  inactiveForDrivers: [{ feature: 'settings', path: () => '/arrangement/settings' }, { feature: 'calculatorSetting', path: () => '/arrangement/calculatorsetting/edit' }],
  lastRunOutdated: [{ feature: 'bulkCalculator', path: () => '/administration/run_bulk' }],
  mantelInvalid: [{ feature: 'arrangements', path: (id) => `/component/arrangement/edit?id=${id}` }],
  noCategories: [{ feature: 'categories', path: () => '/arrangement/category/create' }],
};

function Fact({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <>
      <dt style={styles.term}>{label}</dt>
      <dd style={styles.value} data-fact={name}>{children}</dd>
    </>
  );
}

/**
 * One arrangement's state at a glance (issue 14 point 1): active for drivers, last run, categories, drivers, open
 * orders, and the banners' warnings each with the way to mend it (only the ways the user's role may take). Shown
 * by the /arrangement dashboard for the selected arrangement and by /component/arrangement/view for any; a link
 * into the arrangement area first makes this arrangement the selected one.
 */
export function ArrangementState({ id }: { id: number }) {
  const { t } = useTranslation(['arrangements', 'banners', 'selection', 'kit']);
  const access = useAccess();
  const { selected, arrangements, select, reload } = useArrangementSelection();
  const [, navigate] = useLocation();
  const leaseSystem = useShell().data?.licenses.hasLeaseWise ?? false;
  const withOrders = access.can('orders');
  const loaded = useLoad((signal) => loadArrangementState(id, withOrders, signal), [id, withOrders]);
  const state = loaded.value;
  const now = useMemo(() => systemClock.now(), [state]);
  const listed = arrangements.some((arrangement) => arrangement.id === id);
  // A new arrangement is not in the selection's list yet: read it again so it can be worked on.
  useEffect(() => {
    if (state?.row && !listed) reload();
  }, [state, listed, reload]);

  if (loaded.status === 'loading') return <KitLoadState status="loading" />;
  if (!state?.row) return <KitLoadState status={loaded.status === 'ready' || httpStatus(loaded.error) === 404 ? 'notFound' : 'failed'} onRetry={loaded.reload} />;
  const row = state.row;
  const active = row.calculatorSettings.isActiveOnlineForDrivers;
  const workOn = (path: string) => {
    if (path.startsWith('/arrangement') && selected?.id !== id) select(id);
    navigate(path);
  };
  // Pages under /arrangement show the selected arrangement: reachable only once this one can be selected.
  const action = (feature: Feature, path: string, label: string) => (access.can(feature) && (listed || !path.startsWith('/arrangement'))
    ? <sl-button size="small" data-action={path} onClick={() => workOn(path)}>{label}</sl-button> : null);
  const warnings = arrangementWarnings(row, { now, leaseSystem });

  return (
    <section className="arrangement-state" style={styles.page} data-arrangement-id={id}>
      <header style={styles.header}>
        <h2 style={styles.title}>{row.displayName}</h2>
        <div style={styles.actions}>
          {access.can('arrangements') && <Link href={`/component/arrangement/edit?id=${id}`} className="ld-button">{t('edit')}</Link>}
          {selected?.id !== id && listed && <sl-button variant="primary" onClick={() => workOn('/arrangement')}>{t('workOn')}</sl-button>}
          <MobilityWebAppButton target={{ carArrangementId: id }} />
        </div>
      </header>

      <section style={styles.section} aria-labelledby="arrangement-warnings">
        <h3 id="arrangement-warnings" style={styles.title}>{t('warnings.title')}</h3>
        {warnings.length === 0 ? <p style={styles.hint}>{t('warnings.none')}</p> : (
          <ul className="arrangement-state__warnings" style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
            {warnings.map((warning) => (
              <li key={warning} data-warning={warning}>
                <span>{t(TEXT[warning], { name: row.displayName })}</span>{' '}
                {MENDS[warning].map(({ feature, path }) => <span key={feature}>{action(feature, path(id), t(`mend.${feature}`))} </span>)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section style={styles.section} aria-labelledby="arrangement-facts">
        <h3 id="arrangement-facts" style={styles.title}>{t('facts.title')}</h3>
        <dl style={styles.details}>
          <Fact name="type" label={t('facts.type')}>{t(`selection:types.${row.dataObject.type}`)}</Fact>
          <Fact name="mantelNumber" label={t('facts.mantelNumber')}>{row.mantelNumber ?? '–'}</Fact>
          <Fact name="active" label={t('facts.active')}>
            <span className={`status-dot status-dot--${active ? 'active' : 'inactive'}`} aria-hidden="true" /> {t(active ? 'kit:yes' : 'kit:no')}
          </Fact>
          <Fact name="lastRun" label={t('facts.lastRun')}>{formatDate(row.calculatorSettings.dateLastRun) || t('never')}</Fact>
          <Fact name="categories" label={t('facts.categories')}>
            {row.categories.length === 0 ? t('facts.noCategories') : row.categories.map((category) => category.displayName).join(', ')}
          </Fact>
          <Fact name="drivers" label={t('facts.drivers')}>{t('facts.driverCount', { count: row.driverCount, active: row.activeDriverCount })}</Fact>
          {state.openOrders !== null && <Fact name="openOrders" label={t('facts.openOrders')}>{state.openOrders}</Fact>}
        </dl>
        <div style={styles.actions}>
          {action('categories', '/arrangement/category', t('open.categories'))}
          {action('drivers', '/arrangement/driver', t('open.drivers'))}
          {action('orders', '/arrangement/order', t('open.orders'))}
          {action('calculatorSetting', '/arrangement/calculatorsetting/edit', t('open.calculatorSetting'))}
          {action('settings', '/arrangement/settings', t('open.settings'))}
        </div>
      </section>
    </section>
  );
}
