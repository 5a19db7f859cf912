import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { pagedRows, pageOf, searchCondition } from '../kit/read';
import { LIST_PARAMS } from '../kit/schemas';
import { checkVersion, ifMatchOf, sendVersion } from '../kit/version';
import { sanitizeRichText } from '../rich-text';
import { idQuerySchema } from '../routes/schemas';
import type { MailLog, MailLogListItem } from './mail-log';

/**
 * The mail log's routes (spec 02 §7 "Mail": GET /logemails, GET ?logId=, DELETE ?logId=), for the access table's
 * `mailLog` ("supervisor only"), bound to the acting client. The list is the kit's (newest first, `q` searching
 * recipient and subject literally, pageSize/pageIndex, resultCount) without the bodies; ?logId= answers one row
 * with its body and ETag. The body is cleaned by the one allow-list on the way out too, so a row written before
 * the outbox cleaned bodies, or by another system, is harmless in the screen.
 *
 * No PUT: a log says what happened. DELETE honours If-Match: the version rises with every change the delivery
 * worker makes (a trigger, migration 0027), so deleting a row shown as 'queued' that has since been sent is a 412.
 * Deleting a queued mail also cancels it: the worker finds no row and sends nothing.
 */
const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const LIST_SELECT = [
  't.id', 't.version', 't.from_address AS "from"', 't.to_address AS "to"', 't.cc', 't.bcc', 't.host', 't.subject',
  `${ISO('t.sent_at')} AS "date"`, 't.message', 't.error_message AS "errorMessage"', 't.status', 't.attempts',
  `${ISO('t.delivered_at')} AS "deliveredAt"`,
].join(', ');

const SEARCHED = "t.to_address || ' ' || t.subject";

const logNotFound = (id: number) => notFound(`Mail log ${id} was not found.`);

export function registerMailLogRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const onRequest = auth.requireFeature('mailLog');

  app.get<{ Querystring: { logId?: string; q?: string; pageSize?: string; pageIndex?: string } }>('/logemails', {
    onRequest, schema: { querystring: Type.Object({ logId: Type.Optional(idQuerySchema), ...LIST_PARAMS }) },
  }, async (request, reply) => {
    const clientId = accountOf(request).clientId;
    if (request.query.logId !== undefined) {
      const id = Number(request.query.logId);
      const [row] = await ctx.db.query<MailLog>(
        `SELECT ${LIST_SELECT}, t.body_html AS body FROM mail_logs t WHERE t.client_id = $1 AND t.id = $2`, [clientId, id]);
      if (!row) throw logNotFound(id);
      sendVersion(reply, row.version);
      return ok([{ ...row, body: sanitizeRichText(row.body) }]);
    }
    const params: unknown[] = [clientId];
    const where = ['t.client_id = $1', ...(request.query.q ? [searchCondition(SEARCHED, `$${params.push(request.query.q)}`)] : [])];
    const { rows, total } = await pagedRows<MailLogListItem>(ctx.db,
      { select: LIST_SELECT, from: `mail_logs t WHERE ${where.join(' AND ')}`, orderBy: 't.sent_at DESC, t.id DESC' }, params, pageOf(request.query));
    return { ...ok(rows), resultCount: total };
  });

  app.delete<{ Querystring: { logId: string } }>('/logemails', {
    onRequest, schema: { querystring: Type.Object({ logId: idQuerySchema }, { required: ['logId'] }) },
  }, async (request) => {
    const clientId = accountOf(request).clientId;
    const id = Number(request.query.logId);
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<{ version: number }>('SELECT version FROM mail_logs WHERE client_id = $1 AND id = $2 FOR UPDATE', [clientId, id]);
      if (!row) throw logNotFound(id);
      checkVersion(ifMatchOf(request), row.version);
      await tx.query('DELETE FROM mail_logs WHERE client_id = $1 AND id = $2', [clientId, id]);
    });
    return ok([{ id }]);
  });
}
