import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../plugins/http-errors';
import { can } from '../../contract/access/permissions';
import { ok } from '../envelope';
import { SEARCH_MAX_TERMS, searchDrivers, searchTerms } from '../repositories/drivers';
import { driversOfArrangement, findDriver, type DriverRow } from '../repositories/driver-list';
import {
  createDriver, deleteDriver, driverWriteReachOf, lockDriver, uniqueClashReason, updateDriver, type DriverWriteReach,
} from '../repositories/driver-write';
import type { Queryable } from '../db/db';
import { reachOf } from '../repositories/scope';
import { mailerOf, queueMail } from '../mail/outbox';
import { welcomeMail, welcomeNewDriver } from '../mail/mail-content';
import { bodySchema, dateOrEmpty, idQuerySchema, querySchema } from './schemas';
import { calendarDate, idSchema, plainText } from '../../contract/schemas';
import { buildXlsx, sendXlsx, xlsxFileName } from '../xlsx';
import {
  DRIVER_LIST_QUERY_PROPERTIES, DRIVER_READ_ONLY, DriverCreate, DriverUpdate, boolQuery, type DriverBody, type DriverUpdateBody, type DriverListRawQuery, type DriverQuery,
} from './driver-schemas';
import { answerDriverList, todayOf } from './driver-list-route';
import { requireMobility } from './mobilitycontainer';
import { withoutIgnored } from '../kit/schemas';
import { ifMatchOf, sendVersion } from '../kit/version';
import { DRIVER_PATHS } from '../../contract/paths/driver';

export { DRIVER_LIST_DEFAULT_PAGE_SIZE, DRIVER_LIST_MAX_PAGE_SIZE } from './driver-list-route';

/**
 * /api-admin/driver (spec 02 §7 "Drivers").
 *
 * GET /driver?search=terms&pageSize=n is the top bar's search (table feature driverSearch), as before.
 * GET /driver without `search` is the driver list (feature drivers: sub-supervisor and above, not
 * fleetmanagement), keyset-paged and filtered as driver-list-route.ts says. Filters: includeOnlyActive,
 * isExpired, hasOrdered, driverId, includeBindings, includeOrderStatuses, leaseWiseDriverId,
 * fleetManagementDriverId (contract) plus status and operatingCompanyId (comma lists), q (the list's
 * search box), lastLoginFrom, emailNotSent, carArrangementId, mobilityContainerId (the filter bar and
 * the side-menu section). Every row is the acting client's and within the caller's reach
 * (repositories/scope.ts); anything else answers 404 like an id that does not exist.
 *
 * PUT /driver changes only the fields it sends (the id is all it needs); every reference a write sets is
 * checked against the caller's reach, mobility categories included (repositories/driver-write.ts). It takes
 * back what GET showed (DRIVER_READ_ONLY is ignored). A single-driver answer (GET ?driverId= finding one,
 * POST, PUT) carries `ETag: "<version>"`; PUT and DELETE with a stale If-Match get 412 and change nothing.
 */
export const DRIVER_SEARCH_DEFAULT_PAGE_SIZE = 10;
export const DRIVER_SEARCH_MAX_PAGE_SIZE = 50;

/** Unique-key races that slip past the pre-checks still answer 409 with the clashing field's reason, not 500. */
export function conflictOnClash(error: unknown): never {
  const reason = uniqueClashReason(error);
  throw reason === null ? error : conflict(reason);
}


/** Creates a driver in `tx` and queues its welcome mail (when it is to get one); returns its id. Also the external systems' upsert. */
export async function createWelcomedDriver(ctx: ServerContext, tx: Queryable, reach: DriverWriteReach, input: DriverBody): Promise<number> {
  const created = await createDriver(tx, reach, input, ctx.now());
  await welcomeNewDriver(tx, mailerOf(ctx), reach.clientId, created, ctx.now());
  return created;
}

/** One driver as results[0] with its version as the ETag. */
export function driverAnswer(reply: FastifyReply, driver: DriverRow | null) {
  if (driver) sendVersion(reply, driver.version);
  return ok([driver]);
}

