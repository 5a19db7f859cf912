import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { hasRole } from '../../contract/access/permissions';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { conflict, notFound } from '../plugins/http-errors';
import { ok } from '../envelope';
import { ACCOUNT_ROLES, type accountArea } from '../areas/account';
import { checkCeiling } from '../areas/account-rules';
import { ALREADY_HAS_PASSWORD, inviteAccount } from '../auth/invitations';
import { toggleSubsupervisorSwitch } from '../auth/subsupervisor-switch';
import { findCurrentAccount } from '../repositories/accounts';
import { kitAccess } from '../kit/register';
import { listRows, readRow } from '../kit/read';
import { lockRow } from '../kit/write';
import { idQuerySchema, querySchema } from './schemas';
import { idSchema } from '../../contract/schemas';
import { ACCOUNT_PATHS } from '../../contract/paths/account';

type AccountArea = ReturnType<typeof accountArea>;

/**
 * The routes around the account rows (spec 02 §7 "Accounts and roles", "Provider level"; issue 18):
 * GET /role, GET /cararrangement/accounts, POST /account/invite (a new invitation link), POST
 * /{product}/accountproducts (master only) and GET /{product}/switchtosubsupervisor.
 */
export function registerAccountAdministration(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks, area: AccountArea): void {
  const { read, write, reach } = kitAccess(ctx, auth, area);
  const product = ctx.config.product;

  /** Every role but driver, highest first; `assignable`: the caller may give it (never above its own). */
  app.get(ACCOUNT_PATHS.role, { onRequest: read }, async (request) => {
    const role = accountOf(request).role;
    return ok(ACCOUNT_ROLES.map((name, index) => ({ name, rank: index + 1, assignable: hasRole(role, name) })));
  });

  /** The accounts scoped to one arrangement, directly or through one of its operating companies; an arrangement out of reach is a 404. */
  app.get<{ Querystring: { carArrangementId: string } }>(
    ACCOUNT_PATHS.arrangementAccounts,
    { onRequest: read, schema: { querystring: querySchema({ carArrangementId: idQuerySchema }, ['carArrangementId']) } },
    async (request) => {
      const scope = await reach(request);
      const arrangementId = Number(request.query.carArrangementId);
      const [arrangement] = await ctx.db.query('SELECT 1 FROM car_arrangements WHERE client_id = $1 AND id = $2', [scope.clientId, arrangementId]);
      if (!arrangement || (scope.arrangementIds !== null && !scope.arrangementIds.includes(arrangementId))) {
        throw notFound(`Car arrangement ${arrangementId} was not found.`);
      }
      const ids = await ctx.db.query<{ id: number }>(
        `SELECT account_id AS id FROM account_car_arrangements WHERE client_id = $1 AND car_arrangement_id = $2
         UNION SELECT ao.account_id FROM account_operating_companies ao
           JOIN operating_companies o ON o.client_id = ao.client_id AND o.id = ao.operating_company_id AND NOT o.is_deleted
           JOIN operating_company_car_arrangements oca ON oca.client_id = o.client_id AND oca.operating_company_id = o.id
           WHERE ao.client_id = $1 AND oca.car_arrangement_id = $2`, [scope.clientId, arrangementId]);
      const { rows, total } = await listRows(ctx.db, area, scope, { ids: ids.map((r) => r.id) });
      return { ...ok(rows), resultCount: total };
    },
  );

  /**
   * A new invitation link for the account (the older ones stop working), mailed like the first; same ceiling as editing
   * it. Only while it is pending: a link sets a first password, never replaces one (whoever read it would own the account).
   */
  app.post<{ Querystring: { accountId: string } }>(
    ACCOUNT_PATHS.invite,
    { onRequest: write, schema: { querystring: querySchema({ accountId: idQuerySchema }, ['accountId']) } },
    async (request) => {
      const scope = await reach(request);
      const id = Number(request.query.accountId);
      const row = await ctx.db.transaction(async (tx) => {
        const stored = await lockRow(tx, area, scope, id, undefined);
        checkCeiling(scope, stored, undefined);
        if (stored.invitationPending !== true) throw conflict(ALREADY_HAS_PASSWORD);
        await inviteAccount(tx, ctx, scope.clientId, id);
        return stored;
      });
      return ok([row]);
    },
  );

  /** Replaces the account's products (after an account save, master only: the access table's productMenu). */
  app.post<{ Body: { accountId: number; products: number[] } }>(
    ACCOUNT_PATHS.accountProducts(product),
    {
      onRequest: auth.requireFeature('productMenu'),
      schema: { body: Type.Object({ accountId: idSchema, products: Type.Array(idSchema, { maxItems: 100, uniqueItems: true }) }, { additionalProperties: false }) },
    },
    async (request) => {
      const scope = await reach(request);
      const { accountId, products } = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        await lockRow(tx, area, scope, accountId, undefined);
        const known = new Set((await tx.query<{ id: number }>('SELECT id FROM products WHERE id = ANY ($1::int[])', [products])).map((p) => p.id));
        const unknown = products.find((p) => !known.has(p));
        if (unknown !== undefined) throw notFound(`Product ${unknown} was not found.`);
        await tx.query('DELETE FROM account_products WHERE account_id = $1', [accountId]);
        await tx.query('INSERT INTO account_products (client_id, account_id, product_id) SELECT $1, $2, unnest($3::int[])', [scope.clientId, accountId, products]);
        return readRow(tx, area, scope, accountId);
      });
      return ok([row]);
    },
  );

  /**
   * A master acts as a sub-supervisor, or as itself again: a fact of the session (auth/tokens.ts), so every later
   * request of it (refreshes too) is checked as a sub-supervisor's, except this route, which answers to the account's
   * own role so the master can switch back. Answers the account as currentloggedinaccount does.
   */
  app.get(ACCOUNT_PATHS.switchToSubSupervisor(product), { onRequest: auth.requireOwnRole('master') }, async (request) => {
    const account = accountOf(request);
    const switched = await toggleSubsupervisorSwitch(ctx.db, account.familyId);
    const current = await findCurrentAccount(ctx.db, { ...account, role: switched ? 'subsupervisor' : account.realRole, isSwitchedToSubsupervisor: switched },
      `${product}Products`);
    if (!current) throw notFound('The account could not be found.');
    return ok([current]);
  });
}
