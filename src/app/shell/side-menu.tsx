import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useAccess } from '../../features/access/use-access';
import { useArrangementSelection } from '../../features/arrangement-selection/use-arrangement-selection';
import { useContainerSelection } from '../../features/container-selection/use-container-selection';
import { TRIM_ARRANGEMENT_MENU, trimText } from '../../lib/text';
import { sideMenuStore } from '../../stores/side-menu';
import { PRODUCT, paths, routes } from '../paths';
import { useRouteVisible } from './use-route-visible';
import { Icon } from './icons';
import { MENU_GROUPS, type MenuGroup } from './menu-items';
import { useActiveItem } from './use-shell-navigation';

/**
 * The side menu: one entry per group the user may open. A group reopens at its last visited
 * address, else at its default (mobility: the mobidisk page while the client has no containers).
 */
export function SideMenu() {
  const { t } = useTranslation('menu');
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

  return (
    <nav className="side-menu" aria-label={t('sideMenu')}>
      <ul className="side-menu__list">
        {MENU_GROUPS.filter((group) => access.can(group.feature)).map((group) => (
          <li key={group.section}>
            <Link
              href={target(group)}
              className={`side-menu__item${active === group.section ? ' side-menu__item--active' : ''}`}
              aria-current={active === group.section ? 'true' : undefined}
              data-group={group.section}
            >
              <Icon name={group.icon} size={22} />
              <span className="side-menu__label">{t(`groups.${group.section}`, { product: PRODUCT.toUpperCase() })}</span>
              {group.section === 'arrangement' && arrangement && (
                <span className="side-menu__detail" title={arrangement.displayName}>
                  {trimText(arrangement.displayName, TRIM_ARRANGEMENT_MENU)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