export function registerDriverRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const drivers = auth.requireFeature('drivers');

  app.get<{ Querystring: DriverQuery }>(
    DRIVER_PATHS.driver,
    {
      onRequest: auth.requireFeature('driverSearch'),
      schema: { querystring: querySchema({ search: { type: 'string', maxLength: 200 }, ...DRIVER_LIST_QUERY_PROPERTIES }) },
    },
    async (request, reply) => {
      const q = request.query;
      const account = accountOf(request);
      if (q.search !== undefined) {
        const terms = searchTerms(q.search);
        if (terms.length === 0) throw badRequest('A search term is required.');
        if (terms.length > SEARCH_MAX_TERMS) throw badRequest(`querystring.search: a search has at most ${SEARCH_MAX_TERMS} terms.`);
        // Larger pages are cut to the maximum rather than refused: the search is a type-ahead.
        const limit = Math.min(q.pageSize === undefined ? DRIVER_SEARCH_DEFAULT_PAGE_SIZE : Number(q.pageSize), DRIVER_SEARCH_MAX_PAGE_SIZE);
        const { rows, total } = await searchDrivers(ctx.db, await reachOf(ctx.db, account), { terms, limit });
        return { ...ok(rows), resultCount: total };
      }
      if (!can({ role: account.role }, 'drivers')) throw forbidden();
      const answer = await answerDriverList(ctx, request);
      const [only, ...more] = answer.results;
      if (q.driverId !== undefined && only && more.length === 0) sendVersion(reply, only.version);
      return answer;
    },
  );

  // GET /cararrangement/drivers?carArrangementId={id} and /mobilitycontainer/drivers?mobilityContainerId={id}
  // (02 §7): a section's drivers, filtered and keyset-paged like GET /driver; the section id is required.
  app.get<{ Querystring: DriverListRawQuery }>(
    DRIVER_PATHS.arrangementDrivers,
    { onRequest: drivers, schema: { querystring: querySchema(DRIVER_LIST_QUERY_PROPERTIES, ['carArrangementId']) } },
    (request) => answerDriverList(ctx, request),
  );
  // The mobility section follows the access table's mobility rule, as GET /mobilitycontainer does (every role it
  // grants also has the drivers feature); a container the caller does not reach is a 404 (driver-list-route.ts).
  app.get<{ Querystring: DriverListRawQuery }>(
    DRIVER_PATHS.containerDrivers,
    { onRequest: requireMobility(ctx, auth), schema: { querystring: querySchema(DRIVER_LIST_QUERY_PROPERTIES, ['mobilityContainerId']) } },
    (request) => answerDriverList(ctx, request),
  );

  // GET /driver/cararrangementcategorybindings?driverId={id} (02 §7): the driver's place in each arrangement within reach.
  app.get<{ Querystring: { driverId: string } }>(
    DRIVER_PATHS.bindings,
    { onRequest: drivers, schema: { querystring: querySchema({ driverId: idQuerySchema }, ['driverId']) } },
    async (request) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const driver = await findDriver(ctx.db, reach, Number(request.query.driverId), todayOf(ctx));
      if (!driver) throw notFound(`Driver ${request.query.driverId} was not found.`);
      const bindings = driver.carArrangementCategoryBindings ?? [];
      return ok(reach.arrangementIds === null ? bindings : bindings.filter((b) => reach.arrangementIds!.includes(b.carArrangementId)));
    },
  );

  app.post<{ Body: DriverBody }>(
    DRIVER_PATHS.driver,
    { onRequest: drivers, schema: { body: DriverCreate } },
    async (request, reply) => {
      const reach = await driverWriteReachOf(ctx.db, accountOf(request));
      try {
        const id = await ctx.db.transaction((tx) => createWelcomedDriver(ctx, tx, reach, request.body));
        return driverAnswer(reply, await findDriver(ctx.db, reach, id, todayOf(ctx)));
      } catch (error) {
        conflictOnClash(error);
      }
    },
  );

  app.put<{ Body: DriverUpdateBody }>(
    DRIVER_PATHS.driver,
    { onRequest: drivers, schema: { body: DriverUpdate } },
    async (request, reply) => {
      const reach = await driverWriteReachOf(ctx.db, accountOf(request));
      const { id, ...changes } = withoutIgnored(request.body, DRIVER_READ_ONLY);
      try {
        await ctx.db.transaction((tx) => updateDriver(tx, reach, id, changes, ctx.now(), ifMatchOf(request)));
      } catch (error) {
        conflictOnClash(error);
      }
      return driverAnswer(reply, await findDriver(ctx.db, reach, id, todayOf(ctx)));
    },
  );

  app.delete<{ Querystring: { driverId: string; resetStatus?: string; dateExpiration?: string } }>(
    DRIVER_PATHS.driver,
    {
      onRequest: drivers,
      schema: {
        querystring: querySchema({ driverId: idQuerySchema, resetStatus: boolQuery, dateExpiration: calendarDate }, ['driverId']),
      },
    },
    async (request) => {
      const { driverId, resetStatus } = request.query;
      const dateExpiration = dateOrEmpty(request.query.dateExpiration) ?? undefined;
      const reset = resetStatus === 'true';
      if (reset && dateExpiration !== undefined && dateExpiration < todayOf(ctx)) {
        throw badRequest('querystring.dateExpiration: the expiry date cannot be before today.');
      }
      if (!reset && dateExpiration !== undefined) throw badRequest('querystring.dateExpiration is only given with resetStatus=true.');
      const reach = await reachOf(ctx.db, accountOf(request));
      const outcome = await ctx.db.transaction((tx) =>
        deleteDriver(tx, mailerOf(ctx), reach, Number(driverId), reset ? { expiration: dateExpiration ?? null } : null, ctx.now(), ifMatchOf(request)));
      return ok([{ id: Number(driverId), outcome }]);
    },
  );

  // Plus signs should arrive encoded (%2B); an unencoded + reaches us as a space, which no address holds, so a
  // space is read back as the plus sign it was.
  app.post<{ Querystring: { email: string } }>(
    DRIVER_PATHS.emailExists,
    { onRequest: drivers, schema: { querystring: querySchema({ email: { type: 'string', minLength: 1, maxLength: 254 } }, ['email']) } },
    async (request) => {
      const { clientId } = accountOf(request);
      const rows = await ctx.db.query('SELECT 1 FROM drivers WHERE client_id = $1 AND email_address = $2',
        [clientId, request.query.email.trim().replace(/ /g, '+').toLowerCase()]);
      return ok([rows.length > 0]);
    },
  );

  app.post<{ Body: { debtorNumber: string } }>(
    DRIVER_PATHS.checkDebtorNumber,
    { onRequest: drivers, schema: { body: bodySchema({ debtorNumber: plainText(30, { minLength: 1 }) }) } },
    async (request) => {
      // Known to the client's leasing system (lease_system_debtors), not "already on a driver": several drivers
      // may lease under one debtor, and a number no driver has yet can still be a real debtor.
      const { clientId } = accountOf(request);
      const rows = await ctx.db.query('SELECT 1 FROM lease_system_debtors WHERE client_id = $1 AND upper(debtor_number) = upper($2)',
        [clientId, request.body.debtorNumber.trim()]);
      return ok([rows.length > 0]);
    },
  );

  app.post<{ Querystring: { driverId: string }; Body: number[] }>(
    DRIVER_PATHS.sendMail,
    {
      onRequest: drivers,
      schema: {
        querystring: querySchema({ driverId: idQuerySchema }, ['driverId']),
        body: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: idSchema },
      },
    },
    async (request) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const driverId = Number(request.query.driverId);
      const arrangementIds = request.body;
      const now = ctx.now();
      const sent = await ctx.db.transaction(async (tx) => {
        await lockDriver(tx, reach, driverId);
        const names = await tx.query<{ id: number; display_name: string }>(
          `SELECT ca.id, ca.display_name FROM car_arrangements ca
           JOIN driver_arrangement_bindings b ON b.client_id = ca.client_id AND b.car_arrangement_id = ca.id AND b.driver_id = $2
           WHERE ca.client_id = $1 AND ca.id = ANY ($3::int[]) AND ($4::int[] IS NULL OR ca.id = ANY ($4::int[]))`,
          [reach.clientId, driverId, arrangementIds, reach.arrangementIds]);
        if (names.length !== arrangementIds.length) throw notFound('An arrangement was not found for this driver.');
        const mailer = mailerOf(ctx);
        await queueMail(tx, mailer, reach.clientId, await welcomeMail(tx, reach.clientId, driverId, mailer.driverPortalUrl, arrangementIds), now);
        await tx.query(
          'UPDATE drivers SET email_has_been_sent = true, date_email_sent = $3, updated_at = now() WHERE client_id = $1 AND id = $2',
          [reach.clientId, driverId, now]);
        return names.map((n) => n.id);
      });
      return ok([{ driverId, carArrangementIds: sent, dateEmailSent: now.toISOString() }]);
    },
  );

  app.get<{ Querystring: { carArrangementId: string } }>(
    DRIVER_PATHS.export,
    { onRequest: drivers, schema: { querystring: querySchema({ carArrangementId: idQuerySchema }, ['carArrangementId']) } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const arrangementId = Number(request.query.carArrangementId);
      const [arrangement] = await ctx.db.query<{ display_name: string }>(
        'SELECT display_name FROM car_arrangements WHERE client_id = $1 AND id = $2 AND ($3::int[] IS NULL OR id = ANY ($3::int[]))',
        [reach.clientId, arrangementId, reach.arrangementIds]);
      if (!arrangement) throw notFound(`Car arrangement ${arrangementId} was not found.`);
      const rows = await driversOfArrangement(ctx.db, reach, arrangementId, todayOf(ctx));
      const categories = new Map((await ctx.db.query<{ id: number; display_name: string }>(
        'SELECT id, display_name FROM categories WHERE client_id = $1 AND car_arrangement_id = $2', [reach.clientId, arrangementId]))
        .map((c) => [c.id, c.display_name]));
      const data = await buildXlsx('Drivers', [
        'Id', 'First name', 'Prefix', 'Surname', 'E-mail', 'Phone', 'Debtor number', 'Category', 'Part-time %', 'Active',
        'Ordered', 'Generic', 'Blocked', 'Watching only', 'Expiration date', 'Last login', 'E-mail sent',
      ], rows.map((d) => {
        const binding = d.carArrangementCategoryBindings?.find((b) => b.carArrangementId === arrangementId);
        return [d.id, d.firstName, d.prefixSurname, d.surname, d.emailAddress, d.telephoneNr, d.debtorNumber,
          binding?.categoryId == null ? null : categories.get(binding.categoryId) ?? null, d.partTimePercentage, d.isActive,
          d.hasOrdered, d.isGeneric, d.isBlocked, d.isWatchingOnly, d.dateExpiration, d.dateLastLogin, d.emailHasBeenSent];
      }));
      return sendXlsx(reply, xlsxFileName(ctx.now(), 'drivers'), data);
    },
  );
}
