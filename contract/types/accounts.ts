/* Accounts and roles (spec 02 §3 Account, §6, §7 "Accounts and roles"): the administrators of a client. */

/** The roles an account may hold, highest first: every role but driver (their one list: the area's contract). */
import type { AccountRole } from '../areas/account';

export { ACCOUNT_ROLES, type AccountRole } from '../areas/account';

/**
 * An account row of GET /api-admin/account (the acting client's, only those the caller may see): the area contract's
 * own type (contract/areas/account.ts), one source for validation and types. An account with
 * operatingCompanyIds or carArrangementIds is scoped to them (spec 02 §6); amwProducts, dateLastLogin,
 * invitationPending and bindings are read-only.
 */
export type { Account } from '../areas/account';

/** GET /api-admin/role: every role but driver, highest first; `assignable` when the caller may give it. */
export interface RoleChoice {
  name: AccountRole;
  rank: number;
  assignable: boolean;
}

/** POST /api-admin-auth/grant_access/check: whose invitation the key is. */
export interface InvitationCheck {
  emailAddress: string;
  clientName: string;
}
