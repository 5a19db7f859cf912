import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAccess } from '../../features/access/use-access';
import { useArrangementOverview, useLaterListReads } from '../../features/arrangement-overview/use-arrangement-overview';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { useShell } from '../../features/shell/use-shell';
import { hasRole } from '../../../contract/access/permissions';
import { systemClock } from '../../lib/clock';
import { paths } from '../paths';
import { Icon } from '../shell/icons';
import { useActiveItem } from '../shell/use-shell-navigation';
import { OfflineIndicator } from './online-status';
import { SubsupervisorBanner } from './subsupervisor-banner';
import { isRunDue, outdatedActiveCount } from '../../lib/outdated';

function Banner({ children, variant = 'warning' }: { children: React.ReactNode; variant?: 'warning' | 'info' }) {
  return (
    <div className={`banner banner--${variant}`} role="status">
      <Icon name="warning" />
      <div className="banner__body">{children}</div>
    </div>
  );
}

/**
 * Spec 01 §2 supervisor banners, from the arrangement overview: arrangements active for drivers
 * with a run older than 7 days (count); in the arrangement area the selected arrangement's invalid
 * mantel contract setting (with the lease-system licence), outdated last run, or inactivity for
 * drivers (button to its settings); in the mobility area an inactive container.
 */
function SupervisorBanners() {
  const { t } = useTranslation('banners');
  const active = useActiveItem();
  const { selected, loading } = useArrangementSelection();
  const container = useContainerSelection().selected;
  // Read alongside the arrangement list, and again whenever the list is read anew (a finished bulk run or an
  // arrangement's save reloads it), so the outdated count follows the last-run dates.
  const overview = useArrangementOverview(true, useLaterListReads(loading));
  const leaseSystem = useShell().data?.licenses.hasLeaseWise ?? false;
  const now = useMemo(() => systemClock.now(), [overview, selected]);
  const outdated = useMemo(() => outdatedActiveCount(overview, now), [overview, now]);
  const settings = selected?.calculatorSettings;
  const mantelInvalid = leaseSystem && selected && overview.find((row) => row.id === selected.id)?.isMantelContractValid === false;

  return (
    <>
      {outdated > 0 && <Banner>{t('outdatedArrangements', { count: outdated })}</Banner>}
      {active === 'arrangement' && mantelInvalid && <Banner>{t('mantelInvalid', { name: selected.displayName })}</Banner>}
      {active === 'arrangement' && selected && isRunDue(selected, now) && (
        <Banner>{t('lastRunOutdated', { name: selected.displayName })}</Banner>
      )}
      {active === 'arrangement' && selected && settings && !settings.isActiveOnlineForDrivers && (
        <Banner>
          <span>{t('arrangementInactive', { name: selected.displayName })}</span>
          <Link href={paths.arrangementSettings} className="banner__action">
            {t('toSettings')}
          </Link>
        </Banner>
      )}
      {active === 'mobility' && container && !container.isActive && <Banner>{t('containerInactive', { name: container.displayName })}</Banner>}
    </>
  );
}

/** Spec 01 §2: a user without change rights (sub-supervisor) is told whom to contact. */
function ReadOnlyBanner() {
  const { t } = useTranslation('banners');
  const setting = useShell().data?.clientSetting;
  return (
    <Banner variant="info">
      {t('readOnly', { client: setting?.displayName ?? '' })}{' '}
      {setting?.email && <a href={`mailto:${setting.email}`}>{setting.email}</a>}
    </Banner>
  );
}

/** The top notification of the default layout: offline notice, acting as sub-supervisor, read-only notice, supervisor banners. */
export function TopNotification() {
  const access = useAccess();
  // A master acting as sub-supervisor is told that instead of whom to contact.
  const acting = useShell().data?.user.isSwitchedToSubsupervisor === true;
  const readOnly = access.role !== null && !hasRole(access.role, 'fleetmanagement') && !acting;
  return (
    <div className="top-notification">
      <OfflineIndicator />
      <SubsupervisorBanner />
      {readOnly && <ReadOnlyBanner />}
      {hasRole(access.role, 'supervisor') && <SupervisorBanners />}
    </div>
  );
}
