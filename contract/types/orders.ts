/** Orders (spec 02 §3 Order, §4, §7 Orders): field names as the reference server answers them. */
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
  /**
   * Whether the server mails the decision (default true): an approval goes to the employee, or to the
   * leasing companies when the client orders through them; a rejection to the employee with the reason.
   */
  sendMail?: boolean;
}

/**
 * POST /api-admin/order/download body (a spreadsheet answers). An empty `orders` list means every
 * order of the status, within the section when carArrangementId or mobilityContainerId is given and
 * matching the list's name search when `name` is (the section and name are beyond the contract).
 */
export interface OrderDownloadRequest {
  orders: number[];
  status: OrderStatusFilter;
  addPrivacyData: boolean;
  carArrangementId?: number;
  mobilityContainerId?: number;
  name?: string;
}

/** A spreadsheet answer: the file and the name the server gave it (Content-Disposition). */
export interface FileDownload {
  blob: Blob;
  fileName: string;
}
