import type { FastifyInstance, FastifyReply } from 'fastify';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { ifMatchOf, sendVersion } from '../kit/version';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { listCalculatorSettings } from '../repositories/arrangements';
import {
  createCalculatorSetting, deleteCalculatorSetting, initialPairProblem, updateCalculatorSetting,
} from '../repositories/calculator-setting';
import { reachOf, type Reach } from '../repositories/scope';
import { CalculatorSettingCreate, CalculatorSettingUpdate } from './calculator-setting-schemas';
import { FuelDurationKm } from '../../contract/areas/calculator-setting';
import { idQuerySchema, querySchema } from './schemas';

/**
 * The calculator setting writes of spec 02 §7: POST and PUT /cararrangementcalculatorsetting, DELETE
 * ?carArrangementId=, and POST /cararrangementcalculatorsetting/checkinitialdurationkm, which tells the
 * form whether a fuel's initial pair is among its chosen durations and kilometres ({ isValid, reason }).
 * Bulk and above (the access table's `calculatorSetting`); GET is in cararrangement.ts.
 */
async function settingAnswer(ctx: ServerContext, reach: Reach, id: number, reply: FastifyReply) {
  const [row] = await listCalculatorSettings(ctx.db, reach, { id });
  if (!row) throw notFound(`Car arrangement ${id} was not found.`);
  if (row.version !== undefined) sendVersion(reply, row.version);
  return ok([row]);
}

export function registerCalculatorSettingWrites(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const write = auth.requireFeature('calculatorSetting');
  const reach = (request: Parameters<typeof accountOf>[0]) => reachOf(ctx.db, accountOf(request));
  const path = ARRANGEMENT_PATHS.calculatorSetting;

  app.post<{ Body: CalculatorSettingCreate }>(path, { onRequest: write, schema: { body: CalculatorSettingCreate } }, async (request, reply) => {
    const scope = await reach(request);
    await createCalculatorSetting(ctx.db, scope, request.body);
    return settingAnswer(ctx, scope, request.body.carArrangementId, reply);
  });

  app.put<{ Body: CalculatorSettingUpdate }>(path, { onRequest: write, schema: { body: CalculatorSettingUpdate } }, async (request, reply) => {
    const scope = await reach(request);
    await updateCalculatorSetting(ctx.db, scope, request.body, ifMatchOf(request));
    return settingAnswer(ctx, scope, request.body.carArrangementId, reply);
  });

  app.delete<{ Querystring: { carArrangementId: string } }>(
    path,
    { onRequest: write, schema: { querystring: querySchema({ carArrangementId: idQuerySchema }, ['carArrangementId']) } },
    async (request) => {
      const id = Number(request.query.carArrangementId);
      await deleteCalculatorSetting(ctx.db, await reach(request), id, ifMatchOf(request));
      return ok([{ carArrangementId: id }]);
    },
  );

  app.post<{ Body: FuelDurationKm }>(ARRANGEMENT_PATHS.calculatorCheck, { onRequest: write, schema: { body: FuelDurationKm } }, async (request) => {
    const reason = initialPairProblem(request.body, 'body');
    return ok([{ isValid: reason === null, reason }]);
  });
}
