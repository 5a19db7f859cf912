import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { decideOrder, findOrder, listOrders, type OrderDecisionInput, type OrderFilters, type OrderStatus } from '../repositories/orders';
import { reachOf } from '../repositories/scope';
import { bodySchema, idQuerySchema, querySchema } from './schemas';
import { idSchema, plainText } from '../../contract/schemas';
import { buildXlsx, sendXlsx, xlsxFileName } from '../xlsx';
import { mailerOf } from '../mail/outbox';
import { ORDER_PATHS } from '../../contract/paths/order';

/**
 * /api-admin/order (spec 02 §7 "Orders"), feature `orders` (sub-supervisor and above, not fleetmanagement).
 *
 * GET /order?includePaginationInfo=true&status&pageSize&pageIndex&name&carArrangementId|mobilityContainerId:
 *   results[0] = { items, totalCount, pageIndex, pageSize } (defaults: status open, page size 20, index 1).
 * GET /order (without includePaginationInfo): results = every matching order (same filters, status default all).
 * GET /order/detail?orderId=: results[0] = the order with options, accessories and components.
 * POST /order { orderId, agreement, reason?, sendMail? }: approve (true) or reject (false, reason required);
 * the decision is mailed unless sendMail is false (repositories/orders.ts decisionRecipient).
 * POST /order/download { orders, status, addPrivacyData, and beyond the contract carArrangementId |
 * mobilityContainerId, name }: .xlsx, `<yyyyMMdd>_orders.xlsx`.
 */
export const ORDER_DEFAULT_PAGE_SIZE = 20;
export const ORDER_MAX_PAGE_SIZE = 200;
const STATUS_VALUES = ['open', 'approved', 'rejected', 'all'] as const;

interface OrderQuery {
  includePaginationInfo?: string;
  status?: OrderStatus | 'all';
  pageSize?: string;
  pageIndex?: string;
  name?: string;
  carArrangementId?: string;
  mobilityContainerId?: string;
}

export function registerOrderRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const orders = auth.requireFeature('orders');

  app.get<{ Querystring: OrderQuery }>(
    ORDER_PATHS.order,
    {
      onRequest: orders,
      schema: {
        querystring: querySchema({
          includePaginationInfo: { type: 'string', enum: ['true', 'false'] },
          status: { type: 'string', enum: STATUS_VALUES },
          pageSize: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
          pageIndex: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
          name: { type: 'string', maxLength: 200 },
          carArrangementId: idQuerySchema,
          mobilityContainerId: idQuerySchema,
        }),
      },
    },
    async (request) => {
      const q = request.query;
      if (q.carArrangementId !== undefined && q.mobilityContainerId !== undefined) {
        throw badRequest('Give carArrangementId or mobilityContainerId, not both.');
      }
      const paginated = q.includePaginationInfo === 'true';
      const filters: OrderFilters = {
        // Spec 02 §4: the order LIST (the paginated call) defaults to open; a plain GET /order is every order.
        status: q.status ?? (paginated ? 'open' : 'all'),
        name: q.name,
        carArrangementId: q.carArrangementId === undefined ? undefined : Number(q.carArrangementId),
        mobilityContainerId: q.mobilityContainerId === undefined ? undefined : Number(q.mobilityContainerId),
      };
      const reach = await reachOf(ctx.db, accountOf(request));
      if (paginated) {
        const pageSize = q.pageSize === undefined ? ORDER_DEFAULT_PAGE_SIZE : Number(q.pageSize);
        if (pageSize > ORDER_MAX_PAGE_SIZE) throw badRequest(`A page has at most ${ORDER_MAX_PAGE_SIZE} orders.`);
        const pageIndex = q.pageIndex === undefined ? 1 : Number(q.pageIndex);
        return ok([await listOrders(ctx.db, reach, filters, { pageIndex, pageSize })]);
      }
      const page = await listOrders(ctx.db, reach, filters, null);
      return { ...ok(page.items), resultCount: page.totalCount };
    },
  );

  app.get<{ Querystring: { orderId: string } }>(
    ORDER_PATHS.detail,
    { onRequest: orders, schema: { querystring: querySchema({ orderId: idQuerySchema }, ['orderId']) } },
    async (request) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const order = await findOrder(ctx.db, reach, Number(request.query.orderId));
      if (!order) throw notFound(`Order ${request.query.orderId} was not found.`);
      return ok([order]);
    },
  );

  app.post<{ Body: OrderDecisionInput }>(
    ORDER_PATHS.order,
    {
      onRequest: orders,
      schema: {
        body: bodySchema(
          { orderId: idSchema, agreement: { type: 'boolean' }, reason: plainText(2000, { multiLine: true }), sendMail: { type: 'boolean' } },
          ['orderId', 'agreement'],
        ),
      },
    },
    async (request) => {
      const account = accountOf(request);
      const reach = await reachOf(ctx.db, account);
      await ctx.db.transaction((tx) => decideOrder(tx, mailerOf(ctx), reach, request.body, account.id, ctx.now()));
      return ok([await findOrder(ctx.db, reach, request.body.orderId)]);
    },
  );

  app.post<{ Body: { orders: number[]; status: OrderStatus | 'all'; addPrivacyData: boolean; carArrangementId?: number; mobilityContainerId?: number; name?: string } }>(
    ORDER_PATHS.download,
    {
      onRequest: orders,
      schema: {
        body: bodySchema({
          orders: { type: 'array', maxItems: 10000, uniqueItems: true, items: idSchema },
          status: { type: 'string', enum: STATUS_VALUES },
          addPrivacyData: { type: 'boolean' },
          carArrangementId: idSchema,
          mobilityContainerId: idSchema,
          name: plainText(200),
        }, ['orders', 'status', 'addPrivacyData']),
      },
    },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const body = request.body;
      // An empty list downloads every order of the status (within the section and name search, when given):
      // the file holds what the list shows.
      const { items } = await listOrders(ctx.db, reach, {
        status: body.status,
        name: body.name,
        carArrangementId: body.carArrangementId,
        mobilityContainerId: body.mobilityContainerId,
        ids: body.orders.length > 0 ? body.orders : undefined,
      }, null);
      if (body.orders.length > 0 && items.length !== body.orders.length) throw notFound('An order was not found.');
      const privacy = body.addPrivacyData;
      const header = [
        'Order number', 'Status', ...(privacy ? ['Employee', 'E-mail', 'Phone'] : []), 'Arrangement', 'Mobility container',
        'Category', 'Car type', 'Fuel', 'Fuel label', 'CO2', 'Colour', 'Upholstery', 'Km per year', 'Duration (months)',
        'Duration admin (months)', 'Min lease', 'Max lease', 'Lease price', 'Own contribution', 'Remark', 'Contact person',
        'Order date', 'Approval date', 'Rejection date', 'Rejection reason',
      ];
      const rows = items.map((o) => [
        o.orderNumber, o.status, ...(privacy ? [o.driver.fullName, o.driver.emailAddress, o.driver.telephoneNr] : []),
        o.carArrangementName, o.mobilityContainerName, o.categoryName, o.carTypeName, o.fuelName, o.fuelLabel, o.co2, o.colour,
        o.upholstery, o.kmPerYear, o.durationMonths, o.durationMonthsAdmin, o.minLease, o.maxLease, o.leasePrice,
        o.ownContribution, o.remark, o.contactPerson, o.dateOrdered, o.dateApproved, o.dateRejected, o.rejectionReason,
      ]);
      return sendXlsx(reply, xlsxFileName(ctx.now(), 'orders'), await buildXlsx('Orders', header, rows));
    },
  );
}
