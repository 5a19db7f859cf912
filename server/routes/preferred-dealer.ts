import type { FastifyInstance } from 'fastify';
import { PREFERRED_DEALER_PATHS } from '../../contract/paths/preferred-dealer';
import { Type, type Static } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { ignoredFields } from '../kit/schemas';
import { ifMatchOf, sendVersion } from '../kit/version';
import { accountOf, type AuthHooks } from '../plugins/auth';
import {
  addPreferredDealers, deletePreferredDealer, groupedByBrand, listPreferredDealers, savePreferredDealer, setCentralPurchasingForAll,
} from '../repositories/preferred-dealers';
import { reachOf } from '../repositories/scope';
import { idQuerySchema, querySchema } from './schemas';
import { idSchema } from '../../contract/schemas';

/**
 * Preferred dealers (spec 02 §7 "Preferred dealers"), supervisor and above, car arrangements only:
 *   GET  /preferreddealer (?carArrangementId)                      the rows, by brand, city and name
 *   GET  /preferreddealer/groupedbybrand?carArrangementId=          [{ brandId, brandName, dealers }]
 *   POST /preferreddealer/dealers { carArrangementId, brandId, dealerIds }   adds dealers for a brand
 *   POST /preferreddealer { carArrangementId, brandId, dealerId, isCentralPurchasing }  marks one (or changes its flag)
 *   DELETE /preferreddealer?preferredDealerId=                      If-Match honoured
 *   GET  /preferreddealer/setcentralpurchasingforallbrands?carArrangementId= and /removecentralpurchasingforallbrands
 * The last two change data on a GET because the contract names them so; they answer the arrangement's rows.
 */
const PreferredDealerBody = Type.Object({
  carArrangementId: idSchema,
  brandId: idSchema,
  dealerId: idSchema,
  isCentralPurchasing: Type.Optional(Type.Boolean()),
  // What GET showed besides comes back ignored.
  ...ignoredFields(['id', 'version', 'brandName', 'name', 'city']),
}, { additionalProperties: false });

const AddDealersBody = Type.Object({
  carArrangementId: idSchema,
  brandId: idSchema,
  dealerIds: Type.Array(idSchema, { minItems: 1, maxItems: 200, uniqueItems: true }),
}, { additionalProperties: false });

const byArrangement = querySchema({ carArrangementId: idQuerySchema }, ['carArrangementId']);

export function registerPreferredDealerRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const access = auth.requireFeature('preferredDealers');
  const reach = (request: Parameters<typeof accountOf>[0]) => reachOf(ctx.db, accountOf(request));

  app.get<{ Querystring: { carArrangementId?: string } }>(PREFERRED_DEALER_PATHS.preferredDealer,
    { onRequest: access, schema: { querystring: querySchema({ carArrangementId: idQuerySchema }) } },
    async (request) => {
      const id = request.query.carArrangementId;
      return ok(await listPreferredDealers(ctx.db, await reach(request), id === undefined ? null : Number(id)));
    });

  app.get<{ Querystring: { carArrangementId: string } }>(PREFERRED_DEALER_PATHS.groupedByBrand, { onRequest: access, schema: { querystring: byArrangement } },
    async (request) => ok(groupedByBrand(await listPreferredDealers(ctx.db, await reach(request), Number(request.query.carArrangementId)))));

  app.post<{ Body: Static<typeof AddDealersBody> }>(PREFERRED_DEALER_PATHS.dealers, { onRequest: access, schema: { body: AddDealersBody } },
    async (request) => ok(await addPreferredDealers(ctx.db, await reach(request), request.body)));

  app.post<{ Body: Static<typeof PreferredDealerBody> }>(PREFERRED_DEALER_PATHS.preferredDealer, { onRequest: access, schema: { body: PreferredDealerBody } },
    async (request, reply) => {
      const { carArrangementId, brandId, dealerId, isCentralPurchasing } = request.body;
      const row = await savePreferredDealer(ctx.db, await reach(request), { carArrangementId, brandId, dealerId, isCentralPurchasing }, ifMatchOf(request));
      sendVersion(reply, row.version);
      return ok([row]);
    });

  app.delete<{ Querystring: { preferredDealerId: string } }>(PREFERRED_DEALER_PATHS.preferredDealer,
    { onRequest: access, schema: { querystring: querySchema({ preferredDealerId: idQuerySchema }, ['preferredDealerId']) } },
    async (request) => {
      const id = Number(request.query.preferredDealerId);
      await deletePreferredDealer(ctx.db, await reach(request), id, ifMatchOf(request));
      return ok([{ id }]);
    });

  for (const [path, on] of [[PREFERRED_DEALER_PATHS.setCentralPurchasingForAll, true], [PREFERRED_DEALER_PATHS.removeCentralPurchasingForAll, false]] as const) {
    app.get<{ Querystring: { carArrangementId: string } }>(path, { onRequest: access, schema: { querystring: byArrangement } },
      async (request) => ok(await setCentralPurchasingForAll(ctx.db, await reach(request), Number(request.query.carArrangementId), on)));
  }
}
