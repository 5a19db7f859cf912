import { INFORMATIVE_FIGURES, type Dashboard, type DashboardFigure, type DashboardFigureKey } from '../../../contract/types/dashboard';
import { PRODUCT_KEY as PRODUCT } from '../../api/provider';

/**
 * What the home dashboard shows of the server's figures (issue 37 point 1): which group each belongs to, where it
 * leads (the list filtered to exactly the rows it counts, the filters in the address so a link can be shared), and
 * whether anything needs attention at all. Pure, so it is tested without a browser.
 */

export const DASHBOARD_GROUPS = ['orders', 'drivers', 'arrangements', 'mobility', 'mail', 'releases', 'provider'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

interface FigureTarget {
  group: DashboardGroup;
  /** The list with the filter that shows exactly the counted rows. */
  href: string;
}

const TARGETS: Record<DashboardFigureKey, FigureTarget> = {
  ordersWaiting: { group: 'orders', href: '/component/order?status=open' },
  driversExpiring: { group: 'drivers', href: '/component/driver?expiration=withinThirtyDays' },
  driversExpiredActive: { group: 'drivers', href: '/component/driver?attention=expiredStillActive' },
  driversWithoutCategory: { group: 'drivers', href: '/component/driver?attention=withoutCategory' },
  welcomeMailsNotSent: { group: 'drivers', href: '/component/driver?emailNotSent=true' },
  arrangementsStaleRun: { group: 'arrangements', href: '/component/arrangement?attention=staleRun' },
  arrangementsInactive: { group: 'arrangements', href: '/component/arrangement?attention=inactive' },
  arrangementsWithoutCategories: { group: 'arrangements', href: '/component/arrangement?attention=withoutCategories' },
  mantelContractsInvalid: { group: 'arrangements', href: '/component/arrangement?attention=invalidMantel' },
  containersInactive: { group: 'mobility', href: '/component/mobility_container?attention=inactive' },
  productTypesDuplicate: { group: 'mobility', href: '/component/mobility_product?attention=duplicateType' },
  mailFailed: { group: 'mail', href: '/component/mail/logs?attention=failedRecently' },
  releaseNotesUnseen: { group: 'releases', href: '/tools/release-notes' },
  providerClients: { group: 'provider', href: `/${PRODUCT}/client` },
  providerClientsStaleRun: { group: 'provider', href: `/${PRODUCT}/client?attention=staleRun` },
};

export const figureHref = (key: DashboardFigureKey): string => TARGETS[key].href;

export interface FigureGroup {
  group: DashboardGroup;
  figures: DashboardFigure[];
}

/** A figure to show: one that needs attention (not zero), or one that only informs (the provider's client count). */
const shown = (figure: DashboardFigure) => figure.count > 0 || INFORMATIVE_FIGURES.includes(figure.key);

/** The figures to show, by group in the page's order, each group in the server's order; empty groups left out. */
export function figureGroups(dashboard: Dashboard): FigureGroup[] {
  return DASHBOARD_GROUPS
    .map((group) => ({ group, figures: dashboard.figures.filter((figure) => TARGETS[figure.key].group === group && shown(figure)) }))
    .filter((entry) => entry.figures.length > 0);
}

/** True when no figure asks for anything: the page then says so in one friendly line. */
export function allClear(dashboard: Dashboard): boolean {
  return dashboard.figures.every((figure) => figure.count === 0 || INFORMATIVE_FIGURES.includes(figure.key));
}

/** Whole days from `iso` to `now` (0 on the same day or for a moment in the future), for "the oldest waits N days". */
export function daysSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000));
}
