import { rankItems, type PaletteItem } from '../../../elements/command-palette/palette-match';
import { PRODUCT, type RouteEntry } from '../paths';
import type { MenuGroup } from '../shell/menu-items';

/** A screen the palette offers: the item it shows and the address it opens. */
export interface ScreenChoice extends PaletteItem {
  href: string;
}

/** Screens outside the side menus: the profile menu's administration pages and the sidebar footer's tools. */
export const EXTRA_SCREENS = ['administration-settings', 'administration-run_bulk', 'tools-release-notes', 'tools-analyzer', 'tools-machines'] as const;

export interface ScreenSources {
  groups: readonly MenuGroup[];
  /** Whether the user sees a menu group (its access-table row), as the side menu asks. */
  canOpenGroup: (group: MenuGroup) => boolean;
  /** The route when the user may open it (access table and route guards), as the menus ask (use-route-visible.ts). */
  visible: (name: string) => RouteEntry | null;
  t: (key: string, options?: Record<string, unknown>) => string;
  /** The palette group the items belong to. */
  group: string;
}

/**
 * Every screen the user may open, once each, titled as the menus title it ("Categories") with its menu path
 * ("Arrangement › Categories"): the side-menu groups' items, then the pages outside the menus. Nothing here decides
 * access: the menus' own checks are passed in.
 */
export function screenChoices({ groups, canOpenGroup, visible, t, group }: ScreenSources): ScreenChoice[] {
  const product = { product: PRODUCT.toUpperCase() };
  const choices: ScreenChoice[] = [];
  const add = (route: RouteEntry, label: string, where: string) => {
    if (choices.some((choice) => choice.id === route.name)) return;
    choices.push({ id: route.name, label, description: `${where} › ${label}`, group, href: route.path });
  };
  for (const menu of groups.filter(canOpenGroup)) {
    const where = t(`menu:groups.${menu.section}`, product);
    for (const item of menu.items) {
      const route = visible(item.route);
      if (route) add(route, t(`menu:items.${item.label}`), where);
    }
  }
  for (const name of EXTRA_SCREENS) {
    const route = visible(name);
    if (!route) continue;
    const [first = '', last = ''] = route.path.split('/').filter(Boolean);
    add(route, t(`routes:parts.${last}`), t(`routes:parts.${first}`));
  }
  return choices;
}

/** The screens matching the query, best first, at most `limit` (all of them for an empty query). */
export function matchingScreens(choices: readonly ScreenChoice[], query: string, limit: number): ScreenChoice[] {
  const ranked = rankItems(choices, query);
  return query.trim() === '' ? ranked : ranked.slice(0, limit);
}
