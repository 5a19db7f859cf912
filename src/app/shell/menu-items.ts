import type { Feature } from '../../../contract/access/permissions';
import { paths, PRODUCT, type Section } from '../paths';
import type { IconName } from './icons';

/** Sub-menus of list items (spec 01 §2): filters passed to the list in ?status=. */
export const SUB_MENUS = {
  drivers: ['all', 'expired', 'ordered', 'active'],
  orders: ['all', 'open', 'approved', 'rejected'],
  arrangements: ['active', 'inactive'],
} as const;
export type SubMenuName = keyof typeof SUB_MENUS;

/**
 * The filter a list shows at its bare path, so the sidebar links that filter without ?status=: a
 * driver list shows all drivers, an order list its open orders (spec 02 §9: status open by default).
 * Null: every entry carries its status.
 */
export const BARE_PATH_FILTER: Readonly<Record<SubMenuName, string | null>> = { drivers: 'all', orders: 'open', arrangements: null };

export interface MenuItem {
  /** A declared route name (src/app/paths.ts); its features and guards decide visibility. */
  route: string;
  /** Key in the `menu` namespace: items.<label>. */
  label: string;
  sub?: SubMenuName;
}

export interface MenuGroup {
  section: Exclude<Section, 'tools'>;
  icon: IconName;
  /** Who sees the group in the side menu (access table row). */
  feature: Feature;
  /** Spec 01 §2 "Side menu groups": where the group opens when nothing was visited yet. */
  defaultPath: string;
  items: readonly MenuItem[];
}

/** The side-menu groups in order, each with its sidebar menu. Items a user may not open are hidden. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    section: 'main', icon: 'home', feature: 'mainMenu', defaultPath: paths.dashboard,
    items: [
      { route: 'index', label: 'dashboard' },
      { route: 'component-driver', label: 'drivers', sub: 'drivers' },
      { route: 'component-order', label: 'orders', sub: 'orders' },
      { route: 'component-arrangement', label: 'arrangements', sub: 'arrangements' },
      { route: 'component-account', label: 'accounts' },
      { route: 'component-operating_company', label: 'operatingCompanies' },
      { route: 'component-order_company', label: 'orderCompanies' },
      { route: 'component-category', label: 'categories' },
      { route: 'component-deviation', label: 'deviations' },
      { route: 'component-car_overview', label: 'carOverview' },
      { route: 'component-mobility_container', label: 'mobilityContainers' },
      { route: 'component-mobility_category', label: 'mobilityCategories' },
      { route: 'component-mobility_product', label: 'mobilityProducts' },
      { route: 'component-faq', label: 'faq' },
      { route: 'component-writing-news', label: 'texts' },
      { route: 'component-mail-template', label: 'mail' },
      { route: 'component-mail-logs', label: 'mailLogs' },
    ],
  },
  {
    section: 'arrangement', icon: 'car', feature: 'arrangementMenu', defaultPath: paths.arrangement,
    items: [
      { route: 'arrangement', label: 'dashboard' },
      { route: 'arrangement-driver', label: 'drivers', sub: 'drivers' },
      { route: 'arrangement-order', label: 'orders', sub: 'orders' },
      { route: 'arrangement-account', label: 'accounts' },
      { route: 'arrangement-category', label: 'categories' },
      { route: 'arrangement-component', label: 'components' },
      { route: 'arrangement-option_accessory', label: 'options' },
      { route: 'arrangement-deviation', label: 'deviations' },
      { route: 'arrangement-calculatorsetting-edit', label: 'calculatorSetting' },
      { route: 'arrangement-preferred_dealer', label: 'preferredDealers' },
      { route: 'arrangement-blocked', label: 'blocked' },
      { route: 'arrangement-order_company', label: 'orderCompanies' },
      { route: 'arrangement-car-extended', label: 'cars' },
      { route: 'arrangement-writing-news', label: 'texts' },
      { route: 'arrangement-mail-template', label: 'mail' },
      { route: 'arrangement-settings', label: 'settings' },
    ],
  },
  {
    section: 'mobility', icon: 'mobility', feature: 'mobility', defaultPath: paths.mobility,
    items: [
      { route: 'mobility', label: 'dashboard' },
      { route: 'mobility-driver', label: 'drivers', sub: 'drivers' },
      { route: 'mobility-order', label: 'orders', sub: 'orders' },
      { route: 'mobility-category', label: 'categories' },
      { route: 'mobility-product', label: 'products' },
      { route: 'mobility-container-edit', label: 'container' },
      { route: 'mobility-mail-template', label: 'mail' },
      { route: 'mobility-features-mobidisk', label: 'mobidisk' },
    ],
  },
  {
    section: 'leasewise', icon: 'briefcase', feature: 'leaseSystemMenu', defaultPath: paths.leasewise,
    items: [
      { route: 'leasewise-arrangement', label: 'leasewiseArrangements' },
      { route: 'leasewise-driver', label: 'leasewiseDrivers' },
    ],
  },
  {
    section: 'fleetmanagement', icon: 'truck', feature: 'fleetManagement', defaultPath: paths.fleetmanagement,
    items: [{ route: 'fleetmanagement-driver', label: 'fleetDrivers' }],
  },
  {
    section: 'amw', icon: 'shield', feature: 'productMenu', defaultPath: paths.productClients,
    items: [
      { route: `${PRODUCT}-client`, label: 'clients' },
      { route: `${PRODUCT}-compare`, label: 'compare' },
      { route: `${PRODUCT}-language`, label: 'languages' },
      { route: `${PRODUCT}-mail-template`, label: 'mailTemplates' },
      { route: `${PRODUCT}-mail-type`, label: 'mailTypes' },
      { route: `${PRODUCT}-mail-variable`, label: 'mailVariables' },
    ],
  },
];

export function menuGroup(section: Section | null): MenuGroup | undefined {
  return MENU_GROUPS.find((group) => group.section === section);
}

/** Where a driver is edited or created for the active section (top bar search and user-plus). */
export function driverArea(section: Section | null): string {
  if (section === 'arrangement' || section === 'mobility' || section === 'leasewise' || section === 'fleetmanagement') return section;
  return 'component';
}
