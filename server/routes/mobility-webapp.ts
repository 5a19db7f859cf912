import { readFileSync } from 'node:fs';
import { MOBILITY_WEBAPP_PATHS } from '../../contract/paths/mobility-webapp';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { issueHandoverCode } from '../auth/handover-codes';
import { containerIdsInReach } from '../repositories/mobility';
import { findDriver } from '../repositories/driver-list';
import { reachOf } from '../repositories/scope';
import { arrangementInReach } from '../repositories/arrangement-write';
import { LOCALES } from '../../contract/types/core';
import { requireMobility } from './mobilitycontainer';
import { idSchema } from '../../contract/schemas';

/**
 * The external mobility web app (spec 01 §7, issue 16 point 4): POST /api-admin/mobility/webapp/code answers the
 * address to open in a new tab — the configured web app (MOBILITY_WEBAPP_URL; without it the stand-in below) with
 * clientName, language and the optional carArrangementId, driverId and mobilityCategoryId as the spec lists them,
 * and, instead of the spec's bearer token, a single-use code of 60 s (auth/handover-codes.ts says why) in the
 * fragment: a fragment is never sent to the web app's server, so the code stays out of its access log and out
 * of Referer headers even before it is spent. Everything named must be in the caller's reach.
 *
 * GET /mobility-webapp/ is a stand-in for the web app on this server, so the link works on `npm start`: it takes
 * the code from the fragment, exchanges it and shows whom it signed in. It is not part of the product's UI.
 */
const CodeRequest = Type.Object({
  language: Type.Enum(LOCALES),
  carArrangementId: Type.Optional(idSchema),
  driverId: Type.Optional(idSchema),
  mobilityCategoryId: Type.Optional(idSchema),
}, { additionalProperties: false });
type CodeRequest = Static<typeof CodeRequest>;

export const STAND_IN_PATH = '/mobility-webapp/';
const STAND_IN_DIR = new URL('../mobility-webapp/', import.meta.url);
const standIn = (file: string) => readFileSync(new URL(file, STAND_IN_DIR), 'utf8');

export function registerMobilityWebAppRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.post<{ Body: CodeRequest }>(MOBILITY_WEBAPP_PATHS.code, { onRequest: requireMobility(ctx, auth), schema: { body: CodeRequest } }, async (request) => {
    const account = accountOf(request);
    const body = request.body;
    const reach = await reachOf(ctx.db, account);
    if (body.carArrangementId !== undefined) await arrangementInReach(ctx.db, reach, body.carArrangementId);
    if (body.driverId !== undefined && !(await findDriver(ctx.db, reach, body.driverId, ctx.now().toISOString().slice(0, 10)))) {
      throw notFound(`Driver ${body.driverId} was not found.`);
    }
    if (body.mobilityCategoryId !== undefined) {
      const rows = await ctx.db.query('SELECT 1 FROM mobility_categories WHERE client_id = $1 AND id = $2 AND mobility_container_id = ANY ($3::int[])',
        [account.clientId, body.mobilityCategoryId, await containerIdsInReach(ctx.db, account)]);
      if (rows.length === 0) throw notFound(`Mobility category ${body.mobilityCategoryId} was not found.`);
    }
    const [client] = await ctx.db.query<{ name: string }>('SELECT name FROM clients WHERE id = $1', [account.clientId]);
    const { code, expiresAt } = await issueHandoverCode(ctx, account);
    const query = new URLSearchParams({ clientName: client!.name, language: body.language });
    for (const key of ['carArrangementId', 'driverId', 'mobilityCategoryId'] as const) {
      if (body[key] !== undefined) query.set(key, String(body[key]));
    }
    const base = ctx.config.mobilityWebAppUrl ?? STAND_IN_PATH;
    return ok([{ url: `${base}?${query}#code=${code}`, expiresAt: expiresAt.toISOString() }]);
  });
}

/** The stand-in's page and script (no inline script: the house CSP allows scripts from our origin only). */
export function registerMobilityWebAppStandIn(app: FastifyInstance): void {
  app.get(STAND_IN_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(standIn('index.html')));
  app.get(`${STAND_IN_PATH}stand-in.js`, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(standIn('stand-in.js')));
}
