import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/db';
import { ok } from '../envelope';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { RELEASE_NOTE_PRODUCT_CODE_PATTERN } from '../../src/api/types-release-notes';
import { productCodeFilter, unseenBy } from './release-note';

/**
 * Which release notes the signed-in account has not opened yet (issue 18 point 4; paths of ours, the contract shows
 * none). The top bar's release icon shows the count, the notes page marks what it showed:
 *
 * - GET /releasenotes/unseencount[?{product}Code=] → results[0] { unseenCount }: notes (of that product) this
 *   account has not opened. One count, cheap enough for every page load.
 * - POST /releasenotes/seen[?{product}Code=] → results[0] { unseenCount: 0 }: every note (of that product) is now
 *   opened by this account. Stored per account in the database (release_note_reads), so it follows the user to
 *   another browser or API node. A note published later is new again to everyone, whenever they last looked.
 *
 * The notes page marks them after it has read them, so the `isNew` its list showed is what was new before the visit.
 * Readers of the notes only: the access table's releaseNotes (supervisor and above).
 */
export interface UnseenReleaseNotes {
  unseenCount: number;
}

type Query = Record<string, string | undefined>;

/** The notes the filter names (all, or one product's): SQL over `t` with its parameters, the account's id first. */
function notesOf(product: string, query: Query, accountId: number): { where: string; params: unknown[] } {
  const code = query[productCodeFilter(product)];
  return code === undefined ? { where: 'true', params: [accountId] } : { where: 't.productcode = $2', params: [accountId, code] };
}

async function unseenCount(db: Queryable, product: string, query: Query, accountId: number): Promise<number> {
  const { where, params } = notesOf(product, query, accountId);
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM release_notes t WHERE ${where} AND ${unseenBy('$1')}`, params);
  return row?.n ?? 0;
}

export function registerReleaseNoteReads(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const product = ctx.config.product;
  const querystring = Type.Object({ [productCodeFilter(product)]: Type.Optional(Type.String({ pattern: RELEASE_NOTE_PRODUCT_CODE_PATTERN })) });
  const options = { onRequest: auth.requireFeature('releaseNotes'), schema: { querystring } };
  const answer = (count: number) => ok<UnseenReleaseNotes>([{ unseenCount: count }]);

  app.get<{ Querystring: Query }>('/releasenotes/unseencount', options, async (request: FastifyRequest<{ Querystring: Query }>) =>
    answer(await unseenCount(ctx.db, product, request.query, accountOf(request).id)));

  app.post<{ Querystring: Query }>('/releasenotes/seen', options, async (request: FastifyRequest<{ Querystring: Query }>) => {
    const account = accountOf(request);
    const { where, params } = notesOf(product, request.query, account.id);
    // Marking twice (two tabs, two nodes) is one mark: the first stays.
    await ctx.db.query(
      `INSERT INTO release_note_reads (client_id, account_id, release_note_id)
       SELECT $${params.length + 1}::int, $1::int, t.id FROM release_notes t WHERE ${where} ON CONFLICT DO NOTHING`, [...params, account.homeClientId]);
    return answer(await unseenCount(ctx.db, product, request.query, account.id));
  });
}
