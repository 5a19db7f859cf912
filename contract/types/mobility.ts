/* Mobility containers with their categories and products (spec 02 §3), as the shell and the container screens read them. */

export interface MobilityCategoryRef {
  id: number;
  displayName: string;
  /** The category's budget (2 decimals, in the client's currency); absent from older answers. */
  maxBudget?: number;
}

export const MOBILITY_PRODUCT_TYPES = ['arrangement', 'card'] as const;
export type MobilityProductType = (typeof MOBILITY_PRODUCT_TYPES)[number];

export interface MobilityProductRef {
  id: number;
  displayName: string;
  type: MobilityProductType;
  mobilityCategoryId?: number | null;
  /** The arrangement an arrangement product offers; null for a card. */
  carArrangementId?: number | null;
  /** A card's own name (the duplicate check compares it); null for an arrangement product. */
  cardDisplayName?: string | null;
}

/** GET /api-admin/mobilitycontainer (list) and ?mobilityContainerId={id} (results[0]). */
export interface MobilityContainer {
  id: number;
  displayName: string;
  isActive: boolean;
  categories: MobilityCategoryRef[];
  products: MobilityProductRef[];
  logoUrl?: string | null;
  faviconUrl?: string | null;
  /** The row's version (ETag); every write of the container itself sends it as If-Match. */
  version?: number;
  /** Employees bound to the container. */
  driverCount?: number;
  /** Orders of the container still open (a container with orders cannot be deleted). */
  openOrderCount?: number;
}
