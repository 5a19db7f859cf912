import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { ok } from '../envelope';
import { badRequest } from '../plugins/http-errors';
import { reachOf } from '../repositories/scope';
import { containerBindingsOf, containerIdsInReach, containerNotFound, mobilityFacts } from '../repositories/mobility';
import type { ResourceDeclaration } from './declaration';
import { containerVariantInReach, listRows, pageOf, readRow, type ListFilter } from './read';
import { type KitReach, type Row } from './declaration';
import { createBody, idQuery, listQuery, updateBody } from './schemas';
import { ifMatchOf, sendVersion } from './version';
import { checkContainer, createRow, deleteRow, rowNotFound, updateRow } from './write';

/**
 * GET list, GET by id, POST, PUT and DELETE for one declaration, with the wire contract of issue 13:
 * lists `{ results, successful, resultCount }` (paged by pageSize/pageIndex when asked), one row as
 * results[0] with `ETag: "<version>"`, If-Match on PUT and DELETE (412 when stale, nothing written).
 * Reads need the declaration's read feature, writes its write feature (the access table).
 */

type Query = Record<string, string | undefined>;

const numberOf = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** A query parameter under the kit's name or the contract's alias for it; both naming different values is a 400. */
function aliased(query: Query, name: string, alias: string | undefined): number | undefined {
  const [own, other] = [numberOf(query[name]), alias === undefined ? undefined : numberOf(query[alias])];
  if (own !== undefined && other !== undefined && own !== other) throw badRequest(`querystring.${name} and querystring.${alias} name different rows`);
  return own ?? other;
}

function filterOf(decl: ResourceDeclaration, query: Query, now: Date): ListFilter {
  const page = pageOf(query);
  return {
    ...(decl.attention && query.attention !== undefined ? { attention: { name: query.attention, now } } : {}),
    q: query.q,
    onlyDefault: !decl.variants?.arrangementOnly && query.includeOnlyDefault === 'true',
    carArrangementId: aliased(query, 'carArrangementId', decl.queryAliases?.carArrangementId),
    ...(decl.variants?.containers && query.containerId !== undefined ? { containerId: Number(query.containerId) } : {}),
    equal: Object.fromEntries(Object.keys(decl.equalityFilters ?? {}).flatMap((name) => (query[name] === undefined ? [] : [[name, query[name]!]]))),
    ...(page ? { page } : {}),
  };
}

function one(reply: FastifyReply, row: Row) {
  sendVersion(reply, row.version);
  return ok([row]);
}

/**
 * The access hooks and the reach of one declaration's routes. A container's rows are gated by the access
 * table's mobility rule, which reads the client's licences and containers besides the role.
 */
export function kitAccess(ctx: ServerContext, auth: AuthHooks, decl: ResourceDeclaration) {
  const facts = decl.containerReach ? (account: Parameters<typeof mobilityFacts>[1]) => mobilityFacts(ctx.db, account) : undefined;
  return {
    read: auth.requireFeature(decl.feature.read, facts),
    write: auth.requireFeature(decl.feature.write, facts),
    async reach(request: Parameters<typeof accountOf>[0]): Promise<KitReach> {
      const account = accountOf(request);
      const scope: KitReach = { ...(await reachOf(ctx.db, account)), role: account.role, accountId: account.id };
      if (decl.variants?.containers) scope.containerIds = await containerIdsInReach(ctx.db, account);
      return decl.containerReach ? { ...scope, containerBoundTo: containerBindingsOf(account) } : scope;
    },
  };
}

export function registerResource(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks, decl: ResourceDeclaration): void {
  const { read, write, reach } = kitAccess(ctx, auth, decl);

  app.get<{ Querystring: Query }>(decl.paths.get, { onRequest: read, schema: { querystring: listQuery(decl) } }, async (request, reply) => {
    const scope = await reach(request);
    const without = decl.askedFor && request.query[decl.askedFor.param] !== 'true' ? decl.askedFor.fields : undefined;
    const id = aliased(request.query, decl.idParam, decl.queryAliases?.id);
    if (id !== undefined) {
      const row = await readRow(ctx.db, decl, scope, id, without);
      if (!row) throw rowNotFound(decl, id);
      return one(reply, row);
    }
    const filter = filterOf(decl, request.query, ctx.now());
    // Asking for an arrangement's variants outside reach is a 404 like an unknown id, not an empty list.
    const arrangement = filter.carArrangementId;
    if (arrangement !== undefined && scope.arrangementIds !== null && !scope.arrangementIds.includes(arrangement)) {
      throw rowNotFound({ ...decl, noun: 'Car arrangement' }, arrangement);
    }
    // So is a container's rows filtered by a container out of reach.
    const containerField = decl.containerReach?.field;
    if (containerField && filter.equal?.[containerField] !== undefined) await checkContainer(ctx.db, scope, Number(filter.equal[containerField]));
    if (!containerVariantInReach(scope, filter.containerId)) throw containerNotFound();
    const { rows, total } = await listRows(ctx.db, decl, scope, { ...filter, ...(without ? { without } : {}) });
    return { ...ok(rows), resultCount: total };
  });

  app.post<{ Body: Record<string, unknown> }>(decl.paths.post, { onRequest: write, schema: { body: createBody(decl) } }, async (request, reply) =>
    one(reply, await createRow(ctx, decl, await reach(request), request.body)));

  app.put<{ Body: Record<string, unknown> & { id: number } }>(decl.paths.put, { onRequest: write, schema: { body: updateBody(decl) } }, async (request, reply) =>
    one(reply, await updateRow(ctx, decl, await reach(request), request.body, ifMatchOf(request))));

  app.delete<{ Querystring: Query }>(decl.paths.delete, { onRequest: write, schema: { querystring: idQuery(decl) } }, async (request) => {
    const id = Number(request.query[decl.idParam]);
    await deleteRow(ctx.db, decl, await reach(request), id, ifMatchOf(request));
    return ok([{ id }]);
  });
}
