/**
 * The /api-admin data contract shared by the app and the reference server.
 * Field names follow the contract (../shared/spec/02-api-contract.md) exactly, including its casing.
 */

/** Every /api-admin answer, success or failure, has this shape. */
export interface Envelope<T> {
  results: T[];
  successful: boolean;
  errors?: string[];
  resultCount?: number;
}

export const ROLE_NAMES = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor', 'driver'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const LOCALES = ['nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL'] as const;
export type Locale = (typeof LOCALES)[number];

export type Currency = 'EUR' | 'PLN' | 'USD';

export interface Culture {
  languageCulture: string;
}

export interface Language {
  id: number;
  isDefault: boolean;
  displayName: string;
  culture: Culture;
}

export interface ClientSetting {
  id: number;
  name: string;
  displayName: string;
  email: string;
  phoneNumber: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** Country of the client's car data: NL, BE or PL. Decides the footer flag and the new_added guard. */
  countryCarData: string;
  primaryColor: string;
  secondaryColor: string;
  primaryFontFamily: string;
  /** Not in the original contract: which currency amounts are shown in (euro prefix, zloty suffix). */
  currency: Currency;
  languages: Language[];
}

/** The writable part of a client setting (PUT /api-admin/clientsetting). */
export type ClientSettingUpdate = Pick<
  ClientSetting,
  'displayName' | 'email' | 'phoneNumber' | 'primaryColor' | 'secondaryColor' | 'primaryFontFamily'
>;

export interface Licenses {
  isMobilityModuleEnabled: boolean;
  isDriverLicenseCheckEnabled: boolean;
  hasLeaseWise: boolean;
  isOrderModuleEnabled: boolean;
  isOrderModuleWithoutLeasingCompany: boolean;
}

export interface Client {
  id: number;
  name: string;
  displayName: string;
  debtorNumber: string;
}

export interface ProductRef {
  id: number;
  name: string;
  url: string;
}

export interface OperatingCompanyRef {
  id: number;
  name: string;
}

export interface CurrentAccount {
  id: number;
  emailAddress: string;
  firstName: string;
  surname: string;
  role: { name: RoleName };
  client: Pick<Client, 'id' | 'name' | 'displayName'>;
  operatingCompanies: OperatingCompanyRef[];
  /** `{product}Products` with the default product key `amw`. */
  amwProducts: ProductRef[];
  mobilityContainerBindings: { mobilityContainerId: number }[];
}

/** POST /api-admin-auth/ */
export interface LoginRequest {
  username: string;
  password: string;
}

/**
 * Answer of POST /api-admin-auth/ and POST /api-admin-auth/oauth/token (OAuth style, not enveloped).
 * `expires_in` is in seconds; the app measures expiry on its own clock from it, so a skewed
 * browser clock cannot end a session early. `.expires` is the server's absolute time (ISO).
 */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  '.issued': string;
  '.expires': string;
}

/** POST /api-admin/client/check */
export interface ClientCheckRequest {
  asGuid: boolean;
}
export interface ClientCheck {
  clientId: string;
  name: string;
}

/** POST /api-admin/leasewise/loginrefresh */
export interface LoginRefreshRequest {
  token: string;
}

/** POST /api-admin/ticket/create query */
export interface TicketQuery {
  email: string;
  client: string;
  environment?: string;
  amwproduct?: string;
}

/* ---------------------------------------------------------------------------------------------
 * Shell: car arrangements, mobility containers, driver search, client list (issue 3).
 * ------------------------------------------------------------------------------------------- */

export const ARRANGEMENT_TYPES = ['general', 'bike', 'car', 'card', 'model', 'rocket', 'tractor', 'truck'] as const;
/** `dataObject.type` of a car arrangement, lower-cased (spec 02 §3). */
export type ArrangementType = (typeof ARRANGEMENT_TYPES)[number];

export interface ArrangementCategoryRef {
  id: number;
  displayName: string;
  categoryNumber: string;
}

/** GET /api-admin/cararrangement and /cararrangement/overview: one row per arrangement of the client. */
export interface CarArrangement {
  id: number;
  displayName: string;
  dataObject: { type: ArrangementType };
  mantelNumber: string | null;
  categories: ArrangementCategoryRef[];
  calculatorSettings: {
    isActiveOnlineForDrivers: boolean;
    /** ISO timestamp of the calculator's last run; null when it never ran. */
    dateLastRun: string | null;
  };
}

/** GET /api-admin/cararrangementcalculatorsetting?carArrangementId={id} (results[0]). */
export interface CalculatorSetting {
  carArrangementId: number;
  isActiveOnlineForDrivers: boolean;
  dateLastRun: string | null;
}

/** GET /api-admin/cararrangementsetting?carArrangementId={id} (results[0]); other setting fields not shown here. */
export interface ArrangementSetting {
  carArrangementId: number;
  isActiveOnlineForDrivers: boolean;
  logoUrl?: string | null;
}

export interface MobilityCategoryRef {
  id: number;
  displayName: string;
}

export type MobilityProductType = 'arrangement' | 'card';

export interface MobilityProductRef {
  id: number;
  displayName: string;
  type: MobilityProductType;
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
}

/** GET /api-admin/driver?search={terms}&pageSize={n}: the top-bar driver search rows. */
export interface DriverSearchResult {
  id: number;
  firstName: string;
  prefixSurname: string | null;
  surname: string;
  emailAddress: string;
  telephoneNr: string | null;
}

/** GET /api-admin/language/clients: the master's client list (the spec's language links dropped). */
export interface ClientListItem {
  id: number;
  name: string;
  displayName: string;
  debtorNumber: string;
}

