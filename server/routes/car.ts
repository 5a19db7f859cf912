import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAR_PATHS } from '../../contract/paths/car';
import { Type, type Static } from 'typebox';
import { MAX_PRICE_EUROS } from '../../contract/lease-price';
import { FUEL_CODES } from '../../contract/fuels';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { nullable } from '../../contract/schemas';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { carBreakdown, carOverview, checkDutchCarData, extendedCars, newCars, offeredSegments, type CarListQuery, type Paged } from '../repositories/car-lists';
import { notAddedCars } from '../repositories/car-list-not-added';
import { listFixedLeasePrices, saveFixedLeasePrices } from '../repositories/fixed-lease-prices';
import { reachOf } from '../repositories/scope';
import { idQuerySchema, querySchema } from './schemas';
import { idSchema, plainText } from '../../contract/schemas';

/**
 * Cars of an arrangement (spec 02 §7 "Cars"; issue 15 point 3), car data: supervisor and above, in reach, car
 * arrangements only (another type a 400). Lists answer `{ results, resultCount }`, 20 a page unless asked.
 *   GET  /car/extended/new?carArrangementId[&filterText&pageIndex&pageSize]   the offered versions, priced
 *   POST /car/extended/new { carArrangementId, filterText?, pageIndex?, pageSize?, brandId?, modelId?, fuelCode?, segmentCode? }   the same (the app's search)
 *   POST /car/new { carArrangementId, filterText?, pageIndex?, pageSize? }   added in the last 30 days; Dutch car data only (else 404)
 *   POST /car/notadded { carArrangementId, filterText?, pageIndex?, pageSize? }   not offered, with the reasons
 *   GET  /car/extended/breakdown?carArrangementId&carTypeId   one version priced with every part of its price
 *   GET  /car/overview?carTypeId   one version under every car arrangement in reach (offered or why not, its price)
 *   GET  /car/segments?carArrangementId   the offered versions' segments with counts
 *   GET  /car/extended/fixedleaseprice?carArrangementId   the fixed prices with their versions
 *   POST /car/extended/savefixedleaseprice { carArrangementId, searchQuery, prices: [{ carTypeId, price | null }] }
 * A list that cannot be priced answers 409 "Lease price maintenance is needed: …" (car-pricing.ts).
 */
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 500;

/** The list's filters besides the search: one brand, one of its models, one fuel, one segment (the app's "all" entries send nothing). */
const FILTERS = {
  brandId: Type.Optional(nullable(idSchema)),
  modelId: Type.Optional(nullable(idSchema)),
  fuelCode: Type.Optional(nullable(Type.Enum(FUEL_CODES))),
  segmentCode: Type.Optional(nullable(Type.String({ pattern: '^[A-Za-z0-9]{1,10}$' }))),
};

const ListBody = Type.Object({
  carArrangementId: idSchema,
  filterText: Type.Optional(nullable(plainText(200))),
  ...FILTERS,
  pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
}, { additionalProperties: false });
type ListBody = Static<typeof ListBody>;

const ListQuery = querySchema({
  carArrangementId: idQuerySchema,
  filterText: plainText(200),
  pageIndex: Type.String({ pattern: '^[1-9][0-9]{0,5}$' }),
  pageSize: Type.String({ pattern: '^[1-9][0-9]{0,2}$' }),
}, ['carArrangementId']);
interface ListQuery { carArrangementId: string; filterText?: string; pageIndex?: string; pageSize?: string }

const byArrangement = querySchema({ carArrangementId: idQuerySchema }, ['carArrangementId']);

/**
 * searchQuery is the list search the prices were set from. It is checked as plain text and not stored: a
 * fixed price belongs to the version whatever search showed it, and the app reloads its list with its own
 * filterText after saving.
 */
const SaveBody = Type.Object({
  carArrangementId: idSchema,
  searchQuery: Type.Optional(nullable(plainText(200))),
  prices: Type.Array(Type.Object({
    carTypeId: idSchema,
    price: nullable(Type.Number({ exclusiveMinimum: 0, maximum: MAX_PRICE_EUROS, format: 'cents' })),
  }, { additionalProperties: false }), { minItems: 1, maxItems: 1000 }),
}, { additionalProperties: false });

