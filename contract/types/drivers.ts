import type { AttentionFilter } from './dashboard';
import type { ArrangementType, Locale } from './core';

/* ---------------------------------------------------------------------------------------------
 * Drivers and orders (spec 02 §3 Driver and Order, §4, §5, §7 Drivers and Orders; issue 5).
 * Field names are those the reference server answers (server/repositories/driver-list.ts, orders.ts).
 * Dates cross the wire as ISO strings (a date-only value as YYYY-MM-DD); absent values are null.
 * ------------------------------------------------------------------------------------------- */

/** A driver's place in a car arrangement: the arrangement and the category chosen in it (null: none yet). */
export interface CarArrangementCategoryBinding {
  carArrangementId: number;
  categoryId: number | null;
}

/**
 * "Ordered" per arrangement type (spec 02 §4): ticking hasOrdered blocks login and ordering for that
 * type; unticking allows another order. dateOrdered is set while hasOrdered is true.
 */
export interface DriverOrderStatus {
  arrangementType: ArrangementType;
  hasOrdered: boolean;
  dateOrdered: string | null;
}

/**
 * The expiry windows of the list's expiration filter (spec 01 §2 "within now and 2 weeks, and this month"), and ours:
 * from today up to 30 days ahead (the dashboard's "access expires within 30 days", types-dashboard.ts).
 */
export const DRIVER_EXPIRATION_WINDOWS = ['withinTwoWeeks', 'thisMonth', 'withinThirtyDays'] as const;
export type DriverExpirationWindow = (typeof DRIVER_EXPIRATION_WINDOWS)[number];

