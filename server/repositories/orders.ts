import type { Order, OrderDetail, OrderDriver, OrderLine, OrderPage, OrderStatus } from '../../contract/types/orders';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { badRequest, conflict, notFound } from '../plugins/http-errors';
import { likePattern } from './drivers';
import type { Reach } from './scope';
import { queueMail, type Mailer } from '../mail/outbox';
import { orderDecisionMail } from '../mail/mail-content';

/**
 * Orders of one client. An order is within reach when its driver is (an administrator under an
 * operating company reaches only the employees bound to that company's arrangements). The row shapes
 * are contract/types/orders.ts `Order`, `OrderDetail` and `OrderPage`.
 */
export type { OrderDetail, OrderDriver, OrderLine, OrderPage, OrderStatus };
export type OrderRow = Order;

export interface OrderFilters {
  /** 'all' for every status. */
  status: OrderStatus | 'all';
  name?: string;
  carArrangementId?: number;
  mobilityContainerId?: number;
  /** Only these ids (the download). */
  ids?: number[];
}

interface OrderDbRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  driver_id: number;
  first_name: string;
  prefix_surname: string;
  surname: string;
  email_address: string;
  telephone_nr: string;
  car_arrangement_id: number | null;
  arrangement_name: string | null;
  mobility_container_id: number | null;
  container_name: string | null;
  category_id: number | null;
  category_name: string | null;
  car_type_id: number | null;
  car_type_name: string | null;
  fuel_code: string | null;
  fuel_name: string | null;
  fuel_label: string | null;
  co2: number | null;
  colour: string;
  upholstery: string;
  km_per_year: number | null;
  duration_months: number | null;
  duration_months_admin: number | null;
  min_lease: string | null;
  max_lease: string | null;
  lease_price: string | null;
  own_contribution: string | null;
  remark: string;
  contact_person: string;
  order_company_id: number | null;
  date_ordered: Date | string;
  date_approved: Date | string | null;
  date_rejected: Date | string | null;
  rejection_reason: string | null;
  total?: number;
}

const money = (v: string | number | null): number | null => (v === null ? null : Number(v));
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function toRow(r: OrderDbRow): OrderRow {
  return {
    id: r.id,
    orderNumber: r.order_number,
    status: r.status,
    driver: {
      id: r.driver_id,
      firstName: r.first_name,
      prefixSurname: r.prefix_surname || null,
      surname: r.surname,
      fullName: [r.first_name, r.prefix_surname, r.surname].filter(Boolean).join(' '),
      emailAddress: r.email_address,
      telephoneNr: r.telephone_nr || null,
    },
    carArrangementId: r.car_arrangement_id,
    carArrangementName: r.arrangement_name,
    mobilityContainerId: r.mobility_container_id,
    mobilityContainerName: r.container_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    carTypeId: r.car_type_id,
    carTypeName: r.car_type_name,
    fuelCode: r.fuel_code,
    fuelName: r.fuel_name,
    fuelLabel: r.fuel_label,
    co2: r.co2,
    colour: r.colour || null,
    upholstery: r.upholstery || null,
    kmPerYear: r.km_per_year,
    durationMonths: r.duration_months,
    durationMonthsAdmin: r.duration_months_admin,
    minLease: money(r.min_lease),
    maxLease: money(r.max_lease),
    leasePrice: money(r.lease_price),
    ownContribution: money(r.own_contribution),
    remark: r.remark || null,
    contactPerson: r.contact_person || null,
    orderCompanyId: r.order_company_id,
    dateOrdered: iso(r.date_ordered)!,
    dateApproved: iso(r.date_approved),
    dateRejected: iso(r.date_rejected),
    rejectionReason: r.rejection_reason,
  };
}

const SELECT = `SELECT o.id, o.order_number, o.status, o.driver_id, d.first_name, d.prefix_surname, d.surname, d.email_address,
    d.telephone_nr, o.car_arrangement_id, ca.display_name AS arrangement_name, o.mobility_container_id,
    mc.display_name AS container_name, o.category_id, c.display_name AS category_name, o.car_type_id,
    ct.name AS car_type_name, o.fuel_code, f.name AS fuel_name, o.fuel_label, o.co2, o.colour, o.upholstery, o.km_per_year,
    o.duration_months, o.duration_months_admin, o.min_lease, o.max_lease, o.lease_price, o.own_contribution, o.remark,
    o.contact_person, o.order_company_id, o.date_ordered, o.date_approved, o.date_rejected, o.rejection_reason`;

