import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTENTION_FILTERS, STALE_AFTER_DAYS, type AttentionFilter } from '../../contract/types/dashboard';
import type { SignedInAccount } from '../auth/tokens';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { reachOf } from '../repositories/scope';
import { containerIdsInReach } from '../repositories/mobility';
import { notFound } from '../plugins/http-errors';
import { pagedRows, pageOf, searchCondition } from '../kit/read';
import { LIST_PARAMS } from '../kit/schemas';
import { checkVersion, ifMatchOf, sendVersion } from '../kit/version';
import { sanitizeRichText } from '../rich-text';
import { idQuerySchema } from '../routes/schemas';
import type { MailLog, MailLogListItem } from '../../contract/areas/mail-log';

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
 *
 * The log follows the reader's scope like every other list (issue 35): the master and an unscoped supervisor read
 * the acting client's whole log; a supervisor scoped to operating companies reads only the mails tied to an
 * arrangement it reaches or a container it reaches — not client-wide mail such as account invitations. A row out
 * of reach is missing (404) to ?logId= and DELETE alike.
 */
const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const LIST_SELECT = [
  't.id', 't.version', 't.from_address AS "from"', 't.to_address AS "to"', 't.cc', 't.bcc', 't.host', 't.subject',
  `${ISO('t.sent_at')} AS "date"`, 't.message', 't.error_message AS "errorMessage"', 't.status', 't.attempts',
  `${ISO('t.delivered_at')} AS "deliveredAt"`,
].join(', ');

const SEARCHED = "t.to_address || ' ' || t.subject";

const logNotFound = (id: number) => notFound(`Mail log ${id} was not found.`);

/** "Row t is the reader's" over $1 (client), $2 (arrangements reached, null: all) and $3 (containers reached). */
const VISIBLE = `t.client_id = $1 AND ($2::int[] IS NULL OR t.car_arrangement_id = ANY ($2::int[]) OR t.mobility_container_id = ANY ($3::int[]))`;

/** Whose mail a reader reads: the acting client's, within the arrangements (null: all) and containers it reaches. */
export interface MailLogReader {
  clientId: number;
  arrangementIds: number[] | null;
  containerIds: number[];
}

/** The reader's reach; containers are asked only of a scoped reader, the one who needs them. */
export async function mailLogReaderOf(ctx: ServerContext, account: SignedInAccount): Promise<MailLogReader> {
  const { clientId, arrangementIds } = await reachOf(ctx.db, account);
  return { clientId, arrangementIds, containerIds: arrangementIds === null ? [] : await containerIdsInReach(ctx.db, account) };
}

/** The parameters of VISIBLE for the caller. */
async function readerParams(ctx: ServerContext, request: FastifyRequest): Promise<unknown[]> {
  const { clientId, arrangementIds, containerIds } = await mailLogReaderOf(ctx, accountOf(request));
  return [clientId, arrangementIds, containerIds];
}

/** The dashboard's "mail that failed in the last 7 days" (types-dashboard.ts), by when it was queued. */
const ATTENTION_SQL: Record<AttentionFilter<'mailLog'>, (now: string) => string> = {
  failedRecently: (now) => `t.status = 'failed' AND t.sent_at >= ${now}::timestamptz - interval '${STALE_AFTER_DAYS} days'`,
};

export interface MailLogFilter {
  q?: string;
  attention?: { name: AttentionFilter<'mailLog'>; now: Date };
}

/** The list's WHERE over `t` (mail_logs), pushing its values with `add`; the dashboard counts with it too. */
export function mailLogConditions(reader: MailLogReader, filter: MailLogFilter, add: (value: unknown) => string): string {
  const where = [`t.client_id = ${add(reader.clientId)}`];
  if (reader.arrangementIds !== null) {
    where.push(`(t.car_arrangement_id = ANY (${add(reader.arrangementIds)}::int[]) OR t.mobility_container_id = ANY (${add(reader.containerIds)}::int[]))`);
  }
  if (filter.q) where.push(searchCondition(SEARCHED, add(filter.q)));
  if (filter.attention) where.push(ATTENTION_SQL[filter.attention.name](add(filter.attention.now.toISOString())));
  return where.join(' AND ');
}

export function registerMailLogRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const onRequest = auth.requireFeature('mailLog');

  app.get<{ Querystring: { logId?: string; q?: string; attention?: AttentionFilter<'mailLog'>; pageSize?: string; pageIndex?: string } }>('/logemails', {
    onRequest,
    schema: { querystring: Type.Object({ logId: Type.Optional(idQuerySchema), attention: Type.Optional(Type.Enum(ATTENTION_FILTERS.mailLog)), ...LIST_PARAMS }) },
  }, async (request, reply) => {
    if (request.query.logId !== undefined) {
      const params = await readerParams(ctx, request);
      const id = Number(request.query.logId);
      const [row] = await ctx.db.query<MailLog>(
        `SELECT ${LIST_SELECT}, t.body_html AS body FROM mail_logs t WHERE ${VISIBLE} AND t.id = $4`, [...params, id]);
      if (!row) throw logNotFound(id);
      sendVersion(reply, row.version);
      return ok([{ ...row, body: sanitizeRichText(row.body) }]);
    }
    const { q, attention } = request.query;
    const params: unknown[] = [];
    const where = mailLogConditions(await mailLogReaderOf(ctx, accountOf(request)),
      { q, ...(attention && { attention: { name: attention, now: ctx.now() } }) }, (value) => `$${params.push(value)}`);
    const { rows, total } = await pagedRows<MailLogListItem>(ctx.db,
      { select: LIST_SELECT, from: `mail_logs t WHERE ${where}`, orderBy: 't.sent_at DESC, t.id DESC' }, params, pageOf(request.query));
    return { ...ok(rows), resultCount: total };
  });

  app.delete<{ Querystring: { logId: string } }>('/logemails', {
    onRequest, schema: { querystring: Type.Object({ logId: idQuerySchema }, { required: ['logId'] }) },
  }, async (request) => {
    const params = await readerParams(ctx, request);
    const id = Number(request.query.logId);
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<{ version: number }>(`SELECT t.version FROM mail_logs t WHERE ${VISIBLE} AND t.id = $4 FOR UPDATE`, [...params, id]);
      if (!row) throw logNotFound(id);
      checkVersion(ifMatchOf(request), row.version);
      await tx.query('DELETE FROM mail_logs WHERE client_id = $1 AND id = $2', [params[0], id]);
    });
    return ok([{ id }]);
  });
}
