import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { TRIM_MENU, TRIM_MENU_WITH_SUBMENU, trimText } from '../../lib/text';
import { PRODUCT, type RouteEntry } from '../paths';
import { Icon } from './icons';
import { BARE_PATH_FILTER, SUB_MENUS, type MenuGroup, type MenuItem } from './menu-items';

// The sidebar's menu as drawn (sidebar.tsx gives it the group and who may open what), so a browser test can
// draw it in every locale (test/elements/shell-menus.test.ts).

function SubMenu({ item, path }: { item: MenuItem & { sub: keyof typeof SUB_MENUS }; path: string }) {
  const { t } = useTranslation('menu');
  const search = new URLSearchParams(useSearch());
  const [location] = useLocation();
  const bare = BARE_PATH_FILTER[item.sub];
  const current = location === path ? (search.get('status') ?? bare ?? SUB_MENUS[item.sub][0]) : null;
  return (
    <ul className="sidebar__submenu">
      {SUB_MENUS[item.sub].map((filter) => {
        const href = filter === bare ? path : `${path}?status=${filter}`;
        return (
          <li key={filter}>
            <Link href={href} className="sidebar__subitem" aria-current={current === filter ? 'page' : undefined}>
              {t(`sub.${item.sub}.${filter}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Item({ item, route }: { item: MenuItem; route: RouteEntry }) {
  const { t } = useTranslation('menu');
  const [location] = useLocation();
  const here = location === route.path || location.startsWith(`${route.path}/`);
  const [expanded, setExpanded] = useState(here);
  const label = t(`items.${item.label}`);
  const text = trimText(label, item.sub ? TRIM_MENU_WITH_SUBMENU : TRIM_MENU);
  const current = route.path === '/' || route.path.split('/').length === 2 ? location === route.path : here;
  return (
    <li className={`sidebar__entry${current ? ' sidebar__entry--active' : ''}`}>
      <div className="sidebar__row">
        <Link
          href={route.path}
          className="sidebar__item"
          aria-current={current ? 'page' : undefined}
          // Cut to spec 01 §2's length: the full name is the tooltip and the accessible name (issue 37).
          title={label === text ? undefined : label}
          aria-label={label === text ? undefined : label}
        >
          {text}
        </Link>
        {item.sub && (
          <button
            type="button"
            className="icon-button sidebar__toggle"
            aria-expanded={expanded || here}
            aria-label={t('toggleSubmenu', { name: label })}
            onClick={() => setExpanded(!(expanded || here))}
          >
            <Icon name={expanded || here ? 'chevronDown' : 'chevronRight'} size={16} />
          </button>
        )}
      </div>
      {item.sub && (expanded || here) && <SubMenu item={{ ...item, sub: item.sub }} path={route.path} />}
    </li>
  );
}

/** A group's items the user may open (`visible`: the access table and route guards), as drawn. */
export function SidebarNav({ group, visible }: { group: MenuGroup; visible: (name: string) => RouteEntry | null | undefined }) {
  const { t } = useTranslation('menu');
  return (
    <nav className="sidebar__nav" aria-label={t(`groups.${group.section}`, { product: PRODUCT.toUpperCase() })}>
      <ul className="sidebar__list">
        {group.items.map((item) => {
          const route = visible(item.route);
          return route ? <Item key={item.route} item={item} route={route} /> : null;
        })}
      </ul>
    </nav>
  );
}
