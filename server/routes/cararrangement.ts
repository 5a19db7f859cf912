import type { FastifyInstance } from 'fastify';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import { Type } from 'typebox';
import { ATTENTION_FILTERS, type AttentionFilter } from '../../contract/types/dashboard';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { arrangementOverview, listArrangements, listCalculatorSettings, type ArrangementFilter } from '../repositories/arrangements';
import { listArrangementSettings } from '../repositories/arrangement-setting';
import { reachOf } from '../repositories/scope';
import { idQuerySchema, querySchema } from './schemas';
import { mantelNumberSchema } from '../../contract/schemas';
import { registerCarArrangementWrites } from './cararrangement-write';
import { registerCalculatorSettingWrites } from './calculator-setting';
import { registerArrangementSettingWrites } from './arrangement-setting';
import { sendVersion } from '../kit/version';
import { pageOf } from '../kit/read';
import { LIST_PARAMS } from '../kit/schemas';

/**
 * /api-admin/cararrangement, /cararrangementcalculatorsetting and /cararrangementsetting (spec 02 §7
 * "Car arrangement"), the reads the shell needs: the arrangement list (or one by ?carArrangementId or
 * ?mantelnummer) and overview, and per arrangement its calculator and arrangement settings; the writes
 * are in cararrangement-write.ts. Always the acting client's arrangements within
 * the caller's reach (repositories/scope.ts); an id outside it answers 404, exactly like an unknown id.
 * Role checks come from the access table: the arrangement menu (everyone but fleetmanagement),
 * calculator setting (bulk and above), settings (supervisor and above).
 */
const NOT_FOUND = 'The car arrangement could not be found.';

interface ArrangementQuery {
  carArrangementId?: string;
  mantelnummer?: string;
  q?: string;
  attention?: AttentionFilter<'arrangement'>;
  pageSize?: string;
  pageIndex?: string;
}

const byIdOrMantel = querySchema({ carArrangementId: idQuerySchema, mantelnummer: mantelNumberSchema });
/** The list also takes the kit's search and paging (the /component/arrangement screen); without them it is every arrangement. */
const arrangementQuery = querySchema({
  carArrangementId: idQuerySchema, mantelnummer: mantelNumberSchema, attention: Type.Enum(ATTENTION_FILTERS.arrangement), ...LIST_PARAMS,
});

function filterOf(query: ArrangementQuery, now: Date): ArrangementFilter {
  return {
    ...(query.attention !== undefined && { attention: query.attention, now }),
    ...(query.carArrangementId !== undefined && { id: Number(query.carArrangementId) }),
    ...(query.mantelnummer !== undefined && { mantelNumber: query.mantelnummer }),
    ...(query.q !== undefined && { q: query.q }),
  };
}

/** With an id or mantel number the caller asked for one arrangement: none is a 404, not an empty list. */
function oneOrList<T>(query: ArrangementQuery, rows: T[]): T[] {
  if ((query.carArrangementId !== undefined || query.mantelnummer !== undefined) && rows.length === 0) throw notFound(NOT_FOUND);
  return rows;
}

export function registerCarArrangementRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: ArrangementQuery }>(
    ARRANGEMENT_PATHS.arrangement,
    { onRequest: auth.requireFeature('arrangementMenu'), schema: { querystring: arrangementQuery } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const rows = oneOrList(request.query, await listArrangements(ctx.db, reach, filterOf(request.query, ctx.now())));
      // One arrangement asked by its id answers its version as the ETag, for If-Match on PUT and DELETE.
      if (request.query.carArrangementId !== undefined && rows[0]?.version !== undefined) sendVersion(reply, rows[0].version);
      // A client has tens of arrangements, not thousands: the page is cut from the whole (already searched) list.
      const page = pageOf(request.query);
      const shown = page ? rows.slice((page.index - 1) * page.size, page.index * page.size) : rows;
      return { ...ok(shown), resultCount: rows.length };
    },
  );
  registerCarArrangementWrites(app, ctx, auth);

  app.get(ARRANGEMENT_PATHS.overview, { onRequest: auth.requireFeature('arrangementMenu') }, async (request) =>
    ok(await arrangementOverview(ctx.db, await reachOf(ctx.db, accountOf(request)))),
  );

  app.get<{ Querystring: ArrangementQuery }>(
    ARRANGEMENT_PATHS.calculatorSetting,
    { onRequest: auth.requireFeature('calculatorSetting'), schema: { querystring: byIdOrMantel } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const rows = oneOrList(request.query, await listCalculatorSettings(ctx.db, reach, filterOf(request.query, ctx.now())));
      if (request.query.carArrangementId !== undefined && rows[0]?.version !== undefined) sendVersion(reply, rows[0].version);
      return ok(rows);
    },
  );
  registerCalculatorSettingWrites(app, ctx, auth);

  app.get<{ Querystring: Pick<ArrangementQuery, 'carArrangementId'> }>(
    ARRANGEMENT_PATHS.setting,
    { onRequest: auth.requireFeature('settings'), schema: { querystring: querySchema({ carArrangementId: idQuerySchema }) } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const rows = oneOrList(request.query, await listArrangementSettings(ctx.db, reach, filterOf(request.query, ctx.now())));
      if (request.query.carArrangementId !== undefined && rows[0]?.version !== undefined) sendVersion(reply, rows[0].version);
      return ok(rows);
    },
  );
  registerArrangementSettingWrites(app, ctx, auth);
}
