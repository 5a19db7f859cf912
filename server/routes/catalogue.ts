import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PATHS } from '../../contract/paths/catalogue';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { listArrangements } from '../repositories/arrangements';
import { listBrands, listCarTypes, listFuels, listModels, modelExists } from '../repositories/catalogue';
import { reachOf } from '../repositories/scope';
import { idQuerySchema } from './schemas';
import { registerObjectCatalogueRoutes } from './catalogue-objects';
import { registerSegmentsWorkbook } from './segments-workbook';

/**
 * The car catalogue (spec 02 §7 "Brands, models"; spec 01 §7): provider-wide reference data (no client),
 * each list ordered by name. GET /brand, /model (every model, or ?brandId= one brand's), /model/brands
 * (the brands still selling a model), /model/types?modelId= (a model's versions), /fuel (the fixed
 * codes); the non-car catalogue (/api-object/…) and the active-models workbook in their own modules.
 *
 * The "all" entry (id 0; fuel code all; segment code *) that spec 01 §3 gives brand, model, fuel and
 * segment lists is prepended by the app where a screen filters ("lists with all entry prepended" is the
 * app's answer handling in spec 01 §7), never here: one rule, so no answer ever holds a row that is not
 * in the catalogue and no screen that picks a real brand has to drop it again.
 *
 * Who reads: the screens that pick a brand or model — brand-model texts (`texts`), blocked brand/models
 * (`blocked`), cars (`carData`), preferred dealers grouped by brand (`preferredDealers`) and the analyzer
 * (`analyzer`). In the access table that is supervisor and master; bulk, fleet management and
 * sub-supervisors have no screen that needs the catalogue and get 403. Fuels are also read by the bulk
 * user's category, deviation and calculator screens.
 *
 * `?excludeBlockedBrands=true&carArrangementId=` (the blocked-brands form) leaves out the brands that
 * arrangement blocks as a whole (`blocked_brand_models` rows without a model); a brand with only some
 * models blocked stays, as more of it may still be blocked. The arrangement must be the acting client's
 * and within reach (else 404, like an unknown id); excludeBlockedBrands without it is a 400.
 * `carArrangementId` alone changes nothing.
 */

export const CATALOGUE_READERS = ['texts', 'blocked', 'carData', 'preferredDealers', 'analyzer'] as const;
const FUEL_READERS = [...CATALOGUE_READERS, 'categories', 'deviations', 'calculatorSetting'] as const;

const BrandQuery = Type.Object({
  excludeBlockedBrands: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  carArrangementId: Type.Optional(idQuerySchema),
});
const ModelQuery = Type.Object({ brandId: Type.Optional(idQuerySchema) });
const TypesQuery = Type.Object({ modelId: idQuerySchema });

export function registerCatalogueRoutes(untyped: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAnyFeature(CATALOGUE_READERS);

  app.get(CATALOGUE_PATHS.brand, { onRequest: read, schema: { querystring: BrandQuery } }, async (request) => {
    const { excludeBlockedBrands, carArrangementId } = request.query;
    if (excludeBlockedBrands !== 'true') return ok(await listBrands(ctx.db));
    if (carArrangementId === undefined) throw badRequest('querystring.carArrangementId is required with excludeBlockedBrands=true');
    const reach = await reachOf(ctx.db, accountOf(request));
    const id = Number(carArrangementId);
    if ((await listArrangements(ctx.db, reach, { id })).length === 0) throw notFound(`Car arrangement ${id} was not found.`);
    return ok(await listBrands(ctx.db, { blockedBy: id }));
  });

  // An unknown brand has no models: an empty list, not a 404 (the form asks as soon as a brand is chosen).
  app.get(CATALOGUE_PATHS.model, { onRequest: read, schema: { querystring: ModelQuery } }, async (request) =>
    ok(await listModels(ctx.db, request.query.brandId === undefined ? undefined : Number(request.query.brandId))));

  app.get(CATALOGUE_PATHS.modelBrands, { onRequest: read }, async () => ok(await listBrands(ctx.db, { activeOnly: true })));

  // Versions are asked for a model picked from /model, so an unknown one is a wrong id: 404.
  app.get(CATALOGUE_PATHS.modelTypes, { onRequest: read, schema: { querystring: TypesQuery } }, async (request) => {
    const modelId = Number(request.query.modelId);
    if (!(await modelExists(ctx.db, modelId))) throw notFound(`Model ${modelId} was not found.`);
    return ok(await listCarTypes(ctx.db, modelId));
  });

  app.get(CATALOGUE_PATHS.fuel, { onRequest: auth.requireAnyFeature(FUEL_READERS) }, async () => ok(await listFuels(ctx.db)));

  registerObjectCatalogueRoutes(untyped, ctx, read);
  registerSegmentsWorkbook(untyped, ctx, auth);
}