/** The driver list's status filter values (spec 01 §4). */
export const DRIVER_STATUSES = ['active', 'inactive', 'ordered', 'generic', 'expired', 'blocked', 'watchingOnly'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** GET /api-admin/driver rows and ?driverId={id} (results[0]): every driver field of the contract. */
export interface Driver {
  id: number;
  /** The row version, also the ETag of a single-driver answer; sent back as If-Match on PUT and DELETE. */
  version: number;
  emailAddress: string;
  telephoneNr: string | null;
  firstName: string;
  prefixSurname: string | null;
  surname: string;
  /** "first prefix surname", composed by the server. */
  fullName: string;
  /** The name as the lease system or an old import wrote it in one field. */
  fullNameLegacy: string | null;
  /** YYYY-MM-DD; mandatory when the arrangement checks driving licences. */
  dateOfBirth: string | null;
  debtorNumber: string | null;
  leaseWiseDriverId: string | null;
  fleetManagementDriverId: string | null;
  operatingCompanyId: number | null;
  /** The id of the driver's mobility (budget) category (contract field `mobilityCategory`); null when none. */
  mobilityCategory: number | null;
  /** The ids of the mobility containers the driver is bound to (contract field `bindings`). */
  bindings: number[];
  /** Part-time percentage, 0 to 100 (spec 02 §5). */
  partTimePercentage: number;
  /** The language of the driver's mails; null: the client's default. */
  language: Locale | null;
  /** Whether the driver receives the welcome and order mails. */
  sendMail: boolean;
  isActive: boolean;
  /** True when any arrangement type is ticked as ordered (see orderStatuses). */
  hasOrdered: boolean;
  isGeneric: boolean;
  isBlocked: boolean;
  isWatchingOnly: boolean;
  /** YYYY-MM-DD; before today means expired (isExpired). */
  dateExpiration: string | null;
  isExpired: boolean;
  dateLastLogin: string | null;
  emailHasBeenSent: boolean;
  dateEmailSent: string | null;
  /** Present with includeBindings=true (always on a single driver). */
  carArrangementCategoryBindings?: CarArrangementCategoryBinding[];
  /** Present with includeOrderStatuses=true (always on a single driver). */
  orderStatuses?: DriverOrderStatus[];
}

/**
 * POST /api-admin/driver body: e-mail, first name and surname are required; unknown fields are refused. Names are
 * plain text: control and bidirectional-override characters are refused (400).
 */
export interface DriverInput {
  emailAddress: string;
  firstName: string;
  surname: string;
  telephoneNr?: string | null;
  prefixSurname?: string | null;
  fullNameLegacy?: string | null;
  dateOfBirth?: string | null;
  debtorNumber?: string | null;
  leaseWiseDriverId?: string | null;
  fleetManagementDriverId?: string | null;
  operatingCompanyId?: number | null;
  mobilityCategory?: number | null;
  partTimePercentage?: number;
  language?: Locale | null;
  sendMail?: boolean;
  isActive?: boolean;
  isGeneric?: boolean;
  isBlocked?: boolean;
  isWatchingOnly?: boolean;
  dateExpiration?: string | null;
  carArrangementCategoryBindings?: CarArrangementCategoryBinding[];
  orderStatuses?: Pick<DriverOrderStatus, 'arrangementType' | 'hasOrdered'>[];
}

/**
 * PUT /api-admin/driver body: the id and the fields to change. A field left out stays as stored, null clears a
 * nullable one; sent bindings replace those within the caller's reach, sent order statuses only their types.
 */
export type DriverUpdate = Partial<DriverInput> & { id: number };

/**
 * GET /api-admin/driver list filters: the contract's (includeOnlyActive, isExpired, hasOrdered,
 * driverId, includeBindings, includeOrderStatuses, leaseWiseDriverId, fleetManagementDriverId), the
 * filter bar's (status and operatingCompanyId: several choices, sent comma-separated, a driver matching
 * ANY of them; lastLoginFrom = last login on or after YYYY-MM-DD; emailNotSent), the list's search box
 * (`q`: whitespace-separated terms, every one matching first name, prefix, surname or e-mail; at most
 * 200 characters), the section's scope (carArrangementId or mobilityContainerId), and keyset paging:
 * `after` is the previous page's nextCursor (opaque), pageSize the rows wanted. Unset filters are not sent.
 * No `search`: with it the server answers the top-bar search rows instead (driver.ts).
 */
export interface DriverListQuery {
  includeOnlyActive?: boolean;
  isExpired?: boolean;
  hasOrdered?: boolean;
  driverId?: number;
  includeBindings?: boolean;
  includeOrderStatuses?: boolean;
  leaseWiseDriverId?: string;
  fleetManagementDriverId?: string;
  status?: readonly DriverStatus[];
  operatingCompanyId?: readonly number[];
  q?: string;
  lastLoginFrom?: string;
  emailNotSent?: boolean;
  /** Expiry date from today up to 14 days ahead, within the current calendar month, or from today up to 30 days ahead. */
  expiration?: DriverExpirationWindow;
  /** A dashboard figure's named filter (types-dashboard.ts ATTENTION_FILTERS.driver). */
  attention?: AttentionFilter<'driver'>;
  carArrangementId?: number;
  mobilityContainerId?: number;
  after?: string | null;
  pageSize?: number;
}

/**
 * Which route lists the drivers: the driver list (sub-supervisor and above), or the fleet-management
 * and lease-system lists (GET /fleetmanagement/driver, /leasewise/driver), which hold only drivers
 * with that system's id and are open to the roles of those areas.
 */
export type DriverListSource = 'driver' | 'fleetmanagement' | 'leasewise';

/** One page of drivers: the rows, how many match in all, and the cursor of the next page (null at the end). */
export interface DriverPage {
  items: Driver[];
  resultCount: number;
  nextCursor: string | null;
}

/* Operating companies (spec 02 §3 "Operating company", §7): the employers under a client that drivers
 * belong to and administrators can be scoped by. Kept beside the drivers, whose list filters on them. */

/** A file attached to an operating company (read through GET /blob?blobName={blobName}). */
export interface OperatingCompanyAttachment {
  id: number;
  blobName: string;
  fileName: string;
  contentType: string;
}

/** GET /api-admin/operatingcompany rows: the client's non-deleted operating companies within the caller's reach. */
export interface OperatingCompany {
  id: number;
  name: string;
  debtorNumber: string;
  address: string;
  postalCode: string;
  city: string;
  attachments: OperatingCompanyAttachment[];
  /** The row version, also the ETag of GET by id; sent back as If-Match on PUT and DELETE. */
  version: number;
}
