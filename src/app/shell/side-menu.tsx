import { useSnapshot } from 'valtio';
import { useAccess } from '../../features/access/use-access';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { sideMenuStore } from '../../stores/side-menu';
import { paths, routes } from '../paths';
import { useRouteVisible } from './use-route-visible';
import { MENU_GROUPS, type MenuGroup } from './menu-items';
import { RailNav } from './rail-nav';
import { useActiveItem } from './use-shell-navigation';

/**
 * The side menu: one entry per group the user may open. A group reopens at its last visited
 * address, else at its default (mobility: the mobidisk page while the client has no containers).
 */
export function SideMenu() {
  const access = useAccess();
  const active = useActiveItem();
  const { lastRoutes } = useSnapshot(sideMenuStore);
  const arrangement = useArrangementSelection().selected;
  const hasContainers = useContainerSelection().containers.length > 0;

  const visible = useRouteVisible();
  /** The last visited address, else the default; a default the role may not open gives way to the group's first item. */
  const target = (group: MenuGroup) => {
    const last = lastRoutes[group.section];
    if (last) return last;
    const fallback = group.section === 'mobility' && !hasContainers ? paths.mobidisk : group.defaultPath;
    const allowed = routes.find((route) => route.path === fallback && visible(route.name));
    return allowed ? fallback : (group.items.map((item) => visible(item.route)).find(Boolean)?.path ?? fallback);
  };

  const entries = MENU_GROUPS.filter((group) => access.can(group.feature)).map((group) => ({
    group,
    href: target(group),
    active: active === group.section,
    detail: group.section === 'arrangement' ? arrangement?.displayName : null,
  }));
  return <RailNav entries={entries} />;
}
