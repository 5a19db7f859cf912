import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../elements/progress-bar/progress-bar';
import type { BulkStatus } from '../../contract/types/bulk';
import type { DashboardFigure } from '../../contract/types/dashboard';
import { useSelectionDialog } from '../app/shell/selection-context';
import { useAccess } from '../features/access/use-access';
import { useArrangementSelection } from '../features/arrangement-selection/use-arrangement-selection';
import { allClear, daysSince, figureGroups, figureHref } from '../features/dashboard/dashboard-figures';
import { useDashboard } from '../features/dashboard/use-dashboard';
import { systemClock } from '../lib/clock';
import { DATE_TIME_FORMAT, formatDate } from '../lib/dates';
import { formatNumber } from '../lib/format';

const styles = {
  page: { display: 'grid', gap: '1.25rem', maxWidth: '72rem' },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem', flexWrap: 'wrap' },
  heading: { margin: 0, fontSize: '1.25rem' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(19rem, 1fr))', gap: '1rem', alignItems: 'start' },
  card: {
    display: 'grid', gap: '0.6rem', padding: '1rem 1.1rem', borderRadius: 'var(--sl-border-radius-large)',
    border: '1px solid var(--sl-color-neutral-200)', background: 'var(--sl-panel-background-color, var(--sl-color-neutral-0))',
  },
  cardHeading: { margin: 0, fontSize: '1rem', fontWeight: 600 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' },
  count: { fontSize: '1.25rem', fontWeight: 700, marginRight: '0.15rem', fontVariantNumeric: 'tabular-nums' },
  aside: { display: 'block', color: 'var(--sl-color-neutral-600)', fontSize: '0.875rem', marginTop: '0.1rem' },
  hint: { display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap', margin: 0 },
} as const;

/**
 * `/` (issue 37 point 1): what needs the administrator's attention today, per group, each figure a link to the list
 * filtered to exactly those rows; the client's last bulk run (live while it runs); one friendly line when nothing
 * needs attention. The page header above shows the client's name. While no arrangement is chosen, the spec's prompt
 * to select one, with a button that opens the choice.
 */
export default function Dashboard() {
  const { t } = useTranslation(['dashboard', 'shell']);
  const access = useAccess();
  const arrangement = useArrangementSelection();
  const dialog = useSelectionDialog();
  const { dashboard, loading, failed, outdated, refresh, retry } = useDashboard();
  const asksArrangement = access.can('arrangementMenu') && !arrangement.selected && !arrangement.loading;
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading" style={styles.page}>
      {asksArrangement && (
        <p className="dashboard__hint" style={styles.hint}>
          {t('shell:selectArrangement')}
          <sl-button size="small" variant="primary" onClick={() => dialog.open('arrangement')}>{t('chooseArrangement')}</sl-button>
        </p>
      )}
      <div style={styles.bar}>
        <h2 id="dashboard-heading" style={styles.heading}>{t('heading')}</h2>
        {dashboard && <sl-button size="small" onClick={refresh}>{t('refresh')}</sl-button>}
      </div>
      {failed && (
        <div role="alert" className="dashboard__failed" style={styles.hint}>
          {t('loadFailed')} <sl-button size="small" onClick={retry}>{t('retry')}</sl-button>
        </div>
      )}
      {loading && <p role="status">{t('loading')}</p>}
      {outdated && <p role="status" className="dashboard__outdated">{t('outdated')}</p>}
      {dashboard && (
        <>
          {allClear(dashboard) && <p className="dashboard__all-clear" role="status">{t('allClear')}</p>}
          <div style={styles.grid}>
            {figureGroups(dashboard).map(({ group, figures }) => (
              <section key={group} className="dashboard__group" data-group={group} aria-labelledby={`dashboard-${group}`} style={styles.card}>
                <h3 id={`dashboard-${group}`} style={styles.cardHeading}>{t(`groups.${group}`)}</h3>
                <ul style={styles.list}>
                  {figures.map((figure) => <Figure key={figure.key} figure={figure} />)}
                </ul>
              </section>
            ))}
            {dashboard.bulkRun && <BulkRunCard run={dashboard.bulkRun} />}
          </div>
        </>
      )}
    </section>
  );
}

function Figure({ figure }: { figure: DashboardFigure }) {
  const { t } = useTranslation('dashboard');
  const now = useMemo(() => systemClock.now(), [figure]);
  return (
    <li data-figure={figure.key}>
      <Link href={figureHref(figure.key)}>
        {/* The space keeps number and words apart in the link's accessible name too. */}
        <span style={styles.count}>{formatNumber(figure.count)}</span>{' '}
        {t(`figures.${figure.key}`, { count: figure.count })}
      </Link>
      {figure.oldest && <span style={styles.aside}><OldestAge days={daysSince(figure.oldest, now)} /></span>}
    </li>
  );
}

function OldestAge({ days }: { days: number }) {
  const { t } = useTranslation('dashboard');
  return <>{days === 0 ? t('oldestWaitsToday') : t('oldestWaits', { count: days })}</>;
}

/** The client's last bulk run: its state, when and by whom; the progress bar while it is queued or running. */
function BulkRunCard({ run }: { run: BulkStatus }) {
  const { t } = useTranslation(['dashboard', 'bulk']);
  const going = run.state === 'queued' || run.state === 'running';
  const when = formatDate(run.finishedAt ?? run.startedAt ?? run.requestedAt, DATE_TIME_FORMAT);
  return (
    <section className="dashboard__bulk-run" data-state={run.state} aria-labelledby="dashboard-bulk-run" style={styles.card}>
      <h3 id="dashboard-bulk-run" style={styles.cardHeading}>{t('bulkRun.heading')}</h3>
      {run.state === 'none' ? (
        <p style={{ margin: 0 }}>{t('bulkRun.none')}</p>
      ) : (
        <p style={{ margin: 0 }}>
          <strong>{t(`bulk:states.${run.state}`)}</strong>
          <span style={styles.aside}>{t('bulkRun.when', { when, by: run.requestedBy?.name ?? t('bulkRun.nobody') })}</span>
        </p>
      )}
      {going && (
        <ld-progress-bar value={run.progress} showValue label={t('bulkRun.progress', { priced: formatNumber(run.versionsPriced), total: formatNumber(run.versionsTotal) })} />
      )}
      <Link href="/administration/run_bulk">{t('bulkRun.open')}</Link>
    </section>
  );
}