/** The list's FROM, for a count over the same rows. */
export const ORDER_FROM = `FROM orders o
  JOIN drivers d ON d.client_id = o.client_id AND d.id = o.driver_id
  LEFT JOIN car_arrangements ca ON ca.client_id = o.client_id AND ca.id = o.car_arrangement_id
  LEFT JOIN mobility_containers mc ON mc.client_id = o.client_id AND mc.id = o.mobility_container_id
  LEFT JOIN categories c ON c.client_id = o.client_id AND c.id = o.category_id
  LEFT JOIN car_types ct ON ct.id = o.car_type_id
  LEFT JOIN fuels f ON f.code = o.fuel_code`;

/**
 * $1 client, $2 reachable arrangement ids (or NULL). An administrator under an operating company
 * reaches an order when its employee is linked to one of their arrangements AND the order itself was
 * placed under one of them (or under a container, which has no arrangement): an employee in two
 * arrangements must not expose the other arrangement's orders.
 */
const IN_REACH = `o.client_id = $1 AND ($2::int[] IS NULL OR ((o.car_arrangement_id IS NULL OR o.car_arrangement_id = ANY ($2::int[]))
  AND EXISTS (SELECT 1 FROM driver_arrangement_bindings rb
  WHERE rb.client_id = o.client_id AND rb.driver_id = o.driver_id AND rb.car_arrangement_id = ANY ($2::int[]))))`;

/**
 * The list's WHERE over `o` (joined as ORDER_FROM joins it) for `filters`; `params` starts with the client and the
 * reachable arrangements (null: all). The dashboard counts with it, so its figure is what the list shows.
 */
export function orderConditions(filters: OrderFilters, params: unknown[]): string {
  const p = (v: unknown) => `$${params.push(v)}`;
  const where = [IN_REACH];
  if (filters.status !== 'all') where.push(`o.status = ${p(filters.status)}`);
  if (filters.carArrangementId !== undefined) where.push(`o.car_arrangement_id = ${p(filters.carArrangementId)}`);
  if (filters.mobilityContainerId !== undefined) where.push(`o.mobility_container_id = ${p(filters.mobilityContainerId)}`);
  if (filters.ids !== undefined) where.push(`o.id = ANY (${p(filters.ids)}::int[])`);
  for (const term of (filters.name ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
    const t = p(likePattern(term));
    where.push(`(d.first_name ILIKE ${t} ESCAPE '\\' OR d.prefix_surname ILIKE ${t} ESCAPE '\\' OR d.surname ILIKE ${t} ESCAPE '\\'
      OR d.email_address ILIKE ${t} ESCAPE '\\' OR o.order_number ILIKE ${t} ESCAPE '\\')`);
  }
  return where.join(' AND ');
}

/** Newest first (date ordered, then id). */
export async function listOrders(
  db: Queryable, reach: Reach, filters: OrderFilters, page: { pageIndex: number; pageSize: number } | null,
): Promise<OrderPage> {
  const params: unknown[] = [reach.clientId, reach.arrangementIds];
  const where = orderConditions(filters, params);
  const limit = page ? ` LIMIT ${Number(page.pageSize)} OFFSET ${(Number(page.pageIndex) - 1) * Number(page.pageSize)}` : '';
  // Remembered until a write to what it reads: the window count runs over every match.
  const rows = await rememberedQuery<OrderDbRow>(db,
    `${SELECT}, (count(*) OVER ())::int AS total ${ORDER_FROM} WHERE ${where} ORDER BY o.date_ordered DESC, o.id DESC${limit}`, params);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await rememberedQuery<{ n: number }>(db, `SELECT count(*)::int AS n ${ORDER_FROM} WHERE ${where}`, params);
    total = count?.n ?? 0;
  }
  return { items: rows.map(toRow), totalCount: total, pageIndex: page?.pageIndex ?? 1, pageSize: page?.pageSize ?? rows.length };
}