function listQueryOf(body: ListBody): CarListQuery {
  return {
    carArrangementId: body.carArrangementId, filterText: body.filterText ?? undefined,
    filters: { brandId: body.brandId ?? null, modelId: body.modelId ?? null, fuelCode: body.fuelCode ?? null, segmentCode: body.segmentCode ?? null },
    page: { index: body.pageIndex ?? 1, size: body.pageSize ?? DEFAULT_PAGE_SIZE },
  };
}

const paged = <T>({ rows, total }: Paged<T>) => ({ ...ok(rows), resultCount: total });

export function registerCarRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const access = auth.requireFeature('carData');
  const reach = (request: FastifyRequest) => reachOf(ctx.db, accountOf(request));

  app.get<{ Querystring: ListQuery }>(CAR_PATHS.extendedNew, { onRequest: access, schema: { querystring: ListQuery } }, async (request) => {
    const q = request.query;
    return paged(await extendedCars(ctx.db, await reach(request), listQueryOf({
      carArrangementId: Number(q.carArrangementId), filterText: q.filterText,
      ...(q.pageIndex === undefined ? {} : { pageIndex: Number(q.pageIndex) }),
      ...(q.pageSize === undefined ? {} : { pageSize: Math.min(MAX_PAGE_SIZE, Number(q.pageSize)) }),
    })));
  });

  app.post<{ Body: ListBody }>(CAR_PATHS.extendedNew, { onRequest: access, schema: { body: ListBody } },
    async (request) => paged(await extendedCars(ctx.db, await reach(request), listQueryOf(request.body))));

  app.post<{ Body: ListBody }>(CAR_PATHS.new, { onRequest: access, schema: { body: ListBody } }, async (request) => {
    const scope = await reach(request);
    await checkDutchCarData(ctx.db, scope);
    return paged(await newCars(ctx.db, scope, listQueryOf(request.body)));
  });

  app.post<{ Body: ListBody }>(CAR_PATHS.notAdded, { onRequest: access, schema: { body: ListBody } },
    async (request) => paged(await notAddedCars(ctx.db, await reach(request), listQueryOf(request.body))));

  app.get<{ Querystring: { carArrangementId: string } }>(CAR_PATHS.segments, { onRequest: access, schema: { querystring: byArrangement } },
    async (request) => ok(await offeredSegments(ctx.db, await reach(request), Number(request.query.carArrangementId))));

  app.get<{ Querystring: { carArrangementId: string; carTypeId: string } }>(CAR_PATHS.breakdown,
    { onRequest: access, schema: { querystring: querySchema({ carArrangementId: idQuerySchema, carTypeId: idQuerySchema }, ['carArrangementId', 'carTypeId']) } },
    async (request) => ok([await carBreakdown(ctx.db, await reach(request), Number(request.query.carArrangementId), Number(request.query.carTypeId))]));

  app.get<{ Querystring: { carTypeId: string } }>(CAR_PATHS.overview,
    { onRequest: access, schema: { querystring: querySchema({ carTypeId: idQuerySchema }, ['carTypeId']) } },
    async (request) => ok(await carOverview(ctx.db, await reach(request), Number(request.query.carTypeId))));

  app.get<{ Querystring: { carArrangementId: string } }>(CAR_PATHS.fixedLeasePrice, { onRequest: access, schema: { querystring: byArrangement } },
    async (request) => ok(await listFixedLeasePrices(ctx.db, await reach(request), Number(request.query.carArrangementId))));

  app.post<{ Body: Static<typeof SaveBody> }>(CAR_PATHS.saveFixedLeasePrice, { onRequest: access, schema: { body: SaveBody } },
    async (request) => ok(await saveFixedLeasePrices(ctx.db, await reach(request), request.body.carArrangementId, request.body.prices)));
}
