import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HISTORY_KINDS, HISTORY_PATHS, type HistoryKind } from '../../contract/paths/history';
import { idSchema } from '../../contract/schemas';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { forbidden, notFound } from '../plugins/http-errors';
import { hasAtLeast } from '../plugins/roles';
import { reachOf } from '../repositories/scope';
import { bodySchema, idQuerySchema, querySchema } from '../routes/schemas';
import { historyKinds, type HistoryKindRules } from './kinds';
import { deletedRecords, historyPage } from './read';
import { findDeletion, revertDeletion } from './restore';

/**
 * The record history's routes (contract/paths/history.ts). Reading follows the record's own rules: its area's read
 * feature, and a record the caller reaches now (the kit's GET by id, or the area's scope); a deleted record's history
 * only to those who reach the whole client (supervisor and up), who may also restore it within the retention. The
 * one who deleted may take it back for a short while (the app's toast offers it for UNDO_SECONDS).
 */

/** How long after a delete the one who deleted may undo it without being a supervisor: the toast's 10 s and a margin. */
export const UNDO_GRACE_SECONDS = 60;

// An enum rather than a union of literals: a refusal names every kind ("must be one of faq, …").
const kindSchema = Type.Unsafe<HistoryKind>({ type: 'string', enum: [...HISTORY_KINDS] });
const entriesQuery = querySchema({ kind: kindSchema, id: idQuerySchema, before: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }, ['kind', 'id']);
const deletedQuery = querySchema({ kind: kindSchema }, ['kind']);
const restoreBody = bodySchema({ kind: kindSchema, id: idSchema });

export function registerHistoryRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const kinds = historyKinds(ctx, auth);
  const gone = (kind: HistoryKind, id: number) => notFound(`There is no ${kind} ${id} whose history you may read.`);

  /** The area's feature check, then the client whose rows the caller reads: null for a provider-wide area (master only). */
  async function clientOf(rules: HistoryKindRules, hook: 'read' | 'write', request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
    await rules[hook].call(app, request, reply);
    const account = accountOf(request);
    if (!rules.providerWide) return account.clientId;
    if (account.role !== 'master') throw forbidden();
    return null;
  }
  /** A supervisor (or master) who is not scoped: reaches every record of the client, deleted ones too. */
  async function wholeClient(request: FastifyRequest): Promise<boolean> {
    const account = accountOf(request);
    if (!hasAtLeast(account.role, 'supervisor')) return false;
    const reach = await reachOf(ctx.db, account);
    return reach.arrangementIds === null && reach.operatingCompanyIds === null;
  }

  app.get<{ Querystring: { kind: HistoryKind; id: string; before?: string } }>(HISTORY_PATHS.entries,
    { onRequest: auth.signedIn, schema: { querystring: entriesQuery } }, async (request, reply) => {
      const { kind, before } = request.query;
      const id = Number(request.query.id);
      const rules = kinds[kind];
      const clientId = await clientOf(rules, 'read', request, reply);
      if (!(await rules.readable(request, id))) {
        // Gone: only someone who reaches the whole client reads what it was.
        if (!(await wholeClient(request)) || !(await findDeletion(ctx.db, rules, clientId, id))) throw gone(kind, id);
      }
      const page = await historyPage(ctx.db, rules, clientId, id, before === undefined ? undefined : Number(before));
      return { ...ok(page.entries), more: page.more };
    });

  app.get<{ Querystring: { kind: HistoryKind } }>(HISTORY_PATHS.deleted,
    { onRequest: auth.requireRole('supervisor'), schema: { querystring: deletedQuery } }, async (request, reply) => {
      const { kind } = request.query;
      const rules = kinds[kind];
      const clientId = await clientOf(rules, 'read', request, reply);
      if (!(await wholeClient(request))) throw forbidden('Only a supervisor who reaches the whole client sees what was deleted.');
      return ok(await deletedRecords(ctx.db, kind, rules, clientId));
    });

  app.post<{ Body: { kind: HistoryKind; id: number } }>(HISTORY_PATHS.restore,
    { onRequest: auth.signedIn, schema: { body: restoreBody } }, async (request, reply) => {
      const { kind, id } = request.body;
      const rules = kinds[kind];
      const clientId = await clientOf(rules, 'write', request, reply);
      const account = accountOf(request);
      // Asked before the transaction: on PGlite a read outside it would wait for it to end.
      const supervises = await wholeClient(request);
      await ctx.db.transaction(async (tx) => {
        // Two restores of one record at once: the second finds it restored.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`restore:${rules.table}:${id}`]);
        const deletion = await findDeletion(tx, rules, clientId, id);
        if (!deletion) throw notFound(`There is no deleted ${kind} ${id} to restore.`);
        const own = deletion.actor_id === account.id && deletion.age <= UNDO_GRACE_SECONDS;
        if (!own && !supervises) throw forbidden('Only a supervisor can restore what was deleted earlier.');
        await revertDeletion(tx, deletion);
      });
      return ok([{ id }]);
    });
}