export async function findOrder(db: Queryable, reach: Reach, orderId: number): Promise<OrderDetail | null> {
  const [row] = await db.query<OrderDbRow>(`${SELECT} ${ORDER_FROM} WHERE ${IN_REACH} AND o.id = $3`, [reach.clientId, reach.arrangementIds, orderId]);
  if (!row) return null;
  const lines = await db.query<{ id: number; kind: string; code: string; description: string; price: string | null }>(
    'SELECT id, kind, code, description, price FROM order_lines WHERE client_id = $1 AND order_id = $2 ORDER BY id', [reach.clientId, orderId]);
  const of = (kind: string): OrderLine[] => lines.filter((l) => l.kind === kind)
    .map((l) => ({ id: l.id, code: l.code || null, description: l.description, price: money(l.price) }));
  return { ...toRow(row), options: of('option'), accessories: of('accessory'), components: of('component') };
}

export interface OrderDecisionInput {
  orderId: number;
  agreement: boolean;
  reason?: string;
  /** Default true: the decision is mailed (see decisionRecipient). */
  sendMail?: boolean;
}

/**
 * Who hears of a decision (spec 02 §4 "approval mails the employee or the leasing companies"): a
 * rejection goes to the employee with the reason; an approval to the employee when the client orders
 * without a leasing company (licence isOrderModuleWithoutLeasingCompany), otherwise to the order's
 * leasing company — or to the employee when that company has no address on file.
 */
async function decisionRecipient(tx: Queryable, clientId: number, orderId: number, agreement: boolean): Promise<string> {
  const [row] = await tx.query<{ employee: string; company: string | null; without_company: boolean | null }>(
    `SELECT d.email_address AS employee, oc.email AS company, l.is_order_module_without_leasing_company AS without_company
     FROM orders o JOIN drivers d ON d.client_id = o.client_id AND d.id = o.driver_id
     LEFT JOIN order_companies oc ON oc.client_id = o.client_id AND oc.id = o.order_company_id
     LEFT JOIN client_licences l ON l.client_id = o.client_id
     WHERE o.client_id = $1 AND o.id = $2`, [clientId, orderId]);
  if (!agreement || row!.without_company || !row!.company) return row!.employee;
  return row!.company;
}

/**
 * Approve (agreement true) or reject (false, with a reason) an open order; the order's date of that
 * step is set and, unless sendMail is false, the decision is mailed in the same transaction.
 * Out of reach → 404; not open → 409; nothing changes (and nothing is mailed) on any error.
 */
export async function decideOrder(
  tx: Queryable, mailer: Mailer, reach: Reach, { orderId, agreement, reason, sendMail = true }: OrderDecisionInput, accountId: number, now: Date,
): Promise<void> {
  const [row] = await tx.query<{ status: OrderStatus; order_number: string }>(
    `SELECT o.status, o.order_number FROM orders o WHERE ${IN_REACH} AND o.id = $3 FOR UPDATE`, [reach.clientId, reach.arrangementIds, orderId]);
  if (!row) throw notFound(`Order ${orderId} was not found.`);
  if (row.status !== 'open') throw conflict(`Order ${orderId} is already ${row.status}; only open orders can be approved or rejected.`);
  if (agreement) {
    await tx.query(`UPDATE orders SET status = 'approved', date_approved = $3, decided_by_account_id = $4 WHERE client_id = $1 AND id = $2`,
      [reach.clientId, orderId, now, accountId]);
  } else {
    if (!reason || !/\S/.test(reason)) throw badRequest('body.reason is required to reject an order');
    await tx.query(
      `UPDATE orders SET status = 'rejected', date_rejected = $3, rejection_reason = $4, decided_by_account_id = $5
       WHERE client_id = $1 AND id = $2`, [reach.clientId, orderId, now, reason.trim(), accountId]);
  }
  if (!sendMail) return;
  const to = await decisionRecipient(tx, reach.clientId, orderId, agreement);
  await queueMail(tx, mailer, reach.clientId, await orderDecisionMail(tx, reach.clientId, orderId, to, agreement ? null : reason!.trim()), now);
}
