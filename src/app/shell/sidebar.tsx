import { useTranslation } from 'react-i18next';
import { useShell } from '../../features/shell/use-shell';
import { menuGroup } from './menu-items';
import { SidebarFooter } from './sidebar-footer';
import { SidebarHeader } from './sidebar-header';
import { SidebarNav } from './sidebar-nav';
import { MobilityPromotion } from './mobility-promotion';
import { useActiveItem } from './use-shell-navigation';
import { useRouteVisible } from './use-route-visible';

/** The sidebar menu of the active group: header, the group's items, promotion card, footer. */
export function Sidebar() {
  const { t } = useTranslation('menu');
  const active = useActiveItem();
  const group = menuGroup(active === 'tools' ? null : active) ?? menuGroup('main');
  const licensed = useShell().data?.licenses.isMobilityModuleEnabled ?? false;
  const visible = useRouteVisible();
  return (
    <aside className="sidebar" aria-label={t('sidebar')}>
      <SidebarHeader />
      {group && <SidebarNav group={group} visible={visible} />}
      {!licensed && <MobilityPromotion />}
      <SidebarFooter />
    </aside>
  );
}
