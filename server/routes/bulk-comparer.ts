import type { FastifyInstance } from 'fastify';
import { BULK_COMPARER_PATHS } from '../../contract/paths/bulk-comparer';
import { Type, type Static } from 'typebox';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { sendXlsx, xlsxFileName } from '../xlsx';
import { comparedClientOf, listProfiles, listRunLog, liveCarData, profileOf } from '../repositories/bulk-comparer';
import { compareWithLastRun, DEFAULT_LIMIT, EXPORT_LIMIT, SCREEN_LIMIT } from '../repositories/bulk-comparison';
import { comparisonFileSuffix, comparisonWorkbook } from './bulk-comparer-workbook';
import { idQuerySchema } from './schemas';
import { idSchema } from '../../contract/schemas';

/**
 * The provider's bulk comparer (spec 02 §7 "Bulk comparer", §6 "bulk compare: master"; issue 19 point 4):
 *
 *   GET  /getbulkcomparerprofiles?clientId=   the client's profiles; none: 404 "No bulk comparer profiles for client …"
 *                                             (02 §8: the app shows that first server error)
 *   POST /BulkComparer { clientId, profileId, limit? }  the client's prices now against its last run (results[0])
 *   POST /BulkComparer/export (same body)     that comparison as <yyyyMMdd>_AMW_bulkcompare.xlsx (ours: the contract
 *                                             names exports by date stamp and a fixed suffix, 02 §7)
 *   POST /getlivecardata { clientId, versionIds | typeIdHist }   the catalogue's facts now beside the run's prices
 *   POST /getbulklogsinfo { clientId }        the client's bulk runs, newest first
 *
 * The POSTs are queries, as the contract spells them: they write nothing (the write sweep proves it for refusals
 * and has a recipe for their valid requests). Master only (`bulkCompare`); the client is named in the request and
 * an unknown one is a 404, as is a profile of another client.
 */
const clientId = idSchema;

const comparisonBody = Type.Object({
  clientId, profileId: idSchema,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SCREEN_LIMIT })),
}, { additionalProperties: false });

/** At most 200 versions a call: a panel of facts, not a catalogue dump. */
const versionList = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 200, uniqueItems: true });
const liveDataBody = Type.Object({
  clientId, versionIds: Type.Optional(versionList), typeIdHist: Type.Optional(versionList),
}, { additionalProperties: false });

const logBody = Type.Object({ clientId }, { additionalProperties: false });

export function registerBulkComparerRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const gate = auth.requireFeature('bulkCompare');

  app.get<{ Querystring: { clientId: string } }>(BULK_COMPARER_PATHS.profiles, {
    onRequest: gate, schema: { querystring: Type.Object({ clientId: idQuerySchema }, { additionalProperties: false }) },
  }, async (request) => {
    const reach = await comparedClientOf(ctx.db, Number(request.query.clientId));
    const profiles = await listProfiles(ctx.db, reach.clientId);
    if (profiles.length === 0) throw notFound(`No bulk comparer profiles for client ${reach.displayName}.`);
    return ok(profiles);
  });

  const compare = async (body: Static<typeof comparisonBody>, limit: number) => {
    const reach = await comparedClientOf(ctx.db, body.clientId);
    return compareWithLastRun(ctx.db, reach, await profileOf(ctx.db, reach.clientId, body.profileId), limit);
  };

  app.post<{ Body: Static<typeof comparisonBody> }>(BULK_COMPARER_PATHS.comparer, { onRequest: gate, schema: { body: comparisonBody } },
    async (request) => ok([await compare(request.body, request.body.limit ?? DEFAULT_LIMIT)]));

  // The workbook holds up to EXPORT_LIMIT rows whatever `limit` says: an export is for reading beyond the screen.
  app.post<{ Body: Static<typeof comparisonBody> }>(BULK_COMPARER_PATHS.export, { onRequest: gate, schema: { body: comparisonBody } },
    async (request, reply) => {
      const comparison = await compare(request.body, EXPORT_LIMIT);
      const data = await comparisonWorkbook(comparison, request.headers['accept-language']);
      return sendXlsx(reply, xlsxFileName(ctx.now(), comparisonFileSuffix(ctx.config.product)), data);
    });

  app.post<{ Body: Static<typeof liveDataBody> }>(BULK_COMPARER_PATHS.liveCarData, { onRequest: gate, schema: { body: liveDataBody } }, async (request) => {
    const { versionIds, typeIdHist } = request.body;
    if ((versionIds === undefined) === (typeIdHist === undefined)) throw badRequest('body.versionIds or body.typeIdHist: send exactly one of them');
    const reach = await comparedClientOf(ctx.db, request.body.clientId);
    return ok(await liveCarData(ctx.db, reach.clientId, request.body));
  });

  app.post<{ Body: Static<typeof logBody> }>(BULK_COMPARER_PATHS.logs, { onRequest: gate, schema: { body: logBody } }, async (request) => {
    const reach = await comparedClientOf(ctx.db, request.body.clientId);
    return ok(await listRunLog(ctx.db, reach.clientId));
  });
}
