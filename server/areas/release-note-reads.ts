import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/db';
import { ok } from '../envelope';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { RELEASE_NOTE_PRODUCT_CODE_PATTERN, type UnseenReleaseNotes } from '../../contract/types/release-notes';
import { idSchema } from '../../contract/schemas';
import { productCodeFilter, unseenBy } from './release-note';

/**
 * Which release notes the signed-in account has not opened yet (issue 18 point 4; paths of ours, the contract shows
 * none). The top bar's release icon shows the count, the notes page marks what it showed:
 *
 * - GET /releasenotes/unseencount[?{product}Code=] → results[0] { unseenCount }: notes (of that product) this
 *   account has not opened. One count, cheap enough for every page load.
 * - POST /releasenotes/seen[?{product}Code=] { releaseNoteIds: [id, …] } → results[0] { unseenCount }: the notes the
 *   page showed are now opened by this account (ids of notes deleted meanwhile are passed over), and what is still
 *   unseen (of that product). Stored per account in the database (release_note_reads), so it follows the user to
 *   another browser or API node. The page names the notes it showed rather than "all": a note published between its
 *   read and this call stays new. A note published later is new again to everyone, whenever they last looked.
 *
 * The notes page marks them after it has read them, so the `isNew` its list showed is what was new before the visit.
 * Readers of the notes only: the access table's releaseNotes (supervisor and above). The answer's row:
 * contract/types/release-notes.ts UnseenReleaseNotes.
 */
/** The notes a page showed: it shows them all, so a new account may name every note of years (well within 1 MiB). */
const SEEN_BODY = Type.Object({ releaseNoteIds: Type.Array(idSchema, { minItems: 1, maxItems: 5000 }) }, { additionalProperties: false });

type Query = Record<string, string | undefined>;

/** `(SELECT count(*) …)` of the notes (of product `code`, or of every product when null) the account has not opened; the dashboard's too. */
export function unseenCountSql(code: string | null, accountId: number, add: (value: unknown) => string): string {
  const product = add(code);
  return `(SELECT count(*)::int FROM release_notes t WHERE (${product}::text IS NULL OR t.productcode = ${product}) AND ${unseenBy(add(accountId))})`;
}

/** Notes (of the `{product}Code` asked, or of every product) the account has not opened. */
async function unseenCount(db: Queryable, product: string, query: Query, accountId: number): Promise<number> {
  const params: unknown[] = [];
  const [row] = await db.query<{ n: number }>(
    `SELECT ${unseenCountSql(query[productCodeFilter(product)] ?? null, accountId, (value) => `$${params.push(value)}`)} AS n`, params);
  return row?.n ?? 0;
}

export function registerReleaseNoteReads(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const product = ctx.config.product;
  const querystring = Type.Object({ [productCodeFilter(product)]: Type.Optional(Type.String({ pattern: RELEASE_NOTE_PRODUCT_CODE_PATTERN })) });
  const options = { onRequest: auth.requireFeature('releaseNotes'), schema: { querystring } };
  const answer = (count: number) => ok<UnseenReleaseNotes>([{ unseenCount: count }]);

  app.get<{ Querystring: Query }>('/releasenotes/unseencount', options, async (request) =>
    answer(await unseenCount(ctx.db, product, request.query, accountOf(request).id)));

  app.post<{ Querystring: Query; Body: Static<typeof SEEN_BODY> }>('/releasenotes/seen', { ...options, schema: { querystring, body: SEEN_BODY } }, async (request) => {
    const account = accountOf(request);
    // Marking twice (two tabs, two nodes) is one mark: the first stays.
    await ctx.db.query(
      `INSERT INTO release_note_reads (client_id, account_id, release_note_id)
       SELECT $1::int, $2::int, t.id FROM release_notes t WHERE t.id = ANY ($3::int[]) ON CONFLICT DO NOTHING`,
      [account.homeClientId, account.id, request.body.releaseNoteIds]);
    return answer(await unseenCount(ctx.db, product, request.query, account.id));
  });
}
