import type { ServerContext } from '../context';
import { defineResource, type ResourceDeclaration } from '../kit/declaration';
import { accountContract } from '../../contract/areas/account';
import { textColumn } from '../kit/fields';
import type { KitReach } from '../kit/declaration';
import { badRequest, conflict } from '../plugins/http-errors';
import { inviteAccount, withdrawInvitations } from '../auth/invitations';
import {
  checkCeiling, checkScopeIds, checkScopedWriter, contactRules, keepScopedFlag, selfRule, storedAccount,
} from './account-rules';

/** Every role an account may have, highest first: the administrators' (drivers are not accounts of this back office). */
export { ACCOUNT_ROLES } from '../../contract/areas/account';

export const DUPLICATE_ACCOUNT = 'There already exists an account with the specified e-mail address.';

/** A list of ids kept in a link table of the account (`column` per row), read in id order; operating companies only while not deleted. */
const idChildren = (table: string, column: string, read?: string) => ({ column, children: { table, parent: 'account_id', type: 'int' as const }, ...(read ? { read } : {}) });

const LIVE_COMPANY_IDS = `ARRAY(SELECT c.operating_company_id FROM account_operating_companies c JOIN operating_companies o
  ON o.client_id = c.client_id AND o.id = c.operating_company_id AND NOT o.is_deleted WHERE c.account_id = t.id ORDER BY 1)`;

const BINDINGS_SQL = `json_build_object(
  'operatingCompanies', COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.name) ORDER BY lower(o.name), o.id)
    FROM account_operating_companies c JOIN operating_companies o ON o.client_id = c.client_id AND o.id = c.operating_company_id AND NOT o.is_deleted
    WHERE c.account_id = t.id), '[]'::json),
  'carArrangements', COALESCE((SELECT json_agg(json_build_object('id', a.id, 'displayName', a.display_name) ORDER BY lower(a.display_name), a.id)
    FROM account_car_arrangements c JOIN car_arrangements a ON a.client_id = c.client_id AND a.id = c.car_arrangement_id
    WHERE c.account_id = t.id), '[]'::json),
  'mobilityContainers', COALESCE((SELECT json_agg(json_build_object('id', m.id, 'displayName', m.display_name) ORDER BY lower(m.display_name), m.id)
    FROM account_mobility_container_bindings c JOIN mobility_containers m ON m.client_id = c.client_id AND m.id = c.mobility_container_id
    WHERE c.account_id = t.id), '[]'::json))`;

const PRODUCTS_SQL = `COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'url', p.url) ORDER BY p.id)
  FROM account_products ap JOIN products p ON p.id = ap.product_id WHERE ap.account_id = t.id), '[]'::json)`;

/**
 * Who a caller sees: an administrator of the whole client every account of it; a scoped one (scope.ts) itself and
 * the scoped accounts whose operating companies and arrangements all lie within its own reach.
 */
function visibleAccounts(reach: KitReach, add: (value: unknown) => string): string {
  if (reach.arrangementIds === null) return 'true';
  return `(t.id = ${add(reach.accountId ?? null)} OR (t.is_scoped
    AND NOT EXISTS (SELECT 1 FROM account_operating_companies x WHERE x.account_id = t.id AND NOT (x.operating_company_id = ANY (${add(reach.operatingCompanyIds ?? [])}::int[])))
    AND NOT EXISTS (SELECT 1 FROM account_car_arrangements x WHERE x.account_id = t.id AND NOT (x.car_arrangement_id = ANY (${add(reach.arrangementIds)}::int[])))))`;
}

/**
 * Accounts' table and rules (their contract: contract/areas/account.ts), supervisor and above (`accounts`). The e-mail
 * address is unique within the client: 409; another client's address is a free one, so nothing tells whether it
 * exists there (issue 35). Role ceiling, one's own account, the scope's ids, the only remaining contact:
 * account-rules.ts. A new account has no password: it gets an invitation mail (auth/invitations.ts) in the
 * transaction that creates it.
 */
export function accountArea<P extends string>(ctx: Pick<ServerContext, 'config' | 'now' | 'jobs' | 'secrets'>, product: P) {
  const contract = accountContract(product);
  const productsField = `${product}Products` as `${P}Products`;
  // The products field's key is computed, so TypeScript cannot see that every read-only field has its SQL.
  const readOnlySql = { [productsField]: PRODUCTS_SQL, dateLastLogin: 't.date_last_login', invitationPending: 't.password_hash IS NULL', bindings: BINDINGS_SQL } as
    ResourceDeclaration<Record<never, never>, typeof contract.readOnly>['readOnlySql'];
  return defineResource({
    ...contract,
    table: 'accounts',
    columns: {
      emailAddress: { column: 'email_address', store: (email: string) => email.trim().toLowerCase() },
      firstName: textColumn('first_name'),
      prefixSurname: textColumn('prefix_surname'),
      surname: textColumn('surname'),
      role: { column: 'role' },
      isActive: { column: 'is_active' },
      receivesOrderEmails: { column: 'receives_order_emails' },
      operatingCompanyIds: idChildren('account_operating_companies', 'operating_company_id', LIVE_COMPANY_IDS),
      carArrangementIds: idChildren('account_car_arrangements', 'car_arrangement_id'),
      mobilityContainerIds: idChildren('account_mobility_container_bindings', 'mobility_container_id'),
    },
    readOnlySql,
    feature: { read: 'accounts', write: 'accounts' },
    duplicate: DUPLICATE_ACCOUNT,
    search: "concat_ws(' ', t.email_address, t.first_name, t.prefix_surname, t.surname)",
    orderBy: 'lower(t.surname), lower(t.first_name), t.email_address',
    visible: visibleAccounts,
    // The contract's GET /account?includeBindings=true: the names of what the id lists hold, for the list's columns.
    askedFor: { param: 'includeBindings', fields: ['bindings'] },
    async check(row, tx, clientId, { reach, sent, stored }) {
      const created = stored.id == null;
      checkCeiling(reach, stored, sent.role);
      const self = selfRule(reach, stored, sent);
      if (self) return self;
      await checkScopeIds(tx, reach, sent);
      checkScopedWriter(reach, stored, sent, row, created);
      if (created) return null;
      const contact = await contactRules(tx, clientId, stored, row);
      if (contact.conflict) throw conflict(contact.conflict);
      return contact.reason ?? null;
    },
    async afterWrite(tx, row, { reach, sent, stored, created }) {
      await keepScopedFlag(tx, row, stored, sent, created);
      if (created) await inviteAccount(tx, ctx, reach.clientId, row.id);
      else if (sent.emailAddress !== undefined && row.emailAddress !== stored.emailAddress) await withdrawInvitations(tx, row.id);
    },
    async deleting(tx, clientId, id, reach) {
      if (id === reach.accountId) throw badRequest('You cannot delete your own account.');
      const stored = await storedAccount(tx, clientId, id);
      checkCeiling(reach, stored, undefined);
      return (await contactRules(tx, clientId, stored, null)).conflict ?? null;
    },
  });
}
