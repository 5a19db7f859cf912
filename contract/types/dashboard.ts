import type { BulkStatus } from './bulk';

/**
 * The home dashboard (issue 37; our extension of the contract, server/README.md "GET /dashboard"): what needs an
 * administrator's attention today, each figure counted by the server within the reader's reach with the same SQL
 * its list filters by, so a figure always equals the resultCount of the list it links to.
 *
 *   GET /api-admin/dashboard → results[0]: Dashboard
 */

/**
 * The named filters a list takes as `?attention=` (on its GET and in the app's address), beside its own filters:
 * each shows exactly the rows one dashboard figure counts. The server refuses a name its list does not declare.
 */
export const ATTENTION_FILTERS = {
  /** GET /driver: expired (date of expiry passed) yet still marked active; bound to no category in any arrangement. */
  driver: ['expiredStillActive', 'withoutCategory'],
  /**
   * GET /cararrangement: active for drivers with a last run older than 7 days (or none); not active for drivers;
   * without categories; a mantel contract the lease system refuses.
   */
  arrangement: ['staleRun', 'inactive', 'withoutCategories', 'invalidMantel'],
  /** GET /mobilitycontainer: switched off for employees. */
  mobilityContainer: ['inactive'],
  /** GET /mobilityproduct: products offering an arrangement or a card their container already offers (spec 02 §8). */
  mobilityProduct: ['duplicateType'],
  /** GET /logemails: delivery failed, queued within the last 7 days. */
  mailLog: ['failedRecently'],
  /** GET /{product}/client (master): active clients with an arrangement active for drivers whose last run is stale. */
  providerClient: ['staleRun'],
} as const;

export type AttentionList = keyof typeof ATTENTION_FILTERS;
export type AttentionFilter<L extends AttentionList = AttentionList> = (typeof ATTENTION_FILTERS)[L][number];

/** "Older than 7 days": a last run, a failed mail. */
export const STALE_AFTER_DAYS = 7;
/** Drivers whose access ends within this many days (the driver list's expiration option `withinThirtyDays`). */
export const EXPIRING_WITHIN_DAYS = 30;

/** Every figure, in the order the dashboard shows them; the provider's two only for a master. */
export const DASHBOARD_FIGURES = [
  'ordersWaiting',
  'driversExpiring', 'driversExpiredActive', 'driversWithoutCategory', 'welcomeMailsNotSent',
  'arrangementsStaleRun', 'arrangementsInactive', 'arrangementsWithoutCategories', 'mantelContractsInvalid',
  'containersInactive', 'productTypesDuplicate',
  'mailFailed',
  'releaseNotesUnseen',
  'providerClients', 'providerClientsStaleRun',
] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURES)[number];

/** Figures that only inform (how many clients there are): they never make the page say something needs attention. */
export const INFORMATIVE_FIGURES: readonly DashboardFigureKey[] = ['providerClients'];

export interface DashboardFigure {
  key: DashboardFigureKey;
  count: number;
  /** ordersWaiting: when the oldest waiting order was placed (ISO 8601); null when none waits. */
  oldest?: string | null;
}

export interface Dashboard {
  /** The figures the reader may follow to their lists (a figure of a list they cannot open is left out), zeros included. */
  figures: DashboardFigure[];
  /** The client's last bulk run (state 'none' when it never ran one); null when the reader may not see bulk runs. */
  bulkRun: BulkStatus | null;
}
