import { useTranslation } from 'react-i18next';
import { useAccess } from '../../features/access/use-access';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { useShell } from '../../features/shell/use-shell';
import { useCurrentRoute } from '../current-route';
import { PRODUCT } from '../paths';
import { Breadcrumbs } from './breadcrumbs';
import { CLOUD_CONSOLE_URL } from './contact';
import { Icon } from './icons';
import { SubNav } from './sub-nav';

function ExternalLink({ href, label, icon }: { href: string; label: string; icon: 'external' | 'cloud' }) {
  const { t } = useTranslation('shell');
  return (
    <a className="page-header__link" href={href} target="_blank" rel="noopener noreferrer">
      <Icon name={icon} size={16} />
      <span>{label}</span>
      <span className="visually-hidden">{t('newTab')}</span>
    </a>
  );
}

/**
 * Spec 01 §2 "Page header": client name on main, leasewise and fleetmanagement; the arrangement
 * (with the online environment, and the cloud console for master) on arrangement; the container on
 * mobility; "Administratie", "{product} Master" and "Help" on administration, master and tools.
 */
export function PageHeader() {
  const { t } = useTranslation('shell');
  const route = useCurrentRoute();
  const access = useAccess();
  const data = useShell().data;
  const arrangement = useArrangementSelection().selected;
  const container = useContainerSelection().selected;
  const area = route?.path.split('/')[1] ?? '';

  let title = data?.clientSetting.displayName ?? '';
  let links = null;
  if (area === 'administration') title = t('titles.administration');
  else if (area === PRODUCT || area === 'resources') title = t('titles.master', { product: PRODUCT.toUpperCase() });
  else if (area === 'tools') title = t('titles.tools');
  else if (area === 'mobility') title = container?.displayName ?? t('titles.mobility');
  else if (area === 'arrangement') {
    title = arrangement?.displayName ?? t('titles.arrangement');
    const online = data?.user.amwProducts?.[0]?.url;
    links = (
      <>
        {arrangement && online && /^https?:\/\//.test(online) && <ExternalLink href={online} label={t('onlineEnvironment')} icon="external" />}
        {arrangement && access.can('cloudConsole') && <ExternalLink href={CLOUD_CONSOLE_URL} label={t('cloudConsole')} icon="cloud" />}
      </>
    );
  }

  return (
    <div className="page-header">
      <div className="page-header__row">
        <h1 className="page-header__title">{title}</h1>
        {links}
      </div>
      {route && route.name !== 'index' && <Breadcrumbs route={route} />}
      {route && <SubNav route={route} />}
    </div>
  );
}