/** GET /cararrangement/overview: an arrangement with what the supervisor banners need. */
export interface CarArrangementOverview extends CarArrangement {
  /** False when the lease system no longer accepts the mantel contract (the supervisor banner). */
  isMantelContractValid: boolean;
  /** Drivers bound to the arrangement, and how many of them are active. */
  driverCount: number;
  activeDriverCount: number;
}

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

/** The driver list's status filter values (spec 01 §4). */
export const DRIVER_STATUSES = ['active', 'inactive', 'ordered', 'generic', 'expired', 'blocked', 'watchingOnly'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** GET /api-admin/driver rows and ?driverId={id} (results[0]): every driver field of the contract. */
export interface Driver {
  id: number;
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
  /** The driver's mobility (budget) category; null when none. */
  mobilityCategoryId: number | null;
  /** The mobility containers the driver belongs to. */
  mobilityContainerIds: number[];
  /** Part-time percentage, 0 to 100 (spec 02 §5). */
  partTimePercentage: number;
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

/** POST /api-admin/driver body (PUT adds `id`): e-mail, first name and surname are required; unknown fields are refused. */
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
  mobilityCategoryId?: number | null;
  partTimePercentage?: number;
  sendMail?: boolean;
  isActive?: boolean;
  isGeneric?: boolean;
  isBlocked?: boolean;
  isWatchingOnly?: boolean;
  dateExpiration?: string | null;
  carArrangementCategoryBindings?: CarArrangementCategoryBinding[];
  orderStatuses?: Pick<DriverOrderStatus, 'arrangementType' | 'hasOrdered'>[];
}

/** PUT /api-admin/driver body. */
export type DriverUpdate = DriverInput & { id: number };

/**
 * GET /api-admin/driver list filters: the contract's (includeOnlyActive, isExpired, hasOrdered,
 * driverId, includeBindings, includeOrderStatuses, leaseWiseDriverId, fleetManagementDriverId), the
 * filter bar's (status, operatingCompanyId, lastLoginFrom = last login on or after YYYY-MM-DD,
 * emailNotSent), the section's scope (carArrangementId or mobilityContainerId), and keyset paging:
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
  status?: DriverStatus;
  operatingCompanyId?: number;
  lastLoginFrom?: string;
  emailNotSent?: boolean;
  carArrangementId?: number;
  mobilityContainerId?: number;
  after?: string | null;
  pageSize?: number;
}

/** One page of drivers: the rows, how many match in all, and the cursor of the next page (null at the end). */
export interface DriverPage {
  items: Driver[];
  resultCount: number;
  nextCursor: string | null;
}

export const ORDER_STATUSES = ['open', 'approved', 'rejected'] as const;
/** Spec 02 §4: open → approved (agreement true) | rejected (agreement false). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The order status menu: every status, or one. */
export type OrderStatusFilter = OrderStatus | 'all';

/** The employee who ordered. */
export interface OrderDriver {
  id: number;
  firstName: string;
  prefixSurname: string | null;
  surname: string;
  fullName: string;
  emailAddress: string;
  telephoneNr: string | null;
}

/** An option, accessory or lease-system component on an order. */
export interface OrderLine {
  id: number;
  code: string | null;
  description: string;
  /** Amount in the client's currency; null when the lease system gives none. */
  price: number | null;
}

/** GET /api-admin/order rows (the list): every order field of the contract but its lines. */
export interface Order {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  driver: OrderDriver;
  /** Exactly one of the arrangement and the mobility container is set. */
  carArrangementId: number | null;
  carArrangementName: string | null;
  mobilityContainerId: number | null;
  mobilityContainerName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  /** The car (make, model, type). */
  carTypeId: number | null;
  carTypeName: string | null;
  /** Fuel code (spec 02 §3 fixed list: ag, d, dh, e, g, l, lh, w, o) and its name. */
  fuelCode: string | null;
  fuelName: string | null;
  /** Energy label A–G, or '-' shown as n.v.t. */
  fuelLabel: string | null;
  co2: number | null;
  colour: string | null;
  upholstery: string | null;
  /** Kilometres per year, 5,000 to 80,000. */
  kmPerYear: number | null;
  /** Months: the arrangement's norm, and the one an administrator entered (null when none). */
  durationMonths: number | null;
  durationMonthsAdmin: number | null;
  minLease: number | null;
  maxLease: number | null;
  leasePrice: number | null;
  ownContribution: number | null;
  remark: string | null;
  contactPerson: string | null;
  orderCompanyId: number | null;
  /** Activity (spec 02 §4): order date, approval date, rejection date. */
  dateOrdered: string;
  dateApproved: string | null;
  dateRejected: string | null;
  /** Given when the order was rejected. */
  rejectionReason: string | null;
}

/** GET /api-admin/order/detail?orderId={id} (results[0]): the order with its lines. */
export interface OrderDetail extends Order {
  options: OrderLine[];
  accessories: OrderLine[];
  components: OrderLine[];
}

/** results[0] of the paginated order list. pageIndex counts from 1. */
export interface OrderPage {
  items: Order[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
}

/** POST /api-admin/order: agreement true approves, false rejects (a reason is then required). */
export interface OrderDecision {
  orderId: number;
  agreement: boolean;
  reason?: string;
}

/**
 * POST /api-admin/order/download body (a spreadsheet answers). An empty `orders` list means every
 * order of the status, within the section when carArrangementId or mobilityContainerId is given.
 */
export interface OrderDownloadRequest {
  orders: number[];
  status: OrderStatusFilter;
  addPrivacyData: boolean;
  carArrangementId?: number;
  mobilityContainerId?: number;
}

/** A spreadsheet answer: the file and the name the server gave it (Content-Disposition). */
export interface FileDownload {
  blob: Blob;
  fileName: string;
}
