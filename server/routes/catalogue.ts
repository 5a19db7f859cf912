import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Brand, Model } from '../../src/api/types';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { listArrangements } from '../repositories/arrangements';
import { reachOf } from '../repositories/scope';
import { idQuerySchema } from './schemas';

/**
 * The car catalogue (spec 02 §7 "Brands, models"): GET /brand and GET /model?brandId=, provider-wide
 * reference data (no client), each ordered by name. The "all" entry (id 0) the lists show first is
 * prepended by the app, never here.
 *
 * Who reads: the screens that pick a brand or model — brand-model texts (`texts`), blocked brand/models
 * (`blocked`), cars (`carData`), preferred dealers grouped by brand (`preferredDealers`) and the analyzer
 * (`analyzer`). In the access table that is supervisor and master; bulk, fleet management and
 * sub-supervisors have no screen that needs the catalogue and get 403.
 *
 * `?excludeBlockedBrands=true&carArrangementId=` (the blocked-brands form) leaves out the brands that
 * arrangement blocks as a whole (`blocked_brand_models` rows without a model); a brand with only some
 * models blocked stays, as more of it may still be blocked. The arrangement must be the acting client's
 * and within reach (else 404, like an unknown id); excludeBlockedBrands without it is a 400.
 * `carArrangementId` alone changes nothing.
 */

const CATALOGUE_READERS = ['texts', 'blocked', 'carData', 'preferredDealers', 'analyzer'] as const;

const BrandQuery = Type.Object({
  excludeBlockedBrands: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  carArrangementId: Type.Optional(idQuerySchema),
});
const ModelQuery = Type.Object({ brandId: idQuerySchema });

export function registerCatalogueRoutes(untyped: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAnyFeature(CATALOGUE_READERS);

  app.get('/brand', { onRequest: read, schema: { querystring: BrandQuery } }, async (request) => {
    const { excludeBlockedBrands, carArrangementId } = request.query;
    let blockedBy: number | null = null;
    if (excludeBlockedBrands === 'true') {
      if (carArrangementId === undefined) throw badRequest('querystring.carArrangementId is required with excludeBlockedBrands=true');
      const reach = await reachOf(ctx.db, accountOf(request));
      const id = Number(carArrangementId);
      if ((await listArrangements(ctx.db, reach, { id })).length === 0) throw notFound(`Car arrangement ${id} was not found.`);
      blockedBy = id;
    }
    return ok(await ctx.db.query<Brand>(
      `SELECT b.id, b.name, b.label FROM brands b
       WHERE $1::int IS NULL OR NOT EXISTS (SELECT 1 FROM blocked_brand_models x
         WHERE x.car_arrangement_id = $1 AND x.brand_id = b.id AND x.model_id IS NULL)
       ORDER BY lower(b.name), b.id`,
      [blockedBy],
    ));
  });

  // An unknown brand has no models: an empty list, not a 404 (the form asks as soon as a brand is chosen).
  app.get('/model', { onRequest: read, schema: { querystring: ModelQuery } }, async (request) =>
    ok(await ctx.db.query<Model>(
      'SELECT m.id, m.id AS "modelId", m.name, m.label FROM models m WHERE m.brand_id = $1 ORDER BY lower(m.name), m.id',
      [Number(request.query.brandId)],
    )));
}
