import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { CATALOGUE_PATHS } from '../../contract/paths/catalogue';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { listObjectBrands, listObjectModels, listObjectTypes } from '../repositories/catalogue';
import { idQuerySchema } from './schemas';

/**
 * The non-car catalogue (spec 02 §7: GET /api-object/{type}/brands, /models/{brandId}, /types/{modelId}),
 * read by the same screens as the car catalogue. {type} is an arrangement type other than car (spec 02 §3);
 * car is a 400 that says where the car catalogue is, so a caller never gets an empty "car" list. A brand
 * or model that is not of {type} is a 404 like an unknown id; a type without a catalogue of its own here
 * (card, model, rocket) has no brands.
 */
const OBJECT_TYPES = ['general', 'bike', 'card', 'model', 'rocket', 'tractor', 'truck'] as const;

const TypeParam = Type.String({ pattern: '^[a-z]{1,20}$' });

function objectType(type: string): string {
  if (type === 'car') throw badRequest('params.type car: the car catalogue is GET /brand, /model and /model/types');
  if (!(OBJECT_TYPES as readonly string[]).includes(type)) throw badRequest(`params.type must be one of ${OBJECT_TYPES.join(', ')}`);
  return type;
}

export function registerObjectCatalogueRoutes(untyped: FastifyInstance, ctx: ServerContext, read: onRequestAsyncHookHandler): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();

  app.get(CATALOGUE_PATHS.objectBrands, { onRequest: read, schema: { params: Type.Object({ type: TypeParam }) } }, async (request) =>
    ok(await listObjectBrands(ctx.db, objectType(request.params.type))));

  app.get(CATALOGUE_PATHS.objectModels, { onRequest: read, schema: { params: Type.Object({ type: TypeParam, brandId: idQuerySchema }) } },
    async (request) => {
      const brandId = Number(request.params.brandId);
      const models = await listObjectModels(ctx.db, objectType(request.params.type), brandId);
      if (!models) throw notFound(`Brand ${brandId} was not found.`);
      return ok(models);
    });

  app.get(CATALOGUE_PATHS.objectTypes, { onRequest: read, schema: { params: Type.Object({ type: TypeParam, modelId: idQuerySchema }) } },
    async (request) => {
      const modelId = Number(request.params.modelId);
      const types = await listObjectTypes(ctx.db, objectType(request.params.type), modelId);
      if (!types) throw notFound(`Model ${modelId} was not found.`);
      return ok(types);
    });
}
