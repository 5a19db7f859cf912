import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAccess } from '../../features/access/use-access';
import { useShell } from '../../features/shell/use-shell';
import { Icon } from '../shell/icons';
import { driverArea } from '../shell/menu-items';
import { useActiveItem } from '../shell/use-shell-navigation';
import { useRouteVisible } from '../shell/use-route-visible';
import { AppSwitcher } from './app-switcher';
import { CustomerSwitcher } from './customer-switcher';
import { DriverSearch } from './driver-search';
import { LanguageSwitcher } from './language-switcher';
import { ProfileMenu } from './profile-menu';
import { ReleaseNotesLink } from './release-notes-link';

/**
 * Spec 01 §2 "Top bar": driver search and user-plus (not for fleetmanagement), app switcher,
 * customer switcher (master), language switcher, release notes (supervisor), the profile menu.
 */
export function TopBar() {
  const { t } = useTranslation('topbar');
  const access = useAccess();
  const active = useActiveItem();
  const visible = useRouteVisible();
  const user = useShell().data?.user;
  const area = driverArea(active === 'tools' ? null : active);
  const createDriver = visible(`${area}-driver-create`);

  return (
    <div className="top-bar">
      {access.can('driverSearch') && <DriverSearch area={area} />}
      {access.can('driverSearch') && createDriver && (
        <Link href={createDriver.path} className="top-bar__button" aria-label={t('createDriver')} title={t('createDriver')}>
          <Icon name="userPlus" />
        </Link>
      )}
      <div className="top-bar__end">
        {access.role === 'master' && (user?.amwProducts?.length ?? 0) > 1 && <AppSwitcher owned={user?.amwProducts ?? []} />}
        {access.can('customerSwitcher') && <CustomerSwitcher />}
        <LanguageSwitcher />
        {access.can('releaseNotes') && <ReleaseNotesLink />}
        <ProfileMenu />
      </div>
    </div>
  );
}
