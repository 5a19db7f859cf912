import type { FastifyInstance } from 'fastify';
import { ANALYZER_PATHS } from '../../contract/paths/analyzer';
import { Type } from 'typebox';
import { LOCALES } from '../../contract/types/core';
import type { AnalyzerRequest } from '../../contract/types/analyzer';
import { preferredLanguage } from '../accept-language';
import { evaluate } from '../analyzer/evaluate';
import { loadFacts } from '../analyzer/load';
import { resultOf } from '../analyzer/texts';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { nullable } from '../../contract/schemas';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { reachOf } from '../repositories/scope';
import { todayOf } from './driver-list-route';
import { clientNameSchema, idSchema } from '../../contract/schemas';

/**
 * The problem analyzer (spec 01 §7 "Problem-analysis tool", issue 20 point 2), under /api-omr as the contract names
 * it: POST /getRedenAutoNietGevonden_omrmapi { clientName, arrangementId, categoryId, typeIdHist, driverId } answers
 * `{ results: [AnalyzerResult] }` — why a driver in the category does not see the version (cProbleem), what to change
 * (cOplossing), every finding per rule, or that it is available and at what price. Master only (spec 01 §6
 * "Analyzer: master"); the client is the acting one (its name compared lower-case, another name a 404), the
 * arrangement and driver in its reach (another client's a 404), the category one of the arrangement's (else 400).
 * Texts in the language of Accept-Language (the six locales, nl-NL by default). It reads and writes nothing else.
 */

const AnalyzerBody = Type.Object({
  clientName: clientNameSchema,
  arrangementId: idSchema,
  categoryId: idSchema,
  // car_types.type_id_hist is a positive integer column; any other number names no version, so it is a 400 here.
  typeIdHist: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  driverId: nullable(idSchema),
}, { additionalProperties: false });

export function registerAnalyzerRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.post<{ Body: AnalyzerRequest }>(ANALYZER_PATHS.whyNotFound, { onRequest: auth.requireFeature('analyzer'), schema: { body: AnalyzerBody } }, async (request) => {
    const account = accountOf(request);
    const body = request.body;
    const [client] = await ctx.db.query<{ name: string }>('SELECT name FROM clients WHERE id = $1', [account.clientId]);
    if (client?.name.toLowerCase() !== body.clientName.toLowerCase()) throw notFound(`Client ${body.clientName} was not found.`);
    const facts = await loadFacts(ctx.db, await reachOf(ctx.db, account), body, todayOf(ctx));
    const locale = preferredLanguage(request.headers['accept-language'], LOCALES, 'nl-NL');
    return ok([resultOf(facts, evaluate(facts), locale)]);
  });
}
